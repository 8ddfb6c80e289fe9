import { Hono } from 'hono';
import { requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams, type Shape } from '../platform/schema.js';
import { customerElementsSession } from './customer-elements-session.js';

const DEFERRED_INTENT_SHAPE = {
  mode: { kind: 'string', required: true },
  amount: { kind: 'integer' },
  currency: { kind: 'string' },
  payment_method_types: { kind: 'strings' },
  setup_future_usage: { kind: 'enum', values: ['on_session', 'off_session'] },
  capture_method: { kind: 'enum', values: ['automatic', 'automatic_async', 'manual'] },
  on_behalf_of: { kind: 'string' },
  payment_method_options: { kind: 'any' },
  payment_method_configuration: { kind: 'string' },
  adaptive_pricing: { kind: 'any' },
} as const satisfies Shape;

// Stripe.js sends many context fields (locale, type, betas…); only these and referrer_host shape
// the session, the rest are accepted and ignored.
export const elementsSessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const raw = await requestParams(c);
  const clientSecret = typeof raw.client_secret === 'string' ? raw.client_secret : undefined;
  const deferredIntent =
    raw.deferred_intent === undefined
      ? undefined
      : parseParams(
          { deferred_intent: raw.deferred_intent },
          {
            deferred_intent: { kind: 'object', fields: DEFERRED_INTENT_SHAPE },
          },
        ).deferred_intent;
  const customerSessionClientSecret =
    typeof raw.customer_session_client_secret === 'string'
      ? raw.customer_session_client_secret
      : undefined;
  const externalPaymentMethodTypes = parseParams(
    { external_payment_method_types: raw.external_payment_method_types },
    { external_payment_method_types: { kind: 'strings' } },
  ).external_payment_method_types;
  // The page's host: the session names the wallets not verified on it (no host name is longer
  // than 253 characters, so a longer one matches no registered domain after the cut either).
  const referrerHost =
    typeof raw.referrer_host === 'string' ? raw.referrer_host.slice(0, 254) : undefined;
  const session = await customerElementsSession(c.get('services'), c.get('caller').account, {
    referrerHost,
    clientSecret,
    deferredIntent,
    customerSessionClientSecret,
    externalPaymentMethodTypes,
  });
  return c.json(session);
});
