import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { ChargeObject } from './charge-object.js';

// The charges table: every statement on it is here, except the one-statement write of a
// payment (payment-intents/payment-writes.ts), which stores a new Charge with its intent.

const SELECT_SQL = 'SELECT data FROM charges WHERE id = $1 AND account_id = $2';

/** A stored Charge (locked when asked), or undefined when the account has none with this id. */
export async function findChargeRow(
  db: Queryable,
  account: Account,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ChargeObject | undefined> {
  const rows = await db.query<{ data: ChargeObject }>(
    options.lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL,
    [id, account.id],
  );
  return rows[0]?.data;
}

/** A stored Charge, optionally locked for the rest of the transaction. */
export async function findCharge(
  db: Queryable,
  account: Account,
  id: string,
  options: { lock?: boolean; param?: string } = {},
): Promise<ChargeObject> {
  const charge = await findChargeRow(db, account, id, options);
  if (!charge) throw resourceMissing('charge', id, options.param ?? 'id');
  return charge;
}

/** Writes a changed Charge (of a row the transaction holds locked). */
export async function writeCharge(db: Queryable, charge: ChargeObject): Promise<void> {
  await db.query('UPDATE charges SET data = $2::jsonb WHERE id = $1', [
    charge.id,
    JSON.stringify(charge),
  ]);
}
