import { type Context, Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { inferredMandateData } from '../http/mandate-inference.js';
import { listItemPaths } from '../platform/expand.js';
import { parseParams, type Shape } from '../platform/schema.js';
import { checkRadarOptions } from '../radar-sessions/radar-options-middleware.js';
import {
  CANCEL_PAYMENT_INTENT_SHAPE,
  CAPTURE_PAYMENT_INTENT_SHAPE,
  CONFIRM_PAYMENT_INTENT_SHAPE,
  CREATE_PAYMENT_INTENT_SHAPE,
  LIST_PAYMENT_INTENTS_SHAPE,
  RETRIEVE_PAYMENT_INTENT_SHAPE,
  UPDATE_PAYMENT_INTENT_SHAPE,
  VERIFY_MICRODEPOSITS_SHAPE,
} from './payment-intent-params.js';
import type { Viewer } from './payment-intent-service.js';

function viewer(c: Context<AppEnv>): Viewer {
  const caller = c.get('caller');
  return { account: caller.account, publishable: caller.keyKind === 'publishable' };
}

async function read<S extends Shape>(c: Context<AppEnv>, shape: S) {
  return parseParams(callParams(await requestParams(c)), shape);
}

/** Answers one object with the request's expand[] applied. */
async function answer(c: Context<AppEnv>, object: object, expand: string[] | undefined) {
  const [expanded] = await c
    .get('services')
    .paymentIntentChanges.expand(c.get('caller').account, [object], expand);
  return c.json(expanded);
}

export const paymentIntentRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, checkRadarOptions, async (c) => {
    const { expand, ...params } = await read(c, CREATE_PAYMENT_INTENT_SHAPE);
    const intent = await c.get('services').paymentIntents.create(c.get('caller').account, params);
    return answer(c, intent, expand);
  })
  .get('/', requireSecretKey, async (c) => {
    const { expand, ...params } = await read(c, LIST_PAYMENT_INTENTS_SHAPE);
    const { paymentIntentChanges } = c.get('services');
    const account = c.get('caller').account;
    const list = await paymentIntentChanges.list(account, params);
    await paymentIntentChanges.expand(account, list.data, listItemPaths(expand));
    return c.json(list);
  })
  .get('/:id', async (c) => {
    const { expand, ...params } = await read(c, RETRIEVE_PAYMENT_INTENT_SHAPE);
    const intent = await c
      .get('services')
      .paymentIntents.retrieve(viewer(c), c.req.param('id'), params.client_secret);
    return answer(c, intent, expand);
  })
  .post('/:id', requireSecretKey, async (c) => {
    const { expand, ...params } = await read(c, UPDATE_PAYMENT_INTENT_SHAPE);
    const intent = await c
      .get('services')
      .paymentIntentChanges.update(c.get('caller').account, c.req.param('id'), params);
    return answer(c, intent, expand);
  })
  .post('/:id/confirm', checkRadarOptions, async (c) => {
    const { expand, ...params } = await read(c, CONFIRM_PAYMENT_INTENT_SHAPE);
    params.mandate_data = inferredMandateData(c, params.mandate_data);
    const intent = await c
      .get('services')
      .paymentIntents.confirm(viewer(c), c.req.param('id'), params);
    return answer(c, intent, expand);
  })
  .post('/:id/verify_microdeposits', async (c) => {
    const { expand, ...params } = await read(c, VERIFY_MICRODEPOSITS_SHAPE);
    const intent = await c
      .get('services')
      .paymentIntents.verifyMicrodeposits(viewer(c), c.req.param('id'), params);
    return answer(c, intent, expand);
  })
  .post('/:id/cancel', requireSecretKey, async (c) => {
    const { expand, ...params } = await read(c, CANCEL_PAYMENT_INTENT_SHAPE);
    const intent = await c
      .get('services')
      .paymentIntentChanges.cancel(c.get('caller').account, c.req.param('id'), params);
    return answer(c, intent, expand);
  })
  .post('/:id/capture', requireSecretKey, async (c) => {
    const { expand, ...params } = await read(c, CAPTURE_PAYMENT_INTENT_SHAPE);
    const intent = await c
      .get('services')
      .paymentIntentChanges.capture(c.get('caller').account, c.req.param('id'), params);
    return answer(c, intent, expand);
  });
