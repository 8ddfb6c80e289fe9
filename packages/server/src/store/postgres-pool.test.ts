// How many connections a server process keeps to PostgreSQL: KASSA_DATABASE_POOL_SIZE, or
// twice the cores and at least 4. Counted as the distinct backends that answer statements
// held open at the same time.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { openStore } from './open-store.js';
import { defaultPoolSize } from './postgres-store.js';
import type { Store } from './store.js';

async function backendsUsed(store: Store, concurrent: number): Promise<number> {
  const rows = await Promise.all(
    Array.from({ length: concurrent }, () =>
      store.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'),
    ),
  );
  return new Set(rows.map(([row]) => row?.pid)).size;
}

describe('PostgreSQL connection pool', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase(inject('kassaPostgresUrl'));
  }, 60_000);
  afterAll(() => database?.drop());

  it('keeps twice the cores, at least 4, by default', async () => {
    const store = await openStore({ databaseUrl: database.url });
    try {
      expect(defaultPoolSize()).toBeGreaterThanOrEqual(4);
      expect(await backendsUsed(store, defaultPoolSize() * 2)).toBe(defaultPoolSize());
    } finally {
      await store.close();
    }
  });

  it('keeps the number it is given, and queues the rest', async () => {
    const store = await openStore({ databaseUrl: database.url, databasePoolSize: 2 });
    try {
      expect(await backendsUsed(store, 12)).toBe(2);
    } finally {
      await store.close();
    }
  });
});
