import { type Context, Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { declareAccess } from '../http/route-access.js';
import { parseParams, type Shape } from '../platform/schema.js';
import { consumerCaller, consumerCalls } from './consumer-middleware.js';

const WALLET_CONFIG_SHAPE = {
  credentials: {
    kind: 'object',
    fields: { consumer_session_client_secret: { kind: 'string', maxLength: 200 } },
  },
  referrer_host: { kind: 'string' },
  request_surface: { kind: 'string', maxLength: 100 },
  on_behalf_of: { kind: 'string' },
  amount: { kind: 'integer' },
  currency: { kind: 'string', maxLength: 3 },
  link_authentication: { kind: 'boolean' },
  locale: { kind: 'string' },
} as const satisfies Shape;

/** GET (or POST) /v1/elements/wallet-config, for the provider's frames like the consumer calls. */
const walletConfig = async (c: Context<AppEnv>) => {
  const params = parseParams(callParams(await requestParams(c)), WALLET_CONFIG_SHAPE);
  const services = c.get('services');
  const caller = await consumerCaller(c);
  // The page's host, as the controller reports it: Link shows only on a registered domain.
  const unverified = await services.paymentMethodDomains.unverifiedOn(
    caller.account,
    params.referrer_host,
  );
  return c.json(
    await services.wallet.walletConfig(
      caller,
      params.credentials?.consumer_session_client_secret,
      unverified,
    ),
  );
};

export const walletConfigRoutes = new Hono<AppEnv>()
  .use('*', declareAccess({ callers: 'provider-frames' }), consumerCalls)
  .get('/', walletConfig)
  .post('/', walletConfig);
