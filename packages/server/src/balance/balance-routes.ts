import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { LIST_BALANCE_TRANSACTIONS_SHAPE } from './balance-params.js';

/** GET /v1/balance (secret key). */
export const balanceRoutes = new Hono<AppEnv>().use(requireSecretKey).get('/', async (c) => {
  parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
  return c.json(await c.get('services').balance.balance(c.get('caller').account));
});

/** /v1/balance_transactions: list and retrieve (secret key). */
export const balanceTransactionRoutes = new Hono<AppEnv>()
  .use(requireSecretKey)
  .get('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_BALANCE_TRANSACTIONS_SHAPE);
    return c.json(await c.get('services').balance.list(c.get('caller').account, params));
  })
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const { balance } = c.get('services');
    return c.json(
      await balance.retrieve(c.get('caller').account, c.req.param('id'), params.expand),
    );
  });
