import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import {
  type CreatedRange,
  ListFilter,
  type ListObject,
  listPage,
  type PageParams,
} from '../platform/list-pages.js';
import type { Queryable } from '../store/store.js';
import type { DisputeObject } from './dispute-object.js';

// The disputes table: every statement on it is here (its list page through platform's listPage).

const SELECT_SQL = 'SELECT data FROM disputes WHERE id = $1 AND account_id = $2';
const INSERT_SQL = `INSERT INTO disputes (id, account_id, charge_id, payment_intent_id, created, data)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb)`;

export async function insertDispute(
  db: Queryable,
  account: Account,
  dispute: DisputeObject,
): Promise<void> {
  await db.query(INSERT_SQL, [
    dispute.id,
    account.id,
    dispute.charge,
    dispute.payment_intent,
    dispute.created,
    JSON.stringify(dispute),
  ]);
}

/** The dispute (locked for the rest of the transaction when asked), else Stripe's 404. */
export async function findDispute(
  db: Queryable,
  account: Account,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DisputeObject> {
  const rows = await db.query<{ data: DisputeObject }>(
    options.lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL,
    [id, account.id],
  );
  const row = rows[0];
  if (!row) throw resourceMissing('dispute', id);
  return row.data;
}

/** The disputes of one Charge, oldest first. */
export async function disputesOfCharge(
  db: Queryable,
  account: Account,
  chargeId: string,
): Promise<DisputeObject[]> {
  const rows = await db.query<{ data: DisputeObject }>(
    'SELECT data FROM disputes WHERE charge_id = $1 AND account_id = $2 ORDER BY seq',
    [chargeId, account.id],
  );
  return rows.map((row) => row.data);
}

/** Writes a changed dispute (of a row the transaction holds locked). */
export async function writeDispute(db: Queryable, dispute: DisputeObject): Promise<void> {
  await db.query('UPDATE disputes SET data = $2::jsonb WHERE id = $1', [
    dispute.id,
    JSON.stringify(dispute),
  ]);
}

export interface DisputeFilter extends PageParams {
  readonly charge?: string | undefined;
  readonly payment_intent?: string | undefined;
  readonly created?: number | CreatedRange | undefined;
}

/** One page of the account's disputes, newest first. */
export function listDisputes(
  db: Queryable,
  account: Account,
  params: DisputeFilter,
): Promise<ListObject<DisputeObject>> {
  return listByCharge<DisputeObject>(db, account, params, {
    table: 'disputes',
    kind: 'dispute',
    url: '/v1/disputes',
  });
}

/**
 * One page of a table whose rows hang off a Charge (disputes, early fraud warnings), newest
 * first: both lists filter by charge, PaymentIntent and creation time alike.
 */
export function listByCharge<T>(
  db: Queryable,
  account: Account,
  params: DisputeFilter,
  list: { table: 'disputes' | 'early_fraud_warnings'; kind: string; url: string },
): Promise<ListObject<T>> {
  const filter = new ListFilter(account.id)
    .equals('charge_id', params.charge)
    .equals('payment_intent_id', params.payment_intent)
    .created(params.created, 'created');
  return listPage<T>(db, { ...list, where: filter.where, values: filter.values, page: params });
}
