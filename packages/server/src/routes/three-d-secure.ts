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
 * 3-D Secure attempts (`src_…`), reachable with the publishable key and the attempt's client
 * secret, as Stripe.js and the hosted challenge page call them.
 */
export const threeDSecureRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), RETRIEVE_THREE_D_SECURE_SHAPE);
    const attempt = await c
      .get('services')
      .threeDSecure.retrieve(viewer(c), c.req.param('id'), params.client_secret);
    return c.json(attempt);
  })
  // Stripe.js's entry (next_action.use_stripe_sdk.stripe_js): checks the attempt, then shows
  // the challenge page on this origin.
  .get('/:id/authenticate', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), RETRIEVE_THREE_D_SECURE_SHAPE);
    const attempt = await c
      .get('services')
      .threeDSecure.retrieve(viewer(c), c.req.param('id'), params.client_secret);
    return c.redirect(attempt.redirect_url, 302);
  })
  .post('/:id/complete', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), COMPLETE_THREE_D_SECURE_SHAPE);
    const completion = await c
      .get('services')
      .threeDSecure.complete(viewer(c), c.req.param('id'), params);
    return c.json(completion);
  });
