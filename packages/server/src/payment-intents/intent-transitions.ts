import type { ChargeObject } from '../charges/charge-object.js';
import { failedCharge } from '../charges/charges.js';
import { ApiError } from '../errors/api-error.js';
import { automaticMethodTypes, checkMethodTypes } from '../intents/intent-method-types.js';
import { withLinkOptions } from '../intents/link-options.js';
import type { PaymentIntentObject, PaymentIntentStatus } from '../intents/payment-intent-object.js';
import { shippingObject } from '../intents/shipping.js';
import { checkAmount, parseCurrency } from '../platform/currencies.js';
import { unixNow } from '../platform/ids.js';
import type { UpdatePaymentIntentParams } from './payment-intent-params.js';

// Stripe's state machine for the merchant-side transitions: cancel, capture and update.
export interface Transition {
  readonly intent: PaymentIntentObject;
  readonly charge?: ChargeObject | undefined;
}

const CANCELABLE: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const UPDATABLE: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
];

function refuse(intent: PaymentIntentObject, action: string, allowed: readonly string[]): ApiError {
  return new ApiError(
    'payment_intent_unexpected_state',
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${action === 'cancel' ? 'canceled' : `${action}d`}: ${allowed.join(', ')}.`,
    { extra: { payment_intent: intent } },
  );
}

export function cancel(
  intent: PaymentIntentObject,
  charge: ChargeObject | undefined,
  reason: string | undefined,
  now: Date,
): Transition {
  if (!CANCELABLE.includes(intent.status)) throw refuse(intent, 'cancel', CANCELABLE);
  return {
    intent: {
      ...intent,
      status: 'canceled',
      amount_capturable: 0,
      canceled_at: unixNow(now),
      cancellation_reason: reason ?? null,
    },
    charge: charge && chargeAfterCancel(intent, charge),
  };
}

// Kassa's (not confirmed) failure for a debit whose intent was canceled while it processed.
const CANCELED_DEBIT_CODE = 'payment_intent_payment_attempt_failed';
const CANCELED_DEBIT_MESSAGE =
  'The PaymentIntent was canceled before the bank debit completed; the customer was not debited.';

/**
 * What a cancel does to the intent's latest charge: releasing an authorisation refunds the
 * uncaptured charge in full; a debit still pending at the bank (canceled while processing)
 * fails, so that nothing later settles it.
 */
function chargeAfterCancel(intent: PaymentIntentObject, charge: ChargeObject) {
  if (intent.status === 'requires_capture') {
    return { ...charge, amount_refunded: charge.amount, refunded: true };
  }
  if (intent.status === 'processing' && charge.status === 'pending') {
    const seller = 'The payment was canceled while the bank debit was processing.';
    return failedCharge(charge, CANCELED_DEBIT_CODE, CANCELED_DEBIT_MESSAGE, seller);
  }
  return undefined;
}

export function capture(
  intent: PaymentIntentObject,
  charge: ChargeObject | undefined,
  amountToCapture: number | undefined,
): Transition {
  if (intent.status !== 'requires_capture' || !charge) {
    throw refuse(intent, 'capture', ['requires_capture']);
  }
  const amount = amountToCapture ?? intent.amount_capturable;
  if (amount > intent.amount_capturable) {
    throw new ApiError(
      'amount_too_large',
      `The amount to capture (${amount}) cannot be greater than the amount capturable (${intent.amount_capturable}).`,
      { param: 'amount_to_capture' },
    );
  }
  if (amount < 1) {
    throw new ApiError('amount_too_small', 'The amount to capture must be at least 1.', {
      param: 'amount_to_capture',
    });
  }
  return {
    intent: { ...intent, status: 'succeeded', amount_capturable: 0, amount_received: amount },
    // A partial capture releases the rest: Stripe shows it as refunded on the charge.
    charge: {
      ...charge,
      captured: true,
      amount_captured: amount,
      amount_refunded: charge.amount - amount,
    },
  };
}

// Fields a merchant may still change once the intent is finished (bookkeeping only).
const ALWAYS_UPDATABLE = new Set(['metadata', 'description', 'expand']);

export function update(intent: PaymentIntentObject, params: UpdatePaymentIntentParams): Transition {
  const changing = Object.keys(params).filter((key) => !ALWAYS_UPDATABLE.has(key));
  if (changing.length > 0 && !UPDATABLE.includes(intent.status)) {
    const field = changing[0] ?? 'amount';
    throw new ApiError(
      'payment_intent_unexpected_state',
      `This PaymentIntent's ${field} could not be updated because it has a status of ${intent.status}. You may only update the ${field} of a PaymentIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`,
      { param: field, extra: { payment_intent: intent } },
    );
  }
  const next: PaymentIntentObject = { ...intent };
  if (params.currency !== undefined) next.currency = parseCurrency(params.currency);
  if (params.amount !== undefined || params.currency !== undefined) {
    next.amount = params.amount ?? intent.amount;
    checkAmount(next.amount, next.currency);
  }
  next.payment_method_types = methodTypesAfter(next, params.payment_method_types);
  // Link's options (the one type whose options an update changes here); a type list that
  // now takes link shows them as a new intent's would.
  const nowTakesLink =
    next.payment_method_types.includes('link') && intent.payment_method_options.link === undefined;
  const options = params.payment_method_options ?? (nowTakesLink ? { link: undefined } : undefined);
  next.payment_method_options = withLinkOptions(next, options);
  if (params.metadata !== undefined)
    next.metadata = mergeMetadata(intent.metadata, params.metadata);
  if (params.description !== undefined) next.description = params.description;
  if (params.receipt_email !== undefined) next.receipt_email = params.receipt_email;
  if (params.statement_descriptor !== undefined)
    next.statement_descriptor = params.statement_descriptor;
  if (params.shipping !== undefined) next.shipping = shippingObject(params.shipping);
  if (params.setup_future_usage !== undefined) {
    next.setup_future_usage =
      params.setup_future_usage as PaymentIntentObject['setup_future_usage'];
  }
  if (params.capture_method !== undefined) {
    next.capture_method = params.capture_method as PaymentIntentObject['capture_method'];
  }
  return { intent: next };
}

// New types replace automatic payment methods; a new currency re-checks (or re-derives) them.
function methodTypesAfter(next: PaymentIntentObject, given: string[] | undefined): string[] {
  const rules = {
    intent: 'payment',
    currency: next.currency,
    amount: next.amount,
    customer: next.customer !== null,
  } as const;
  if (given !== undefined) {
    checkMethodTypes(given, rules);
    next.automatic_payment_methods = null;
    return [...new Set(given)];
  }
  if (next.automatic_payment_methods?.enabled) {
    return automaticMethodTypes({
      ...rules,
      allowRedirects: next.automatic_payment_methods.allow_redirects,
    });
  }
  checkMethodTypes(next.payment_method_types, rules);
  return next.payment_method_types;
}

/** Stripe's metadata update: given keys are set, keys sent empty are removed. */
export function mergeMetadata(
  current: Record<string, string>,
  patch: Record<string, string>,
): Record<string, string> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
