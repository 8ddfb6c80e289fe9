import { createHash } from 'node:crypto';
import { ApiError } from '../errors/api-error.js';
import { requestScoped } from '../store/request-transaction.js';
import type { Store } from '../store/store.js';

export interface StoredResponse {
  readonly status: number;
  readonly body: string;
}

export type IdempotencyStart =
  | { readonly kind: 'fresh' }
  | ({ readonly kind: 'replay' } & StoredResponse);

const MAX_KEY_LENGTH = 255;

// A 'running' row older than this belongs to a process that died mid-request: take it over.
const ABANDONED_AFTER_SECONDS = 60;

interface KeyRow {
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  expired: boolean;
  abandoned: boolean;
  [column: string]: unknown;
}

/** Same parameters in any key order hash the same. */
export function requestHash(method: string, path: string, params: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path} ${canonicalJson(params)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Idempotency-Key records: kept 24 h in the database so every process sees them. */
export class IdempotencyService {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async start(accountId: string, key: string, hash: string): Promise<IdempotencyStart> {
    if (key.length > MAX_KEY_LENGTH) {
      throw new ApiError(
        'parameter_invalid_string',
        `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters.`,
        {
          param: 'Idempotency-Key',
        },
      );
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.#store.query(
        `INSERT INTO idempotency_keys (account_id, key, request_hash, state) VALUES ($1, $2, $3, 'running')
         ON CONFLICT (account_id, key) DO NOTHING RETURNING key`,
        [accountId, key, hash],
      );
      if (inserted.length > 0) return { kind: 'fresh' };
      const rows = await this.#store.query<KeyRow>(
        `SELECT request_hash, state, response_status, response_body,
           created_at < now() - interval '24 hours' AS expired,
           created_at < now() - make_interval(secs => $3) AS abandoned
         FROM idempotency_keys WHERE account_id = $1 AND key = $2`,
        [accountId, key, ABANDONED_AFTER_SECONDS],
      );
      const row = rows[0];
      if (!row) continue;
      if (row.expired || (row.state === 'running' && row.abandoned)) {
        await this.forget(accountId, key);
        continue;
      }
      return decide(row, key, hash);
    }
    throw inUse(key);
  }

  /**
   * Runs a keyed request in one transaction with its record: the answer a key replays commits
   * with the changes it describes, and a request cut short (its process killed) leaves neither
   * its changes nor a claim on the key behind.
   */
  inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return requestScoped(this.#store).inRequestTransaction(fn);
  }

  async finish(accountId: string, key: string, response: StoredResponse): Promise<void> {
    await this.#store.query(
      `UPDATE idempotency_keys SET state = 'done', response_status = $3, response_body = $4
       WHERE account_id = $1 AND key = $2`,
      [accountId, key, response.status, response.body],
    );
  }

  async forget(accountId: string, key: string): Promise<void> {
    await this.#store.query('DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2', [
      accountId,
      key,
    ]);
  }
}

function decide(row: KeyRow, key: string, hash: string): IdempotencyStart {
  if (row.request_hash !== hash) {
    throw new ApiError(
      'idempotency_key_reused',
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    );
  }
  if (row.state === 'running') throw inUse(key);
  return { kind: 'replay', status: row.response_status ?? 500, body: row.response_body ?? '' };
}

function inUse(key: string): ApiError {
  return new ApiError(
    'idempotency_key_in_use',
    `There is currently another in-progress request using this Idempotency-Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
  );
}
