import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { DebitOutcomeCode } from '../processor/bank-debit-outcomes.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable } from '../store/store.js';
import type { LinkFunding, PaymentMethodObject } from './payment-method-object.js';

// The payment_methods table: every statement on it is here, except the one-statement write
// of a payment (payment-intents/payment-writes.ts), which stores a new method in the same
// statement as the intent and its Charge.
export interface MethodRow {
  readonly data: PaymentMethodObject;
  readonly test_outcome: TestOutcome | DebitOutcomeCode;
  readonly customer_id: string | null;
  readonly detached: boolean;
  /** A `link` method's wallet card (migration 120); null for the other types. */
  readonly funding: LinkFunding | null;
}

const SELECT = 'SELECT data, test_outcome, customer_id, detached, funding FROM payment_methods';

/** The stored method, or undefined when the account has none with this id. */
export async function findMethodRow(
  db: Queryable,
  account: Account,
  id: string | null,
  options: { lock?: boolean } = {},
): Promise<MethodRow | undefined> {
  const rows = await db.query<MethodRow & Record<string, unknown>>(
    `${SELECT} WHERE id = $1 AND account_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, account.id],
  );
  return rows[0];
}

export async function findMethod(
  db: Queryable,
  account: Account,
  id: string,
  options: { lock?: boolean; param?: string } = {},
): Promise<MethodRow> {
  const row = await findMethodRow(db, account, id, options);
  if (!row) throw resourceMissing('PaymentMethod', id, options.param ?? 'id');
  return row;
}

export async function insertMethod(
  db: Queryable,
  account: Account,
  method: PaymentMethodObject,
  outcome: TestOutcome | DebitOutcomeCode,
  funding: LinkFunding | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_methods (id, account_id, test_outcome, data, customer_id, funding)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb)`,
    [
      method.id,
      account.id,
      outcome,
      JSON.stringify(method),
      method.customer,
      funding === null ? null : JSON.stringify(funding),
    ],
  );
}

export async function writeMethod(
  db: Queryable,
  method: PaymentMethodObject,
  detached = false,
): Promise<void> {
  await db.query(
    `UPDATE payment_methods SET data = $2::jsonb, customer_id = $3, detached = detached OR $4
     WHERE id = $1`,
    [method.id, JSON.stringify(method), method.customer, detached],
  );
}

/** The method belongs to this customer; otherwise the customer's error Stripe gives. */
export async function requireCustomerMethod(
  db: Queryable,
  account: Account,
  customerId: string,
  methodId: string,
  param: string,
): Promise<void> {
  const rows = await db.query(
    'SELECT 1 FROM payment_methods WHERE id = $1 AND account_id = $2 AND customer_id = $3',
    [methodId, account.id, customerId],
  );
  if (rows.length === 0) {
    throw new ApiError(
      'resource_missing',
      `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
      { param },
    );
  }
}

/** How many methods are saved to the customer. */
export async function countCustomerMethods(
  db: Queryable,
  account: Account,
  customerId: string,
): Promise<number> {
  const rows = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM payment_methods WHERE customer_id = $1 AND account_id = $2',
    [customerId, account.id],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * The customer's newest saved methods of the given types (card, sepa_debit...) whose
 * allow_redisplay is one of those given.
 */
export async function redisplayableMethods(
  db: Queryable,
  account: Account,
  customerId: string,
  types: readonly string[],
  allowRedisplay: readonly string[],
  limit: number,
  defaultId: string | null = null,
): Promise<PaymentMethodObject[]> {
  // The customer's default comes first, so a low redisplay limit never hides it.
  const rows = await db.query<{ data: PaymentMethodObject }>(
    `SELECT data FROM payment_methods
     WHERE account_id = $1 AND customer_id = $2 AND data->>'type' = ANY($6::text[])
       AND data->>'allow_redisplay' = ANY($3::text[])
     ORDER BY id = $5 DESC, seq DESC LIMIT $4`,
    [account.id, customerId, allowRedisplay, limit, defaultId ?? '', types],
  );
  return rows.map((row) => row.data);
}

/** Detaches every method saved to the customer (a deleted customer's cannot be used again). */
export async function detachCustomerMethods(
  db: Queryable,
  account: Account,
  customerId: string,
): Promise<void> {
  await db.query(
    `UPDATE payment_methods SET customer_id = NULL, detached = true,
       data = jsonb_set(data, '{customer}', 'null'::jsonb)
     WHERE customer_id = $1 AND account_id = $2`,
    [customerId, account.id],
  );
}
