import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteStore } from './pglite-store.js';

// PGlite keeps PostgreSQL's buffers in WebAssembly memory that never shrinks: Kassa sizes them
// for a test provider (see bench/pglite-memory.mjs for the RSS this saves).
describe('PGlite memory settings', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kassa-pglite-memory-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('initialises a new data folder and opens it with small buffers, then reopens it', async () => {
    for (let run = 0; run < 2; run++) {
      const store = await openPgliteStore({ dataDir: dir });
      try {
        expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
        const settings = await store.query<{ name: string; setting: string; unit: string }>(
          `SELECT name, setting, unit FROM pg_settings
           WHERE name IN ('shared_buffers', 'work_mem') ORDER BY name`,
        );
        expect(settings).toEqual([
          { name: 'shared_buffers', setting: '2048', unit: '8kB' },
          { name: 'work_mem', setting: '1024', unit: 'kB' },
        ]);
        await store.query('CREATE TABLE IF NOT EXISTS kept (n integer)');
        await store.query('INSERT INTO kept VALUES ($1)', [run]);
        const rows = await store.query<{ n: number }>('SELECT n FROM kept ORDER BY n');
        expect(rows.map((row) => row.n)).toEqual(run === 0 ? [0] : [0, 1]);
      } finally {
        await store.close();
      }
    }
  }, 180_000);

  it('keeps an in-memory database working with the same settings', async () => {
    const store = await openPgliteStore();
    try {
      const [row] = await store.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(row?.shared_buffers).toBe('16MB');
    } finally {
      await store.close();
    }
  }, 60_000);
});
