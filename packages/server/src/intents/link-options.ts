import { ApiError } from '../errors/api-error.js';
import type { PaymentIntentObject } from './payment-intent-object.js';

// payment_method_options[link] of a PaymentIntent, as Stripe documents it: capture_method
// (`manual`, or empty to follow the intent's), setup_future_usage (`none` or `off_session`)
// and the legacy persistent_token, always null. They apply to a payment made with a `link`
// method, over the intent's own capture_method and setup_future_usage.

export interface LinkOptions {
  capture_method?: 'manual';
  persistent_token: null;
  setup_future_usage?: 'none' | 'off_session';
}

const OPTIONS_PARAM = 'payment_method_options[link]';

function asObject(value: unknown, param: string): Record<string, unknown> {
  if (value === undefined || value === '') return {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  throw new ApiError('parameter_invalid_value', `Invalid ${param}: must be an object.`, { param });
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], param: string): T | '' {
  if (value === undefined || value === '') return '';
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new ApiError(
    'parameter_invalid_value',
    `Invalid ${param}: must be one of ${allowed.join(', ')}`,
    { param },
  );
}

/**
 * The link options an intent shows: checked, and present when the intent takes `link` or they
 * were given; undefined otherwise (the intent then shows none, as Stripe's does).
 */
export function linkOptions(given: unknown, types: readonly string[]): LinkOptions | undefined {
  const raw = asObject(given, OPTIONS_PARAM);
  if (!types.includes('link') && given === undefined) return undefined;
  const known = new Set(['capture_method', 'setup_future_usage', 'persistent_token']);
  const unknown = Object.keys(raw).find((key) => !known.has(key));
  if (unknown !== undefined) {
    throw new ApiError(
      'parameter_unknown',
      `Received unknown parameter: ${OPTIONS_PARAM}[${unknown}]`,
      { param: `${OPTIONS_PARAM}[${unknown}]` },
    );
  }
  const capture = oneOf(raw.capture_method, ['manual'], `${OPTIONS_PARAM}[capture_method]`);
  const future = oneOf(
    raw.setup_future_usage,
    ['none', 'off_session'],
    `${OPTIONS_PARAM}[setup_future_usage]`,
  );
  return {
    ...(capture ? { capture_method: capture } : {}),
    persistent_token: null,
    ...(future ? { setup_future_usage: future } : {}),
  };
}

/**
 * The intent's options once a confirm gives payment_method_options[link]: checked, and
 * replacing the link options it had (the other types' options stay as they were).
 */
export function withLinkOptions(
  intent: PaymentIntentObject,
  given: unknown,
): PaymentIntentObject['payment_method_options'] {
  const options = intent.payment_method_options;
  if (typeof given !== 'object' || given === null || !('link' in given)) return options;
  const link = linkOptions((given as { link: unknown }).link, intent.payment_method_types);
  return { ...options, ...(link ? { link } : {}) };
}

function optionsOf(intent: PaymentIntentObject): Partial<LinkOptions> {
  const link = intent.payment_method_options.link;
  return typeof link === 'object' && link !== null ? (link as Partial<LinkOptions>) : {};
}

/** Whether a payment with a method of this type is held for capture. */
export function capturesManually(intent: PaymentIntentObject, type: string): boolean {
  if (type === 'link' && optionsOf(intent).capture_method === 'manual') return true;
  return intent.capture_method === 'manual';
}

/** Whether a payment with a method of this type saves it (a customer still needed). */
export function savesForFuture(intent: PaymentIntentObject, type: string): boolean {
  if (type === 'link') {
    const future = optionsOf(intent).setup_future_usage;
    if (future === 'none') return false;
    if (future === 'off_session') return true;
  }
  return intent.setup_future_usage !== null;
}
