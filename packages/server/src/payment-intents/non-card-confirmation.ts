import { buildNonCardCharge } from '../charges/charges.js';
import { scheduleSettlement } from '../debits/debit-settlement-rows.js';
import { methodKind, returnUrlRequired } from '../intents/intent-method-types.js';
import { awaitingAction, type PaymentIntentObject } from '../intents/payment-intent-object.js';
import { mandateFor } from '../mandates/mandates.js';
import {
  consumeBankAuthorization,
  insertBankRedirect,
} from '../page-attempts/bank-redirect-attempts.js';
import type { ResolvedMethod } from '../payment-methods/stored-method.js';
import type { Account } from '../platform/accounts.js';
import { parseDebitOutcome } from '../processor/bank-debit-outcomes.js';
import type { Queryable } from '../store/store.js';
import type { ConfirmResult } from './confirm-result.js';
import type { ConfirmPaymentIntentParams } from './payment-intent-params.js';

/** One confirmation of a non-card method, in the confirming transaction. */
interface Step {
  readonly tx: Queryable;
  readonly account: Account;
  readonly intent: PaymentIntentObject;
  readonly resolved: ResolvedMethod;
  readonly params: ConfirmPaymentIntentParams;
  readonly now: Date;
}

/**
 * A bank debit: under a mandate the intent goes to processing with a pending Charge, and a
 * settlement job (stored with them, in the same transaction) later tells how the bank answered.
 */
async function startDebit({ tx, account, intent, resolved, params, now }: Step) {
  const method = resolved.object;
  const singleUse = intent.setup_future_usage
    ? undefined
    : { amount: intent.amount, currency: intent.currency };
  const mandate = await mandateFor(tx, account, method, params.mandate_data, { singleUse }, now);
  const charge = buildNonCardCharge(intent, method, 'pending', mandate.id, now);
  // Stripe's "stays in processing indefinitely" account gets no job: only a cancel ends it.
  const { slow, settles } = parseDebitOutcome(resolved.outcome);
  if (settles) {
    const job = { intentId: intent.id, chargeId: charge.id, slow, readyAt: now.getTime() };
    await scheduleSettlement(tx, account, job);
  }
  const processing: PaymentIntentObject = {
    ...intent,
    status: 'processing',
    amount_capturable: 0,
    latest_charge: charge.id,
    next_action: null,
    payment_method: method.id,
    last_payment_error: null,
  };
  return { intent: processing, charge, method: resolved };
}

/**
 * A redirect method: the buyer authorises at their bank first (requires_action with a
 * redirect_to_url), and the confirm the bank page makes once they did pays at once.
 */
async function redirectStep({ tx, account, intent, resolved, params, now }: Step) {
  const method = resolved.object;
  if (!resolved.isNew && (await consumeBankAuthorization(tx, account, intent.id, method.id))) {
    const charge = buildNonCardCharge(intent, method, 'succeeded', null, now);
    const paid: PaymentIntentObject = {
      ...intent,
      status: 'succeeded',
      amount_capturable: 0,
      amount_received: intent.amount,
      latest_charge: charge.id,
      next_action: null,
      payment_method: method.id,
      last_payment_error: null,
    };
    return { intent: paid, charge, method: resolved };
  }
  if (!params.return_url) throw returnUrlRequired('PaymentIntent', method.type);
  const returnUrl = params.return_url;
  const nextAction = await insertBankRedirect(tx, account, { intent, method, returnUrl, now });
  return { intent: awaitingAction(intent, nextAction, method.id), method: resolved };
}

/** The confirm of a non-card method; undefined for a card (the test processor's part). */
/** Whether the method is a bank debit or redirect: its step writes a mandate or a bank page. */
export function hasNonCardStep(resolved: ResolvedMethod): boolean {
  const kind = methodKind(resolved.object.type);
  return kind === 'debit' || kind === 'redirect';
}

export function nonCardStep(step: Step): Promise<ConfirmResult> | undefined {
  const kind = methodKind(step.resolved.object.type);
  if (kind === 'debit') return startDebit(step);
  if (kind === 'redirect') return redirectStep(step);
  return undefined;
}
