import type { Queryable } from '../store/store.js';

// The one module that runs SQL on request_logs: the middleware's batched inserts, the age trim,
// and the reads of `stripe logs tail` (by seq) and of the dashboard.

export interface RequestLogEntry {
  readonly id: string;
  readonly account_id: string | null;
  /** Epoch ms. */
  readonly created_at: number;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly ip: string | null;
  readonly source: string;
  readonly idempotency_key: string | null;
  readonly api_version: string | null;
  readonly request_body: unknown;
  readonly response_body: unknown;
}

export interface StoredRequestLog extends RequestLogEntry {
  readonly seq: number;
}

// One statement per batch, whatever its size: the entries travel as one JSON array.
const INSERT_SQL = `INSERT INTO request_logs (id, account_id, created_at, method, path, status, ip,
  source, idempotency_key, api_version, request_body, response_body)
SELECT r.id, r.account_id, r.created_at, r.method, r.path, r.status, r.ip, r.source,
  r.idempotency_key, r.api_version, r.request_body, r.response_body
FROM jsonb_to_recordset($1::jsonb) AS r(id text, account_id text, created_at bigint,
  method text, path text, status integer, ip text, source text, idempotency_key text,
  api_version text, request_body jsonb, response_body jsonb)
ON CONFLICT (id) DO NOTHING`;

export async function insertRequestLogs(
  db: Queryable,
  entries: readonly RequestLogEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.query(INSERT_SQL, [JSON.stringify(entries)]);
}

/** Drops the logs older than `before` (epoch ms). */
export async function trimRequestLogs(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM request_logs WHERE created_at < $1', [before]);
}

const toLog = (row: Record<string, unknown>): StoredRequestLog =>
  ({
    ...row,
    seq: Number(row.seq),
    created_at: Number(row.created_at),
    status: Number(row.status),
  }) as StoredRequestLog;

/** An account's logs, newest first (the dashboard's view and the tests'). */
export async function recentRequestLogs(
  db: Queryable,
  accountId: string,
  limit: number,
): Promise<StoredRequestLog[]> {
  const rows = await db.query(
    'SELECT * FROM request_logs WHERE account_id = $1 ORDER BY seq DESC LIMIT $2',
    [accountId, limit],
  );
  return rows.map(toLog);
}

/**
 * The feed's read: rows past the cursor and the listed gaps (seqs skipped by transactions still
 * open at the last read), the body columns only for the accounts given.
 */
export async function requestLogsSince(
  db: Queryable,
  cursor: number,
  gaps: readonly number[],
  accounts: readonly string[],
  limit: number,
): Promise<StoredRequestLog[]> {
  const rows = await db.query(
    `SELECT seq, id, account_id, created_at, method, path, status, ip, source, idempotency_key,
       api_version, CASE WHEN account_id = ANY($3::text[]) THEN response_body END AS response_body
     FROM request_logs WHERE seq > $1 OR seq = ANY($2::bigint[]) ORDER BY seq LIMIT $4`,
    [cursor, gaps, accounts, limit],
  );
  return rows.map(toLog);
}

export async function lastRequestLogSeq(db: Queryable): Promise<number> {
  const rows = await db.query<{ seq: unknown }>('SELECT max(seq) AS seq FROM request_logs');
  return Number(rows[0]?.seq ?? 0);
}
