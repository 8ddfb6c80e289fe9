import { buildCharge } from '../charges/charges.js';
import { disputeFollows } from '../disputes/disputes.js';
import { ApiError } from '../errors/api-error.js';
import {
  type ConfirmStrategy,
  NEEDS_LOCK,
  runConfirm,
  runLockedConfirm,
} from '../intent-confirmation/confirm-pipeline.js';
import { capturesManually, withLinkOptions } from '../intents/link-options.js';
import { assertReusable, assertSameCustomer } from '../intents/method-ownership.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { shippingObject } from '../intents/shipping.js';
import { methodFromData } from '../payment-methods/method-data.js';
import {
  checkOneMethodSource,
  type PaymentMethodService,
} from '../payment-methods/payment-method-service.js';
import type { ResolvedMethod } from '../payment-methods/stored-method.js';
import type { Account } from '../platform/accounts.js';
import { cardOutcome } from '../processor/test-cards.js';
import { assessRisk, authorize } from '../processor/test-processor.js';
import type { Queryable } from '../store/store.js';
import type { ConfirmResult } from './confirm-result.js';
import { assertMethodAllowed } from './method-eligibility.js';
import { hasNonCardStep, nonCardStep } from './non-card-confirmation.js';
import type { ConfirmPaymentIntentParams } from './payment-intent-params.js';
import { authenticationStep, hasAuthenticationStep } from './three-d-secure-challenge.js';

export function unexpectedState(intent: PaymentIntentObject, action: string): ApiError {
  const message =
    intent.status === 'succeeded' && action === 'confirm'
      ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
      : `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`;
  return new ApiError('payment_intent_unexpected_state', message, {
    extra: { payment_intent: intent },
  });
}

async function chooseMethod(
  tx: Queryable,
  methods: PaymentMethodService,
  account: Account,
  intent: PaymentIntentObject,
  params: ConfirmPaymentIntentParams,
  now: Date,
): Promise<ResolvedMethod> {
  checkOneMethodSource(params);
  if (params.payment_method_data) {
    const data = params.payment_method_data;
    return { ...(await methodFromData(tx, methods, account, data, now)), isNew: true };
  }
  const id = params.payment_method ?? intent.payment_method;
  if (!id) {
    throw new ApiError(
      'payment_intent_unexpected_state',
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      { extra: { payment_intent: intent } },
    );
  }
  const resolved = await methods.resolve(tx, account, id, 'payment_method');
  assertSameCustomer('payment', intent, resolved.object, { payment_intent: intent });
  assertReusable(resolved, 'payment_method', { payment_intent: intent });
  return resolved;
}

/** A PaymentIntent's confirm: the pipeline's steps (runConfirm) as a PaymentIntent takes them. */
type PaymentStrategy = ConfirmStrategy<
  PaymentIntentObject,
  ConfirmPaymentIntentParams,
  ResolvedMethod,
  undefined,
  ConfirmResult
>;

const paymentStrategy = (methods: PaymentMethodService): PaymentStrategy => ({
  unexpectedState: (intent) => unexpectedState(intent, 'confirm'),
  // A card token is spent when its method is made.
  choosingWrites: (params) => params.payment_method_data?.card?.token !== undefined,
  withParams: (current, params) => ({
    ...current,
    capture_method:
      (params.capture_method as PaymentIntentObject['capture_method']) ?? current.capture_method,
    receipt_email: params.receipt_email ?? current.receipt_email,
    setup_future_usage:
      (params.setup_future_usage as PaymentIntentObject['setup_future_usage']) ??
      current.setup_future_usage,
    shipping: params.shipping ? shippingObject(params.shipping) : current.shipping,
    payment_method_options: withLinkOptions(current, params.payment_method_options),
  }),
  chooseMethod: ({ tx, account, now }, intent, params) =>
    chooseMethod(tx, methods, account, intent, params, now),
  assertAllowed: assertMethodAllowed,
  // A disputed card's payment also writes its Dispute, so it runs under the lock too.
  stepsWrite: (resolved, params) =>
    hasNonCardStep(resolved) ||
    hasAuthenticationStep(resolved, params) ||
    disputeFollows(cardOutcome(resolved.outcome)),
  async beforeProcessor({ tx, account, now }, intent, resolved, params) {
    const nonCard = nonCardStep({ tx, account, intent, resolved, params, now });
    if (nonCard) return { ends: await nonCard };
    const challenge = await authenticationStep(tx, account, intent, resolved, params, now);
    return challenge ? { ends: challenge } : { goesOn: undefined };
  },
  processor: async ({ now }, intent, resolved) => charged(intent, resolved, now),
});

/**
 * Confirms an intent the caller holds locked (or has just built): picks the payment method,
 * asks the test processor and returns the intent's next state with the Charge to record.
 */
export function confirmLocked(
  tx: Queryable,
  methods: PaymentMethodService,
  account: Account,
  current: PaymentIntentObject,
  params: ConfirmPaymentIntentParams,
  now: Date,
): Promise<ConfirmResult> {
  return runLockedConfirm(paymentStrategy(methods), { tx, account, now }, current, params);
}

/**
 * The same confirm without a lock, for the common case that writes nothing but the intent
 * (and its Charge) afterwards; undefined when it needs the lock (see ConfirmLock).
 */
export async function confirmUnlocked(
  db: Queryable,
  methods: PaymentMethodService,
  account: Account,
  current: PaymentIntentObject,
  params: ConfirmPaymentIntentParams,
  now: Date,
): Promise<ConfirmResult | undefined> {
  const scope = { tx: db, account, lock: 'none', now } as const;
  const outcome = await runConfirm(paymentStrategy(methods), scope, current, params);
  return outcome === NEEDS_LOCK ? undefined : outcome;
}

/** The processor's answer for a card payment: the intent paid (or held) or declined, its Charge. */
function charged(intent: PaymentIntentObject, resolved: ResolvedMethod, now: Date): ConfirmResult {
  intent.next_action = null;
  const method = resolved.object;
  const outcome = cardOutcome(resolved.outcome);
  const result = authorize(outcome);
  const risk = assessRisk(outcome);
  // payment_method_options[link][capture_method] holds a link payment of an automatic intent.
  const manual = capturesManually(intent, method.type);
  const held = manual ? { ...intent, capture_method: 'manual' as const } : intent;
  const funding = resolved.funding ?? null;
  const charge = buildCharge(held, method, result, now, risk, outcome, funding);
  intent.latest_charge = charge.id;
  if (result.approved) {
    intent.status = manual ? 'requires_capture' : 'succeeded';
    intent.amount_capturable = manual ? intent.amount : 0;
    intent.amount_received = manual ? 0 : intent.amount;
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    return { intent, charge, method: resolved };
  }
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.last_payment_error = {
    type: 'card_error',
    charge: charge.id,
    code: result.code,
    decline_code: result.declineCode,
    doc_url: `https://stripe.com/docs/error-codes/${result.code.replaceAll('_', '-')}`,
    message: result.message,
    ...(result.param ? { param: result.param } : {}),
    payment_method: method,
  };
  return { intent, charge, method: resolved, decline: { decline: result, charge, method } };
}
