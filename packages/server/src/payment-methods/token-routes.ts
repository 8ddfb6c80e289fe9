import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { CREATE_TOKEN_SHAPE } from './token-params.js';

// In-process requests (tests) have no socket, hence no address.
function clientIp(c: Context<AppEnv>): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Stripe.js createToken (publishable key) and the merchant's retrieve (secret key). */
export const tokenRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_TOKEN_SHAPE);
    const token = await c
      .get('services')
      .tokens.create(c.get('caller').account, params, clientIp(c));
    return c.json(token);
  })
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const token = await c
      .get('services')
      .tokens.retrieve(c.get('caller').account, c.req.param('id'));
    return c.json(token);
  });
