import { Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { expanded } from '../http/expansion.js';
import { parseParams } from '../platform/schema.js';
import { checkConsumerCall, consumerCaller } from './consumer-middleware.js';
import { CREATE_LINK_PAYMENT_METHOD_SHAPE } from './consumer-params.js';

// POST /v1/payment_methods with type=link: the wallet's saved card as a `link` method, made by
// the payment form with the consumer session's credentials (a publishable key, from the
// provider's origin, as every consumer call). Other types go on to their own create routes.
export const linkPaymentMethodRoutes = new Hono<AppEnv>().post('/', async (c, next) => {
  const raw = callParams(await requestParams(c));
  if (raw.type !== 'link') return next();
  checkConsumerCall(c);
  const params = parseParams(raw, CREATE_LINK_PAYMENT_METHOD_SHAPE);
  const caller = await consumerCaller(c);
  const method = await c.get('services').wallet.createLinkPaymentMethod(caller, params);
  c.header('Cache-Control', 'no-store');
  return c.json(await expanded(c, method, params.expand));
});
