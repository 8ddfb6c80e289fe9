import type { Queryable } from '../store/store.js';
import type { StoredCustomerSession } from './customer-session-features.js';

// The one module that runs SQL on customer_sessions. It lives in customers/ (a session is a
// customer's, and its stored shape is already here) because two folders need it:
// customer-sessions/ writes and resolves sessions, and ephemeral-keys/ (listed before
// customer-sessions/) reads a session beside the key that is its api_key. customers/ is listed
// before both, so neither has to import the other.

export interface CustomerSessionRow {
  readonly id: string;
  readonly secretHash: string;
  readonly customerId: string;
  readonly expiresAt: number;
  readonly data: StoredCustomerSession;
}

export async function insertCustomerSession(
  db: Queryable,
  accountId: string,
  row: CustomerSessionRow,
): Promise<void> {
  await db.query(
    `INSERT INTO customer_sessions (id, secret_hash, account_id, customer_id, expires_at, data)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [row.id, row.secretHash, accountId, row.customerId, row.expiresAt, JSON.stringify(row.data)],
  );
}

/** The session behind a client secret's hash, or null (unknown or expired at `now`). */
export async function findLiveCustomerSession(
  db: Queryable,
  accountId: string,
  secretHash: string,
  now: number,
): Promise<{ id: string; data: StoredCustomerSession; expiresAt: number } | null> {
  const rows = await db.query<{ id: string; data: StoredCustomerSession; expires_at: string }>(
    `SELECT id, data, expires_at FROM customer_sessions
     WHERE secret_hash = $1 AND account_id = $2 AND expires_at > $3`,
    [secretHash, accountId, now],
  );
  const row = rows[0];
  return row ? { id: row.id, data: row.data, expiresAt: Number(row.expires_at) } : null;
}

/**
 * A scalar subquery for a session's stored data by id (NULL when there is none), for the
 * ephemeral-key lookup to read in its own statement: one round trip on every call a customer
 * session's api_key authenticates.
 */
export function sessionDataByIdSql(idExpression: string): string {
  return `(SELECT s.data FROM customer_sessions s WHERE s.id = ${idExpression})`;
}
