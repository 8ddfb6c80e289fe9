import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable, Store } from './store.js';

interface Ambient {
  readonly tx: Queryable;
  savepoints: number;
}

/** A store whose queries and transactions can all join one transaction of a whole request. */
export interface RequestScopedStore extends Store {
  /**
   * Runs fn in one transaction: every query and transaction this store runs within fn (its
   * async continuations included) joins it, a nested transaction as a savepoint. What fn's
   * request changes and what it records about itself then commit together, or not at all.
   */
  inRequestTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

// A nested transaction is a savepoint, so its failure still undoes only its own writes.
async function nested<T>(ambient: Ambient, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const name = `kassa_nested_${++ambient.savepoints}`;
  await ambient.tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn(ambient.tx);
    await ambient.tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await ambient.tx.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
    throw error;
  }
}

export function requestScoped(store: Store): RequestScopedStore {
  if ('inRequestTransaction' in store) return store as RequestScopedStore;
  const current = new AsyncLocalStorage<Ambient>();
  return {
    kind: store.kind,
    query: (sql, params) => (current.getStore()?.tx ?? store).query(sql, params),
    transaction(fn) {
      const ambient = current.getStore();
      return ambient ? nested(ambient, fn) : store.transaction(fn);
    },
    inRequestTransaction(fn) {
      if (current.getStore()) return fn();
      return store.transaction((tx) => current.run({ tx, savepoints: 0 }, fn));
    },
    close: () => store.close(),
  };
}
