import { ApiError } from '../errors/api-error.js';
import { intentMethodTypes } from '../intents/intent-method-types.js';
import { linkOptions } from '../intents/link-options.js';
import type { CaptureMethod, PaymentIntentObject } from '../intents/payment-intent-object.js';
import { shippingObject } from '../intents/shipping.js';
import { checkAmount, parseCurrency } from '../platform/currencies.js';
import { newId, randomBase62, unixNow } from '../platform/ids.js';
import type { CreatePaymentIntentParams } from './payment-intent-params.js';
import { isOffSession } from './three-d-secure-challenge.js';

function paymentMethodTypes(params: CreatePaymentIntentParams, currency: string): string[] {
  return intentMethodTypes(params.payment_method_types, params.automatic_payment_methods?.enabled, {
    intent: 'payment',
    currency,
    amount: params.amount,
    customer: params.customer !== undefined,
    allowRedirects: params.automatic_payment_methods?.allow_redirects as 'always' | 'never',
  });
}

/** A new PaymentIntent from create parameters, before any confirmation. */
export function buildIntent(params: CreatePaymentIntentParams, now: Date): PaymentIntentObject {
  // A token is spent by a confirmation; Stripe refuses one that would only be stored.
  if (params.confirmation_token !== undefined && !params.confirm) {
    throw new ApiError(
      'parameter_invalid_value',
      'confirmation_token can only be provided together with confirm=true.',
      { param: 'confirmation_token' },
    );
  }
  // off_session describes a payment attempt: only a create that confirms makes one.
  if (isOffSession(params.off_session) && !params.confirm) {
    throw new ApiError(
      'parameter_invalid_value',
      'off_session can only be provided together with confirm=true.',
      { param: 'off_session' },
    );
  }
  const currency = parseCurrency(params.currency ?? '');
  const amount = params.amount ?? 0;
  checkAmount(amount, currency);
  const types = paymentMethodTypes(params, currency);
  const automatic = params.payment_method_types === undefined;
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: automatic
      ? {
          allow_redirects:
            (params.automatic_payment_methods?.allow_redirects as 'always' | 'never') ?? 'always',
          enabled: true,
        }
      : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: (params.capture_method as CaptureMethod | undefined) ?? 'automatic_async',
    client_secret: `${id}_secret_${randomBase62(25)}`,
    confirmation_method:
      (params.confirmation_method as 'automatic' | 'manual' | undefined) ?? 'automatic',
    created: unixNow(now),
    currency,
    customer: null,
    description: params.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: params.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: cardOptions(params.payment_method_options, types),
    payment_method_types: types,
    processing: null,
    receipt_email: params.receipt_email ?? null,
    review: null,
    setup_future_usage:
      (params.setup_future_usage as 'on_session' | 'off_session' | undefined) ?? null,
    shipping: shippingObject(params.shipping),
    source: null,
    statement_descriptor: params.statement_descriptor ?? null,
    statement_descriptor_suffix: params.statement_descriptor_suffix ?? null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: params.transfer_group ?? null,
  };
}

function cardOptions(given: unknown, types: readonly string[]): Record<string, unknown> {
  const card = {
    installments: null,
    mandate_options: null,
    network: null,
    request_three_d_secure: 'automatic',
  };
  const extra =
    typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {};
  const cardExtra = typeof extra.card === 'object' && extra.card !== null ? extra.card : {};
  const link = linkOptions(extra.link, types);
  return { ...extra, card: { ...card, ...cardExtra }, ...(link ? { link } : {}) };
}
