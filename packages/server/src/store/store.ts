// The one storage interface: plain SQL in PostgreSQL's dialect, run by either adapter.
export type Row = Record<string, unknown>;

export interface Queryable {
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Store extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; rows it locks (`FOR UPDATE`) stay locked until it ends. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A row lock could not be taken in time (PostgreSQL lock_timeout or deadlock). */
export class StoreLockError extends Error {
  constructor(cause: unknown) {
    super('row lock not available', { cause });
    this.name = 'StoreLockError';
  }
}

/** Another writer inserted the same unique key first. */
export class StoreConflictError extends Error {
  constructor(cause: unknown) {
    super('unique key conflict', { cause });
    this.name = 'StoreConflictError';
  }
}

export function translateStoreError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '55P03' || code === '40P01') return new StoreLockError(error);
  if (code === '23505') return new StoreConflictError(error);
  return error;
}
