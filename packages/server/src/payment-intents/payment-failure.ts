import { buildEvent } from '../events/event-service.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { methodObject } from '../page-attempts/three-d-secure-attempts.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import { paymentWriteValues, UPDATE_PAYMENT_SQL } from './payment-writes.js';

/** Why a payment attempt failed, as `last_payment_error` says it. */
export interface AttemptFailure {
  code: string;
  message: string;
}

/**
 * A payment attempt that failed away from the confirm call (a 3-D Secure or provider page
 * refused, a voucher expired, the last wrong microdeposit answer): the intent needs another
 * payment method, with the error and the method that failed, and payment_intent.payment_failed.
 */
export async function failPaymentAttempt(
  tx: Queryable,
  account: Account,
  intent: PaymentIntentObject,
  failure: AttemptFailure,
): Promise<PaymentIntentObject> {
  const failed: PaymentIntentObject = {
    ...intent,
    status: 'requires_payment_method',
    next_action: null,
    payment_method: null,
    last_payment_error: {
      type: 'invalid_request_error',
      code: failure.code,
      doc_url: `https://stripe.com/docs/error-codes/${failure.code.replaceAll('_', '-')}`,
      message: failure.message,
      payment_method: await methodObject(tx, account, intent.payment_method),
    },
  };
  const event = buildEvent({
    type: 'payment_intent.payment_failed',
    object: failed,
    previousAttributes: { status: intent.status },
  });
  await tx.query(
    UPDATE_PAYMENT_SQL,
    paymentWriteValues({ intent: failed, accountId: account.id, events: [event] }),
  );
  return failed;
}
