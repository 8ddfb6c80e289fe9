import pg from 'pg';
import { type Queryable, type Row, type Store, translateStoreError } from './store.js';

export interface PostgresStoreOptions {
  readonly connectionString: string;
  readonly maxConnections?: number;
  /** How long a transaction waits for a row lock before giving up (ms). */
  readonly lockTimeoutMs?: number;
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
    max: options.maxConnections ?? 10,
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
