import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { PaymentIntentObject } from './payment-intent-object.js';

// The payment_intents table: every statement on it is here, except the one-statement write of
// a payment (payment-intents/payment-writes.ts), which stores the intent with its Charge and events at once.

const SELECT_SQL = 'SELECT data FROM payment_intents WHERE id = $1 AND account_id = $2';
const VERSIONED_SELECT_SQL =
  'SELECT data, xmin::text AS version FROM payment_intents WHERE id = $1 AND account_id = $2';

/** The intent, locked for the rest of the transaction when asked; undefined when missing. */
export async function findIntent(
  db: Queryable,
  account: Account,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PaymentIntentObject | undefined> {
  const rows = await db.query<{ data: PaymentIntentObject }>(
    options.lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL,
    [id, account.id],
  );
  return rows[0]?.data;
}

/** The intent, locked for the rest of the transaction, else Stripe's 404. */
export async function lockPaymentIntent(
  tx: Queryable,
  account: Account,
  id: string,
): Promise<PaymentIntentObject> {
  const intent = await findIntent(tx, account, id, { lock: true });
  if (!intent) throw resourceMissing('payment_intent', id);
  return intent;
}

/** The intent with its row version (xmin), for a write that lands only if it is unchanged. */
export async function findVersionedIntent(
  db: Queryable,
  account: Account,
  id: string,
): Promise<{ data: PaymentIntentObject; version: string } | undefined> {
  const rows = await db.query<{ data: PaymentIntentObject; version: string }>(
    VERSIONED_SELECT_SQL,
    [id, account.id],
  );
  return rows[0];
}

/** Writes a changed intent (of a row the transaction holds locked). */
export async function writeIntent(db: Queryable, intent: PaymentIntentObject): Promise<void> {
  await db.query('UPDATE payment_intents SET status = $2, data = $3::jsonb WHERE id = $1', [
    intent.id,
    intent.status,
    JSON.stringify(intent),
  ]);
}
