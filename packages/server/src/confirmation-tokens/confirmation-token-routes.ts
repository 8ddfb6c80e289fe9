import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import { customerScope } from '../http/customer-scope.js';
import type { AppEnv } from '../http/env.js';
import { inferredMandateData } from '../http/mandate-inference.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { CREATE_CONFIRMATION_TOKEN_SHAPE } from './confirmation-token-params.js';

// Stripe.js sends these inside payment_method_data too; they describe the client, not the card.
const CLIENT_DATA_FIELDS = [
  'payment_user_agent',
  'time_on_page',
  'guid',
  'muid',
  'sid',
  'referrer',
  'pasted_fields',
  'client_attribution_metadata',
  'radar_options',
];

function withoutClientData(raw: Record<string, unknown>): Record<string, unknown> {
  const data = raw.payment_method_data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return raw;
  const cleaned = { ...(data as Record<string, unknown>) };
  for (const field of CLIENT_DATA_FIELDS) delete cleaned[field];
  return { ...raw, payment_method_data: cleaned };
}

const create = new Hono<AppEnv>().post('/', async (c) => {
  const raw = withoutClientData(callParams(await requestParams(c)));
  const params = parseParams(raw, CREATE_CONFIRMATION_TOKEN_SHAPE);
  // Stripe.js's token carries the buyer's online acceptance for a bank debit's mandate.
  params.mandate_data = inferredMandateData(c, params.mandate_data);
  const caller = c.get('caller');
  const token = await c
    .get('services')
    .confirmationTokens.create(
      caller.account,
      params,
      caller.keyKind === 'publishable',
      customerScope(c),
    );
  return c.json(token);
});

/** Created by Stripe.js with the publishable key; read by the merchant's server. */
export const confirmationTokenRoutes = new Hono<AppEnv>()
  .route('/', create)
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const token = await c
      .get('services')
      .confirmationTokens.retrieve(c.get('caller').account, c.req.param('id'));
    return c.json(token);
  });

/** `stripe.testHelpers.confirmationTokens.create`: the same creation with the secret key. */
export const confirmationTokenTestHelperRoutes = new Hono<AppEnv>()
  .use(requireSecretKey)
  .route('/', create);
