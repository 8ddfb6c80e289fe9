import { bookCharge } from '../balance/balance-booking.js';
import type { ChargeObject } from '../charges/charge-object.js';
import { findChargeRow, writeCharge } from '../charges/charge-rows.js';
import { failedCharge, settledCharge } from '../charges/charges.js';
import { type EventInput, recordMany } from '../events/event-service.js';
import { runIntentOutcomeHooks } from '../intents/intent-outcome-hooks.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { lockPaymentIntent, writeIntent } from '../intents/payment-intent-rows.js';
import { deactivateMandate } from '../mandates/mandates.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { findMethodRow } from '../payment-methods/payment-method-rows.js';
import type { Account } from '../platform/accounts.js';
import { unixNow } from '../platform/ids.js';
import { debitFailureMessage, parseDebitOutcome } from '../processor/bank-debit-outcomes.js';
import type { Queryable } from '../store/store.js';

export interface SettlementJob {
  readonly id: string;
  readonly account_id: string;
  readonly intent_id: string;
  readonly charge_id: string;
  [column: string]: unknown;
}

interface Settled {
  readonly intent: PaymentIntentObject;
  readonly charge: ChargeObject;
  readonly events: EventInput[];
}

// The bank's answer moves the intent out of processing: the Charge's event, then the intent's.
function leftProcessing(intent: PaymentIntentObject, charge: ChargeObject, type: string): Settled {
  return {
    intent,
    charge,
    events: [
      { type: `charge.${charge.status}`, object: charge },
      { type, object: intent, previousAttributes: { status: 'processing' } },
    ],
  };
}

function paid(intent: PaymentIntentObject, charge: ChargeObject): Settled {
  const next: PaymentIntentObject = {
    ...intent,
    status: 'succeeded',
    amount_received: intent.amount,
    last_payment_error: null,
  };
  return leftProcessing(next, settledCharge(charge), 'payment_intent.succeeded');
}

function returned(
  intent: PaymentIntentObject,
  charge: ChargeObject,
  method: PaymentMethodObject,
  code: string,
): Settled {
  const message = debitFailureMessage(code);
  const next: PaymentIntentObject = {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    last_payment_error: {
      type: 'card_error',
      charge: charge.id,
      code,
      doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`,
      message,
      payment_method: method,
    },
  };
  return leftProcessing(next, failedCharge(charge, code, message), 'payment_intent.payment_failed');
}

/**
 * Settles one processing debit with the bank's answer its test account number stands for.
 * A job whose intent moved on (canceled, or confirmed again after a failure) changes nothing.
 * Runs in the claiming transaction: the intent, charge, events and job change together.
 */
export async function settleDebit(tx: Queryable, job: SettlementJob): Promise<void> {
  const account = { id: job.account_id } as Account;
  const intent = await lockPaymentIntent(tx, account, job.intent_id);
  if (intent.status !== 'processing' || intent.latest_charge !== job.charge_id) return;
  const charge = await findChargeRow(tx, account, job.charge_id, { lock: true });
  const methodRow = await findMethodRow(tx, account, intent.payment_method);
  if (!charge || !methodRow) return;
  const outcome = parseDebitOutcome(methodRow.test_outcome);
  const settled = outcome.succeeds
    ? paid(intent, charge)
    : returned(intent, charge, methodRow.data, outcome.failureCode);
  // A debit the bank paid is booked now (a non-card payment: type `payment`).
  await bookCharge(tx, account, settled.charge, unixNow(), undefined);
  await writeIntent(tx, settled.intent);
  await writeCharge(tx, settled.charge);
  await recordMany(tx, account, settled.events);
  await runIntentOutcomeHooks(tx, account, {
    kind: 'payment_intent',
    intentId: settled.intent.id,
    status: settled.intent.status,
    previousStatus: intent.status,
    intent: settled.intent,
  });
  if (!outcome.succeeds && REVOKING_FAILURES.has(outcome.failureCode)) {
    await deactivateChargeMandate(tx, account, charge);
  }
}

// Failures after which the bank will not honour the mandate again (Stripe marks it inactive).
const REVOKING_FAILURES: ReadonlySet<string> = new Set([
  'account_closed',
  'debit_not_authorized',
  'no_account',
]);

/** The mandate a failed debit ran under, made inactive when the failure revokes it. */
async function deactivateChargeMandate(tx: Queryable, account: Account, charge: ChargeObject) {
  const details = charge.payment_method_details[charge.payment_method_details.type];
  const id = (details as { mandate?: unknown } | undefined)?.mandate;
  if (typeof id === 'string') await deactivateMandate(tx, account, id);
}
