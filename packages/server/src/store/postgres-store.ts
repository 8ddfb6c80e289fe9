import { availableParallelism } from 'node:os';
import pg from 'pg';
import { type Queryable, type Row, type Store, translateStoreError } from './store.js';

export interface PostgresStoreOptions {
  readonly connectionString: string;
  /** Connections at most; defaultPoolSize() without it. */
  readonly maxConnections?: number | undefined;
  /** How long a transaction waits for a row lock before giving up (ms). */
  readonly lockTimeoutMs?: number;
}

/**
 * Each statement of a payment is one round trip, so a few connections keep PostgreSQL busy;
 * more only add backends competing for its cores and its commits (on the repository's 2-core
 * bench, 4 connections gave at least the payments per second of 10, with less PostgreSQL CPU
 * each). Twice this machine's cores, at least 4, stands in for the database's cores when it is
 * local; a database farther away, with more latency per statement, may want more
 * (KASSA_DATABASE_POOL_SIZE).
 */
export function defaultPoolSize(): number {
  return Math.max(4, 2 * availableParallelism());
}

// Named statements are prepared once per connection and reused: the hot path skips parsing.
class StatementNames {
  readonly #names = new Map<string, string>();

  nameFor(sql: string): string {
    let name = this.#names.get(sql);
    if (!name) {
      name = `kassa_${this.#names.size}`;
      this.#names.set(sql, name);
    }
    return name;
  }
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? defaultPoolSize(),
    lock_timeout: options.lockTimeoutMs ?? 10_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const names = new StatementNames();
  const run = async <R extends Row>(
    target: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<R[]> => {
    try {
      const result = await target.query<R>({
        name: names.nameFor(sql),
        text: sql,
        values: params as unknown[],
      });
      return result.rows;
    } catch (error) {
      throw translateStoreError(error);
    }
  };
  await run(pool, 'SELECT 1');
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const scoped: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await fn(scoped);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
