import { type Context, Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../params/schema.js';
import {
  COMPLETE_THREE_D_SECURE_SHAPE,
  RETRIEVE_THREE_D_SECURE_SHAPE,
} from '../params/three-d-secure-params.js';
import type { Viewer } from '../services/payment-intents.js';

function viewer(c: Context<AppEnv>): Viewer {
  const caller = c.get('caller');
  return { account: caller.account, publishable: caller.keyKind === 'publishable' };
}

/**
 * The simulated bank's answers (`pa_nonce_…`), reachable with the publishable key and the
 * page's client secret, as the bank page calls them. They take the 3-D Secure page's params.
 */
export const bankRedirectRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), RETRIEVE_THREE_D_SECURE_SHAPE);
    const page = await c
      .get('services')
      .bankRedirects.retrieve(viewer(c), c.req.param('id'), params.client_secret);
    return c.json(page);
  })
  .post('/:id/complete', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), COMPLETE_THREE_D_SECURE_SHAPE);
    const completion = await c
      .get('services')
      .bankRedirects.complete(viewer(c), c.req.param('id'), params);
    return c.json(completion);
  });
