import { parseClientSecret } from '@kassa/core';
import type { Json, WireError } from '@kassa/protocol';
import type { ApiClient } from './api-client.js';

/** The group options the session depends on (client-secret mode or deferred-intent mode). */
export interface SessionOptions {
  clientSecret?: string;
  mode?: string;
  amount?: number;
  currency?: string;
  setupFutureUsage?: string;
  captureMethod?: string;
  paymentMethodTypes?: string[];
  onBehalfOf?: string;
  /** Passed to the session fetch, which then carries the customer's saved payment methods. */
  customerSessionClientSecret?: string;
  locale?: string;
  /** The merchant page's host name: the session names the wallets not verified on it. */
  referrerHost?: string;
}

export type SessionResult = { session: Record<string, Json> } | { error: WireError };

function sessionQuery(options: SessionOptions): Record<string, unknown> {
  const common = {
    locale: options.locale,
    customer_session_client_secret: options.customerSessionClientSecret,
    referrer_host: options.referrerHost,
  };
  if (options.clientSecret !== undefined) return { ...common, client_secret: options.clientSecret };
  return {
    ...common,
    deferred_intent: {
      mode: options.mode,
      amount: options.amount,
      currency: options.currency,
      setup_future_usage: options.setupFutureUsage,
      capture_method: options.captureMethod,
      payment_method_types: options.paymentMethodTypes,
      on_behalf_of: options.onBehalfOf,
    },
  };
}

/**
 * Fetches the elements session. Errors of status 400–428 and type
 * invalid_request_error go back to the caller as they are; anything else falls back to
 * building a session from the intent itself (or from the deferred options), flagged `fallback`.
 */
export async function fetchSession(
  api: ApiClient,
  options: SessionOptions,
): Promise<SessionResult> {
  const result = await api.get('elements/sessions', sessionQuery(options));
  if (result.ok) return { session: result.body };
  const { status, error } = result;
  if (status >= 400 && status <= 428 && error.type === 'invalid_request_error') return { error };
  return fallbackSession(api, options, error);
}

async function fallbackSession(
  api: ApiClient,
  options: SessionOptions,
  original: WireError,
): Promise<SessionResult> {
  const secret = parseClientSecret(options.clientSecret);
  if (secret === null) {
    if (options.clientSecret !== undefined) return { error: original };
    return { session: syntheticSession(options.mode ?? 'payment', options, null) };
  }
  const path = secret.type === 'payment_intent' ? 'payment_intents' : 'setup_intents';
  const intent = await api.get(`${path}/${secret.id}`, { client_secret: secret.clientSecret }, 2);
  if (!intent.ok) return { error: original };
  const mode = secret.type === 'payment_intent' ? 'payment' : 'setup';
  return { session: syntheticSession(mode, options, intent.body) };
}

function syntheticSession(
  mode: string,
  options: SessionOptions,
  intent: Record<string, Json> | null,
): Record<string, Json> {
  const types = intent?.payment_method_types ?? options.paymentMethodTypes ?? ['card'];
  return {
    object: 'elements_session',
    id: null,
    fallback: true,
    livemode: false,
    mode,
    amount: intent?.amount ?? options.amount ?? 0,
    currency: intent?.currency ?? options.currency ?? 'usd',
    setup_future_usage: intent?.setup_future_usage ?? options.setupFutureUsage ?? null,
    capture_method: intent?.capture_method ?? options.captureMethod ?? null,
    payment_intent: mode === 'payment' ? intent : null,
    setup_intent: mode === 'setup' ? intent : null,
    ordered_payment_method_types_and_wallets: types,
    unactivated_payment_method_types: [],
    card_brand_choice: { eligible: false },
    customer: null,
    link_settings: { link_enabled: false },
  };
}
