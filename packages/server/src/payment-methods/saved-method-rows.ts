import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { DebitOutcomeCode } from '../processor/bank-debit-outcomes.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable } from '../store/store.js';
import type { PaymentMethodObject } from './payment-method-object.js';

// Row-level access to payment methods as customers see them: who owns one, whether it was
// detached, and the writes that change that. The payment_methods table belongs to the
// payment-methods service; these statements touch only the customer columns and `data`.
export interface MethodRow {
  readonly data: PaymentMethodObject;
  readonly test_outcome: TestOutcome | DebitOutcomeCode;
  readonly customer_id: string | null;
  readonly detached: boolean;
}

const SELECT = 'SELECT data, test_outcome, customer_id, detached FROM payment_methods';

export async function findMethod(
  db: Queryable,
  account: Account,
  id: string,
  options: { lock?: boolean; param?: string } = {},
): Promise<MethodRow> {
  const rows = await db.query<MethodRow & Record<string, unknown>>(
    `${SELECT} WHERE id = $1 AND account_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [id, account.id],
  );
  const row = rows[0];
  if (!row) throw resourceMissing('PaymentMethod', id, options.param ?? 'id');
  return row;
}

export async function insertMethod(
  db: Queryable,
  account: Account,
  method: PaymentMethodObject,
  outcome: TestOutcome | DebitOutcomeCode,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_methods (id, account_id, test_outcome, data, customer_id)
     VALUES ($1, $2, $3, $4::jsonb, $5)`,
    [method.id, account.id, outcome, JSON.stringify(method), method.customer],
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
