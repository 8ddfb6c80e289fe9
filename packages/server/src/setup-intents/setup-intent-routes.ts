import { type Context, Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { expanded, expandedList } from '../http/expansion.js';
import { inferredMandateData } from '../http/mandate-inference.js';
import { VERIFY_MICRODEPOSITS_SHAPE } from '../payment-intents/payment-intent-params.js';
import { parseCreated } from '../platform/list-params.js';
import { parseParams } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';
import { checkRadarOptions } from '../radar-sessions/radar-options-middleware.js';
import {
  CANCEL_SETUP_INTENT_SHAPE,
  CONFIRM_SETUP_INTENT_SHAPE,
  CREATE_SETUP_INTENT_SHAPE,
  LIST_SETUP_INTENTS_SHAPE,
  RETRIEVE_SETUP_INTENT_SHAPE,
  UPDATE_SETUP_INTENT_SHAPE,
} from './setup-intent-params.js';
import type { SetupViewer } from './setup-intent-service.js';

function viewer(c: Context<AppEnv>): SetupViewer {
  const caller = c.get('caller');
  return { account: caller.account, publishable: caller.keyKind === 'publishable' };
}

const setupIntents = (c: Context<AppEnv>) => c.get('services').setupIntents;

async function params(c: Context<AppEnv>) {
  return callParams(await requestParams(c));
}

export const setupIntentRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, checkRadarOptions, async (c) => {
    const parsed = parseParams(await params(c), CREATE_SETUP_INTENT_SHAPE);
    const intent = await setupIntents(c).create(c.get('caller').account, parsed);
    return c.json(await expanded(c, intent, parsed.expand));
  })
  .get('/', requireSecretKey, async (c) => {
    const { created, ...parsed } = parseParams(await params(c), LIST_SETUP_INTENTS_SHAPE);
    const range = parseCreated(created);
    const list = await setupIntents(c).list(c.get('caller').account, {
      ...parsed,
      ...(range === undefined ? {} : { created: range }),
    });
    return c.json(await expandedList(c, list, parsed.expand));
  })
  .get('/:id', async (c) => {
    const parsed = parseParams(await params(c), RETRIEVE_SETUP_INTENT_SHAPE);
    const intent = await setupIntents(c).retrieve(
      viewer(c),
      c.req.param('id'),
      parsed.client_secret,
    );
    return c.json(await expanded(c, intent, parsed.expand));
  })
  .post('/:id', requireSecretKey, async (c) => {
    const raw = await params(c);
    const parsed = parseParams(raw, UPDATE_SETUP_INTENT_SHAPE);
    const unset = readUnset(raw, ['description']);
    const intent = await setupIntents(c).update(
      c.get('caller').account,
      c.req.param('id'),
      parsed,
      unset,
    );
    return c.json(await expanded(c, intent, parsed.expand));
  })
  .post('/:id/confirm', checkRadarOptions, async (c) => {
    const parsed = parseParams(await params(c), CONFIRM_SETUP_INTENT_SHAPE);
    parsed.mandate_data = inferredMandateData(c, parsed.mandate_data);
    const intent = await setupIntents(c).confirm(viewer(c), c.req.param('id'), parsed);
    return c.json(await expanded(c, intent, parsed.expand));
  })
  .post('/:id/verify_microdeposits', async (c) => {
    const parsed = parseParams(await params(c), VERIFY_MICRODEPOSITS_SHAPE);
    const intent = await setupIntents(c).verifyMicrodeposits(viewer(c), c.req.param('id'), parsed);
    return c.json(await expanded(c, intent, parsed.expand));
  })
  .post('/:id/cancel', requireSecretKey, async (c) => {
    const parsed = parseParams(await params(c), CANCEL_SETUP_INTENT_SHAPE);
    const intent = await setupIntents(c).cancel(
      c.get('caller').account,
      c.req.param('id'),
      parsed.cancellation_reason,
    );
    return c.json(await expanded(c, intent, parsed.expand));
  });
