import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { SetupIntentObject } from './setup-intent-object.js';

// The setup_intents table: every statement on it is here.

const SELECT_SQL = 'SELECT data FROM setup_intents WHERE id = $1 AND account_id = $2';
const INSERT_SQL = `INSERT INTO setup_intents
  (id, account_id, customer_id, payment_method_id, status, created, data)
  VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`;
const UPDATE_SQL = `UPDATE setup_intents
  SET customer_id = $2, payment_method_id = $3, status = $4, data = $5::jsonb WHERE id = $1`;

/** The SetupIntent (locked for the rest of the transaction when asked), else Stripe's 404. */
export async function findSetupIntent(
  db: Queryable,
  account: Account,
  id: string,
  options: { lock?: boolean; param?: string } = {},
): Promise<SetupIntentObject> {
  const rows = await db.query<{ data: SetupIntentObject }>(
    options.lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL,
    [id, account.id],
  );
  const row = rows[0];
  if (!row) throw resourceMissing('setup_intent', id, options.param ?? 'id');
  return row.data;
}

export async function insertSetupIntent(
  db: Queryable,
  account: Account,
  intent: SetupIntentObject,
): Promise<void> {
  await db.query(INSERT_SQL, [
    intent.id,
    account.id,
    intent.customer,
    intent.payment_method,
    intent.status,
    intent.created,
    JSON.stringify(intent),
  ]);
}

/** Writes a changed SetupIntent (of a row the transaction holds locked). */
export async function writeSetupIntent(db: Queryable, intent: SetupIntentObject): Promise<void> {
  await db.query(UPDATE_SQL, [
    intent.id,
    intent.customer,
    intent.payment_method,
    intent.status,
    JSON.stringify(intent),
  ]);
}
