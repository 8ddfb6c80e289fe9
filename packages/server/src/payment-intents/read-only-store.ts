import type { Queryable } from '../store/store.js';

/** A write attempted on the unlocked confirm path: that confirm needs the locking one. */
class NeedsTransaction extends Error {}

// Plain reads pass; anything that writes or locks is refused before it runs.
function readOnly(db: Queryable): Queryable {
  return {
    query: (sql, params) =>
      /^\s*SELECT\b/i.test(sql) && !/\bFOR\s+(UPDATE|NO KEY|SHARE|KEY)\b/i.test(sql)
        ? db.query(sql, params)
        : Promise.reject(new NeedsTransaction('write on the unlocked confirm path')),
  };
}

/**
 * Runs fn with reads only; undefined when it needed to write or lock (the caller then runs it
 * again in a transaction). Lets the common confirm skip BEGIN/SELECT FOR UPDATE/COMMIT.
 */
export function withoutWrites<T>(
  db: Queryable,
  fn: (db: Queryable) => Promise<T>,
): Promise<T | undefined> {
  return fn(readOnly(db)).catch((error: unknown) => {
    if (error instanceof NeedsTransaction) return undefined;
    throw error;
  });
}
