import { ApiError } from '../errors/api-error.js';
import { automaticMethodTypes, checkMethodTypes } from '../intents/intent-method-types.js';
import type { CreateCheckoutSessionParams } from './checkout-session-params.js';

// The rules a new session's parameters are checked by, with Stripe's errors naming the param.

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;

export function invalid(param: string, message: string): ApiError {
  return new ApiError('parameter_invalid_value', message, { param });
}

export function refuseUnsupported(params: CreateCheckoutSessionParams): void {
  if (params.mode === 'subscription') {
    throw invalid(
      'mode',
      'mode=subscription needs Billing (subscriptions), which Kassa does not have yet. Use mode=payment or mode=setup.',
    );
  }
  if (params.discounts !== undefined) {
    throw invalid(
      'discounts',
      'Discounts need coupons and promotion codes, which Kassa does not have yet.',
    );
  }
  if (params.allow_promotion_codes === true) {
    throw invalid(
      'allow_promotion_codes',
      'Promotion codes need coupons, which Kassa does not have yet.',
    );
  }
  const tax = params.automatic_tax as { enabled?: unknown } | undefined;
  if (tax && (tax.enabled === true || tax.enabled === 'true')) {
    throw invalid(
      'automatic_tax[enabled]',
      'Kassa has no tax engine: automatic_tax cannot be enabled.',
    );
  }
}

export function checkUrls(params: CreateCheckoutSessionParams, uiMode: string): void {
  const hosted = uiMode === 'hosted_page';
  if (!hosted) {
    for (const name of ['success_url', 'cancel_url'] as const) {
      if (params[name] !== undefined) {
        throw invalid(
          name,
          `${name} is not allowed when ui_mode is not hosted. Use return_url instead.`,
        );
      }
    }
    const redirect = params.redirect_on_completion ?? 'always';
    if (redirect !== 'never' && params.return_url === undefined) {
      throw new ApiError('parameter_missing', `Missing required param: return_url.`, {
        param: 'return_url',
      });
    }
    if (redirect === 'never' && params.return_url !== undefined) {
      throw invalid(
        'return_url',
        'return_url is not allowed when redirect_on_completion is never.',
      );
    }
  } else {
    if (params.return_url !== undefined) {
      throw invalid(
        'return_url',
        'return_url is only allowed when ui_mode is embedded or elements.',
      );
    }
    if (params.redirect_on_completion !== undefined) {
      throw invalid(
        'redirect_on_completion',
        'redirect_on_completion is only allowed when ui_mode is embedded or elements.',
      );
    }
  }
  for (const name of ['success_url', 'cancel_url', 'return_url'] as const) {
    const url = params[name];
    if (url !== undefined && !/^https?:\/\/[^\s]+$/i.test(url)) {
      throw invalid(name, `Not a valid URL`);
    }
  }
}

export function expiresAt(params: CreateCheckoutSessionParams, now: number): number {
  if (params.expires_at === undefined) return now + MAX_EXPIRY_S;
  const delta = params.expires_at - now;
  if (delta < MIN_EXPIRY_S || delta > MAX_EXPIRY_S) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    );
  }
  return params.expires_at;
}

export function checkModeData(
  params: CreateCheckoutSessionParams,
  mode: 'payment' | 'setup',
): void {
  if (mode === 'setup' && params.payment_intent_data) {
    throw invalid('payment_intent_data', 'payment_intent_data can only be used in payment mode.');
  }
  if (mode === 'payment' && params.setup_intent_data) {
    throw invalid('setup_intent_data', 'setup_intent_data can only be used in setup mode.');
  }
  if (params.customer && params.customer_email) {
    throw invalid(
      'customer_email',
      'You may only specify one of these parameters: customer, customer_email.',
    );
  }
  if (params.customer && params.customer_creation) {
    throw invalid(
      'customer_creation',
      'customer_creation can only be used when no customer is given.',
    );
  }
}

/**
 * The session's method types: `payment_method_types` as given, else the automatic set the
 * currency and amount allow, narrowed by `allowed_payment_method_types` (2026-09-30.endive's
 * filter) and without `excluded_payment_method_types`.
 */
export function sessionMethodTypes(
  params: CreateCheckoutSessionParams,
  rules: Parameters<typeof automaticMethodTypes>[0],
): string[] {
  const given = params.payment_method_types;
  if (given && (params.allowed_payment_method_types || params.excluded_payment_method_types)) {
    const param = params.allowed_payment_method_types
      ? 'allowed_payment_method_types'
      : 'excluded_payment_method_types';
    throw invalid(
      param,
      `You may only specify one of these parameters: payment_method_types, ${param}.`,
    );
  }
  if (given) {
    checkMethodTypes(given, rules);
    return [...new Set(given)];
  }
  const allowed = params.allowed_payment_method_types;
  const excluded = new Set(params.excluded_payment_method_types ?? []);
  const types = automaticMethodTypes(rules).filter(
    (type) => (!allowed || allowed.includes(type)) && !excluded.has(type),
  );
  if (types.length === 0) {
    throw invalid(
      allowed ? 'allowed_payment_method_types' : 'excluded_payment_method_types',
      'No payment method type is left that this session currency and amount allow.',
    );
  }
  return types;
}
