import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import {
  CONFIRM_PAYMENT_INTENT_SHAPE,
  CREATE_PAYMENT_INTENT_SHAPE,
  RETRIEVE_PAYMENT_INTENT_SHAPE,
} from '../params/payment-intent-params.js';
import { parseParams } from '../params/schema.js';
import type { Viewer } from '../services/payment-intents.js';

function viewer(c: { get(key: 'caller'): AppEnv['Variables']['caller'] }): Viewer {
  const caller = c.get('caller');
  return { account: caller.account, publishable: caller.keyKind === 'publishable' };
}

export const paymentIntentRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_PAYMENT_INTENT_SHAPE);
    const intent = await c.get('services').paymentIntents.create(c.get('caller').account, params);
    return c.json(intent);
  })
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), RETRIEVE_PAYMENT_INTENT_SHAPE);
    const intent = await c
      .get('services')
      .paymentIntents.retrieve(viewer(c), c.req.param('id'), params.client_secret);
    return c.json(intent);
  })
  .post('/:id/confirm', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CONFIRM_PAYMENT_INTENT_SHAPE);
    const intent = await c
      .get('services')
      .paymentIntents.confirm(viewer(c), c.req.param('id'), params);
    return c.json(intent);
  });
