import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { CheckoutSessionObject, SessionInternals } from './checkout-session-object.js';

// The checkout_sessions table: every statement on it is here.

export interface SessionRow {
  readonly account_id: string;
  readonly data: CheckoutSessionObject;
  readonly internals: SessionInternals;
}

const COLUMNS = 'account_id, data, line_items AS internals';

export async function insertSession(
  db: Queryable,
  account: Account,
  session: CheckoutSessionObject,
  internals: SessionInternals,
): Promise<void> {
  await db.query(
    `INSERT INTO checkout_sessions (id, account_id, created, status, expires_at, customer_id,
       customer_email, payment_link_id, line_items, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      session.id,
      account.id,
      session.created,
      session.status,
      session.expires_at,
      session.customer,
      session.customer_email,
      session.payment_link,
      JSON.stringify(internals),
      JSON.stringify(session),
    ],
  );
}

/** The session of the account, locked for the caller's transaction when asked. */
export async function findSession(
  db: Queryable,
  account: Account,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SessionRow> {
  const [row] = await db.query<SessionRow & { [key: string]: unknown }>(
    `SELECT ${COLUMNS} FROM checkout_sessions WHERE id = $1 AND account_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, account.id],
  );
  if (!row) throw resourceMissing('checkout.session', id);
  return row;
}

/** The session an intent was created for, locked; undefined when it has none. */
export async function findSessionOfIntent(
  db: Queryable,
  account: Account,
  kind: 'payment_intent' | 'setup_intent',
  intentId: string,
): Promise<SessionRow | undefined> {
  const column = kind === 'payment_intent' ? 'payment_intent_id' : 'setup_intent_id';
  const [row] = await db.query<SessionRow & { [key: string]: unknown }>(
    `SELECT ${COLUMNS} FROM checkout_sessions WHERE ${column} = $1 AND account_id = $2 FOR UPDATE`,
    [intentId, account.id],
  );
  return row;
}

export async function writeSession(
  db: Queryable,
  session: CheckoutSessionObject,
  internals?: SessionInternals,
): Promise<void> {
  await db.query(
    `UPDATE checkout_sessions SET status = $2, payment_intent_id = $3, setup_intent_id = $4,
       customer_id = $5, customer_email = $6, data = $7,
       line_items = COALESCE($8::jsonb, line_items)
     WHERE id = $1`,
    [
      session.id,
      session.status,
      session.payment_intent,
      session.setup_intent,
      session.customer,
      (session.customer_details?.email as string | undefined) ?? session.customer_email,
      JSON.stringify(session),
      internals ? JSON.stringify(internals) : null,
    ],
  );
}

/**
 * One open session past its expiry, locked so no other process's job takes it (SKIP LOCKED
 * passes over sessions another transaction holds, a confirm's included).
 */
export async function claimDueSession(tx: Queryable, now: number): Promise<SessionRow | undefined> {
  const [row] = await tx.query<SessionRow & { [key: string]: unknown }>(
    `SELECT ${COLUMNS} FROM checkout_sessions WHERE status = 'open' AND expires_at <= $1
     ORDER BY expires_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return row;
}

/** A session by id alone (its recovery address carries no key), or undefined. */
export async function findSessionById(db: Queryable, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow & { [key: string]: unknown }>(
    `SELECT ${COLUMNS} FROM checkout_sessions WHERE id = $1`,
    [id],
  );
  return row;
}
