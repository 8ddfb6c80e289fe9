import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PgliteStatements } from './pglite-statements.js';
import { type Queryable, type Row, type Store, translateStoreError } from './store.js';

// PGlite is one connection: statements of two transactions must never interleave, so every
// query and transaction waits its turn on this queue.
class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

export interface PgliteStoreOptions {
  /** Folder for the data files; undefined keeps everything in memory (tests). */
  readonly dataDir?: string | undefined;
}

// PostgreSQL's defaults size its buffers for a server of its own (128 MB of shared buffers);
// in PGlite they live in the WebAssembly memory, which never shrinks. A test provider's working
// set is small: these buffers take about 110 MB less memory (bench/pglite-memory.mjs).
const SMALL_BUFFERS = [
  ['shared_buffers', '16MB'],
  ['work_mem', '1MB'],
  ['maintenance_work_mem', '8MB'],
  ['wal_buffers', '1MB'],
  ['temp_buffers', '1MB'],
].flatMap(([name, value]) => ['-c', `${name}=${value}`]);

// Run by a child node: opens (so initialises) the data folder given as its argument, closes it.
const INIT_SCRIPT = `const [module, dataDir, params] = process.argv.slice(1);
const { PGlite } = await import(module);
const db = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...JSON.parse(params)] });
await db.close();`;

/**
 * A new data folder is initialised first (initdb), which grows the WebAssembly memory to
 * several hundred MB for good: a short-lived child process does it, so this process opens an
 * initialised folder and stays small. Where no child can be run, it is done here.
 */
async function initialise(dataDir: string, open: () => Promise<PGlite>): Promise<void> {
  try {
    const module = import.meta.resolve('@electric-sql/pglite');
    const args = ['--input-type=module', '-e', INIT_SCRIPT, module, dataDir];
    await promisify(execFile)(process.execPath, [...args, JSON.stringify(SMALL_BUFFERS)]);
  } catch {
    await (await open()).close();
  }
}

async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const open = () =>
    PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...SMALL_BUFFERS] });
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await initialise(dataDir, open);
  return open();
}

export async function openPgliteStore(options: PgliteStoreOptions = {}): Promise<Store> {
  const db = await openPglite(options.dataDir);
  const queue = new SerialQueue();
  const statements = new PgliteStatements(db);
  const run = async <R extends Row>(
    target: Pick<PGlite, 'query'>,
    inTransaction: boolean,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<R[]> => {
    try {
      if (statements.accepts(sql)) return await statements.run<R>(sql, params, inTransaction);
      const result = await target.query<R>(sql, params as unknown[]);
      return result.rows;
    } catch (error) {
      throw translateStoreError(error);
    }
  };
  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => run(db, false, sql, params)),
    transaction: (fn) =>
      queue.run(() =>
        db.transaction((tx) => {
          const scoped: Queryable = { query: (sql, params) => run(tx, true, sql, params) };
          return fn(scoped);
        }),
      ),
    close: () => queue.run(() => db.close()),
  };
}
