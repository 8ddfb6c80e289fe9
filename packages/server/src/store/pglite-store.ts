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

export async function openPgliteStore(options: PgliteStoreOptions = {}): Promise<Store> {
  const db = await PGlite.create(options.dataDir);
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
