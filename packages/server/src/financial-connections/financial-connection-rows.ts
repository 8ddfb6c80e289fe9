import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type {
  FinancialConnectionsAccountObject,
  FinancialConnectionsSessionObject,
} from './financial-connection-object.js';

// The one module owning the financial_connections_sessions and _accounts tables' SQL (the
// generic list page aside). payment-intents/ and setup-intents/ read one fact from it: whether
// a PaymentMethod's numbers were typed by hand in a linking session (it then needs microdeposits).

export type SessionStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface SessionRow {
  readonly data: FinancialConnectionsSessionObject;
  readonly status: SessionStatus;
  readonly payment_intent_id: string | null;
  readonly setup_intent_id: string | null;
  readonly billing_details: { name?: string; email?: string } | null;
  /** The wallet account that opened the session to add a bank account (else null). */
  readonly consumer_id: string | null;
}

const SELECT =
  'SELECT data, status, payment_intent_id, setup_intent_id, billing_details, consumer_id FROM financial_connections_sessions';

export async function insertSession(
  db: Queryable,
  account: Account,
  session: FinancialConnectionsSessionObject,
  link: {
    paymentIntent?: string | null;
    setupIntent?: string | null;
    billingDetails?: object | null;
    consumerId?: string | null;
  } = {},
): Promise<void> {
  await db.query(
    `INSERT INTO financial_connections_sessions
       (id, account_id, client_secret, payment_intent_id, setup_intent_id, billing_details, data,
        consumer_id)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [
      session.id,
      account.id,
      session.client_secret,
      link.paymentIntent ?? null,
      link.setupIntent ?? null,
      link.billingDetails ? JSON.stringify(link.billingDetails) : null,
      JSON.stringify(session),
      link.consumerId ?? null,
    ],
  );
}

export async function findSession(
  db: Queryable,
  account: Account,
  id: string,
  lock = false,
): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow & Record<string, unknown>>(
    `${SELECT} WHERE id = $1 AND account_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, account.id],
  );
  return rows[0];
}

export async function findSessionBySecret(
  db: Queryable,
  account: Account,
  clientSecret: string,
  lock = false,
): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow & Record<string, unknown>>(
    `${SELECT} WHERE client_secret = $1 AND account_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [clientSecret, account.id],
  );
  return rows[0];
}

export async function writeSession(
  db: Queryable,
  session: FinancialConnectionsSessionObject,
  status: SessionStatus,
  manualMethodId: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE financial_connections_sessions
     SET data = $2::jsonb, status = $3, manual_payment_method_id = COALESCE($4, manual_payment_method_id)
     WHERE id = $1`,
    [session.id, JSON.stringify(session), status, manualMethodId],
  );
}

export async function insertLinkedAccount(
  db: Queryable,
  account: Account,
  sessionId: string,
  linked: FinancialConnectionsAccountObject,
): Promise<void> {
  const customer =
    linked.account_holder?.type === 'customer' ? linked.account_holder.customer : null;
  await db.query(
    `INSERT INTO financial_connections_accounts (id, account_id, session_id, customer_id, data)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [linked.id, account.id, sessionId, customer, JSON.stringify(linked)],
  );
}

export async function findLinkedAccount(
  db: Queryable,
  account: Account,
  id: string,
): Promise<FinancialConnectionsAccountObject | undefined> {
  const rows = await db.query<{ data: FinancialConnectionsAccountObject }>(
    'SELECT data FROM financial_connections_accounts WHERE id = $1 AND account_id = $2',
    [id, account.id],
  );
  return rows[0]?.data;
}

/** A linked account with the wallet account whose session linked it (null: not a wallet's). */
export async function findLinkedAccountWithConsumer(
  db: Queryable,
  account: Account,
  id: string,
): Promise<{ data: FinancialConnectionsAccountObject; consumer_id: string | null } | undefined> {
  const rows = await db.query<{
    data: FinancialConnectionsAccountObject;
    consumer_id: string | null;
  }>(
    `SELECT a.data, s.consumer_id FROM financial_connections_accounts a
     JOIN financial_connections_sessions s ON s.id = a.session_id
     WHERE a.id = $1 AND a.account_id = $2`,
    [id, account.id],
  );
  return rows[0];
}

/**
 * A linked account whatever merchant account it is on: only for a wallet's bank account, which
 * the shopper linked on one merchant's page and pays with on another's of the same instance
 * (the wallet is shared by every merchant account, as Link's network is). Never answered to a
 * merchant: it becomes a new account of the merchant paid (networkForWallet).
 */
export async function findWalletSourceAccount(
  db: Queryable,
  id: string,
  consumerId: string,
): Promise<FinancialConnectionsAccountObject | undefined> {
  const rows = await db.query<{ data: FinancialConnectionsAccountObject }>(
    `SELECT a.data FROM financial_connections_accounts a
     JOIN financial_connections_sessions s ON s.id = a.session_id
     WHERE a.id = $1 AND s.consumer_id = $2`,
    [id, consumerId],
  );
  return rows[0]?.data;
}

/** Stores a linked account's new state (its status after a disconnect). */
export async function writeLinkedAccount(
  db: Queryable,
  account: Account,
  linked: FinancialConnectionsAccountObject,
): Promise<void> {
  await db.query(
    'UPDATE financial_connections_accounts SET data = $3::jsonb WHERE id = $1 AND account_id = $2',
    [linked.id, account.id, JSON.stringify(linked)],
  );
}

/**
 * Whether this PaymentMethod was typed by hand in a linking session (the dialog's "enter bank
 * details manually"): Stripe verifies such an account with microdeposits.
 */
export async function isManualEntryMethod(
  db: Queryable,
  account: Account,
  methodId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM financial_connections_sessions
     WHERE account_id = $1 AND manual_payment_method_id = $2 LIMIT 1`,
    [account.id, methodId],
  );
  return rows.length > 0;
}
