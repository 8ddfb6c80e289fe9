import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { CREATE_REFUND_SHAPE, LIST_REFUNDS_SHAPE, UPDATE_REFUND_SHAPE } from './money-params.js';

/** Metadata keys sent empty (to remove), or null when `metadata=` clears all of them. */
function unsetKeys(raw: Record<string, unknown>): string[] | null {
  const metadata = raw.metadata;
  if (metadata === '') return null;
  if (typeof metadata !== 'object' || metadata === null) return [];
  return Object.entries(metadata)
    .filter(([, value]) => value === '')
    .map(([key]) => key);
}

export const refundRoutes = new Hono<AppEnv>()
  .use(requireSecretKey)
  .post('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_REFUND_SHAPE);
    const { refunds } = c.get('services');
    const account = c.get('caller').account;
    const refund = await refunds.create(account, params);
    return c.json(await refunds.expand(account, refund, params.expand));
  })
  .get('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_REFUNDS_SHAPE);
    return c.json(await c.get('services').refunds.list(c.get('caller').account, params));
  })
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const { refunds } = c.get('services');
    const account = c.get('caller').account;
    const refund = await refunds.retrieve(account, c.req.param('id'));
    return c.json(await refunds.expand(account, refund, params.expand));
  })
  .post('/:id', async (c) => {
    const raw = callParams(await requestParams(c));
    const params = parseParams(raw, UPDATE_REFUND_SHAPE);
    const { refunds } = c.get('services');
    const account = c.get('caller').account;
    const refund = await refunds.update(account, c.req.param('id'), params, unsetKeys(raw));
    return c.json(await refunds.expand(account, refund, params.expand));
  })
  .post('/:id/cancel', async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const refund = await c
      .get('services')
      .refunds.cancel(c.get('caller').account, c.req.param('id'));
    return c.json(refund);
  });
