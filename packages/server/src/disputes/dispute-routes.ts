import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';
import {
  LIST_DISPUTES_SHAPE,
  LIST_EARLY_FRAUD_WARNINGS_SHAPE,
  UPDATE_DISPUTE_SHAPE,
} from './dispute-params.js';

// Stripe's /v1/disputes: list, retrieve, update (evidence, metadata, submit), close.
export const disputeRoutes = new Hono<AppEnv>()
  .use(requireSecretKey)
  .get('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_DISPUTES_SHAPE);
    return c.json(await c.get('services').disputes.list(c.get('caller').account, params));
  })
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const account = c.get('caller').account;
    const { disputes } = c.get('services');
    return c.json(await disputes.retrieve(account, c.req.param('id'), params.expand));
  })
  .post('/:id', async (c) => {
    const raw = callParams(await requestParams(c));
    const params = parseParams(raw, UPDATE_DISPUTE_SHAPE);
    const account = c.get('caller').account;
    const { disputes } = c.get('services');
    const updated = await disputes.update(account, c.req.param('id'), params, readUnset(raw, []));
    return c.json(await disputes.retrieve(account, updated.id, params.expand));
  })
  .post('/:id/close', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const account = c.get('caller').account;
    const { disputes } = c.get('services');
    const closed = await disputes.close(account, c.req.param('id'));
    return c.json(await disputes.retrieve(account, closed.id, params.expand));
  });

// Stripe's /v1/radar/early_fraud_warnings: list and retrieve.
export const earlyFraudWarningRoutes = new Hono<AppEnv>()
  .use(requireSecretKey)
  .get('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_EARLY_FRAUD_WARNINGS_SHAPE);
    const { earlyFraudWarnings } = c.get('services');
    return c.json(await earlyFraudWarnings.list(c.get('caller').account, params));
  })
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const { earlyFraudWarnings } = c.get('services');
    const account = c.get('caller').account;
    return c.json(await earlyFraudWarnings.retrieve(account, c.req.param('id'), params.expand));
  });
