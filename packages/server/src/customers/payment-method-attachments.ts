import { ApiError } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import { assertReusable } from '../intents/method-ownership.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { findMethod, insertMethod, writeMethod } from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { checkedCard } from '../processor/card-scenarios.js';
import { cardOutcome, TEST_PAYMENT_METHODS } from '../processor/test-cards.js';
import { verify } from '../processor/test-processor.js';
import type { Queryable } from '../store/store.js';
import { clearDefaultMethod } from './customer-rows.js';

/** Saving a card verifies it first, as Stripe's attach does: a declining card is not saved. */
function verifyCard(outcome: Parameters<typeof verify>[0]): void {
  const result = verify(outcome);
  if (result.approved) return;
  throw new ApiError(result.code, result.message, {
    declineCode: result.declineCode,
    ...(result.param ? { param: result.param } : {}),
  });
}

/**
 * Attaches a payment method (or a fresh one from a test id such as pm_card_visa) to a customer
 * inside the caller's transaction. The customer is checked by the caller.
 */
export async function attachLocked(
  tx: Queryable,
  methods: PaymentMethodService,
  clock: Clock,
  account: Account,
  customerId: string,
  methodId: string,
  param: string,
): Promise<PaymentMethodObject> {
  const testNumber = TEST_PAYMENT_METHODS[methodId];
  if (testNumber) {
    const year = clock().getUTCFullYear() + 3;
    const card = { number: testNumber, exp_month: 12, exp_year: year, cvc: '123' };
    const built = methods.build(account, { type: 'card', card });
    verifyCard(built.outcome);
    const method = { ...built.object, customer: customerId };
    method.card = { ...method.card, checks: checkedCard(built.outcome, method.card.checks) };
    await insertMethod(tx, account, method, built.outcome);
    await record(tx, account, 'payment_method.attached', method);
    return method;
  }
  const row = await findMethod(tx, account, methodId, { lock: true, param });
  if (row.customer_id === customerId) return row.data;
  if (row.customer_id) {
    throw new ApiError(
      'payment_method_unexpected_state',
      'The payment method you provided has already been attached to a customer.',
      { param },
    );
  }
  assertReusable(row, param);
  const outcome = cardOutcome(row.test_outcome);
  verifyCard(outcome);
  const method: PaymentMethodObject = { ...row.data, customer: customerId };
  if (method.card)
    method.card = { ...method.card, checks: checkedCard(outcome, method.card.checks) };
  await writeMethod(tx, method);
  await record(tx, account, 'payment_method.attached', method);
  return method;
}

/** Detaches a method; a customer whose default it was loses that default in the same step. */
export async function detachLocked(
  tx: Queryable,
  account: Account,
  methodId: string,
  scopeCustomer?: string,
): Promise<PaymentMethodObject> {
  const row = await findMethod(tx, account, methodId, { lock: true });
  if (scopeCustomer !== undefined && row.customer_id !== scopeCustomer) {
    // A customer-scoped caller must not learn about other customers' methods.
    throw new ApiError('resource_missing', `No such PaymentMethod: '${methodId}'`, {
      param: 'id',
    });
  }
  if (!row.customer_id) {
    throw new ApiError(
      'payment_method_unexpected_state',
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  }
  const method: PaymentMethodObject = { ...row.data, customer: null };
  await writeMethod(tx, method, true);
  await clearDefaultMethod(tx, account, row.customer_id, methodId);
  await record(tx, account, 'payment_method.detached', method, { customer: row.customer_id });
  return method;
}
