import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import { migrate } from './migrate.js';
import { openPgliteStore } from './pglite-store.js';
import { openPostgresStore } from './postgres-store.js';
import type { Store } from './store.js';

export interface StoreOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  readonly databaseUrl?: string | undefined;
  /** PostgreSQL connections at most (postgres-store's default without it). */
  readonly databasePoolSize?: number | undefined;
  /** PGlite data folder (data goes to `<dataDir>/pgdata`); undefined keeps it in memory. */
  readonly dataDir?: string | undefined;
}

/** Opens the configured adapter and brings its schema up to date. */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  let store: Store;
  if (options.databaseUrl) {
    store = await openPostgresStore({
      connectionString: options.databaseUrl,
      maxConnections: options.databasePoolSize,
    });
  } else if (options.dataDir) {
    const pgdata = join(options.dataDir, 'pgdata');
    await mkdir(pgdata, { recursive: true });
    const unlock = await lockDataDir(options.dataDir);
    try {
      const pglite = await openPgliteStore({ dataDir: pgdata });
      store = { ...pglite, close: () => pglite.close().finally(unlock) };
    } catch (error) {
      await unlock();
      throw error;
    }
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
