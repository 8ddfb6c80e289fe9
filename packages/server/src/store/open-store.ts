import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate } from './migrate.js';
import { openPgliteStore } from './pglite-store.js';
import { openPostgresStore } from './postgres-store.js';
import type { Store } from './store.js';

export interface StoreOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  readonly databaseUrl?: string | undefined;
  /** PGlite data folder (data goes to `<dataDir>/pgdata`); undefined keeps it in memory. */
  readonly dataDir?: string | undefined;
}

/** Opens the configured adapter and brings its schema up to date. */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  let store: Store;
  if (options.databaseUrl) {
    store = await openPostgresStore({ connectionString: options.databaseUrl });
  } else if (options.dataDir) {
    const pgdata = join(options.dataDir, 'pgdata');
    await mkdir(pgdata, { recursive: true });
    store = await openPgliteStore({ dataDir: pgdata });
  } else {
    store = await openPgliteStore();
  }
  try {
    await migrate(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
