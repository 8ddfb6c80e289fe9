import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { PAGE_SHAPE } from '../platform/list-params.js';
import { parseParams, type Shape } from '../platform/schema.js';

const FUND_SHAPE = {
  amount: { kind: 'integer', required: true },
  currency: { kind: 'string', required: true },
  reference: { kind: 'string', maxLength: 140 },
  expand: { kind: 'strings' },
} as const satisfies Shape;

const EXPAND_ONLY = { expand: { kind: 'strings' } } as const satisfies Shape;

/** /v1/test_helpers/customers/:id/fund_cash_balance (secret key). */
export const cashBalanceTestHelperRoutes = new Hono<AppEnv>().post(
  '/:id/fund_cash_balance',
  requireSecretKey,
  async (c) => {
    const params = parseParams(callParams(await requestParams(c)), FUND_SHAPE);
    const { cashBalances } = c.get('services');
    return c.json(await cashBalances.fund(c.get('caller').account, c.req.param('id'), params));
  },
);

/** A customer's cash balance and its transactions (secret key). */
export const cashBalanceRoutes = new Hono<AppEnv>()
  .get('/:id/cash_balance', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY);
    const { cashBalances } = c.get('services');
    return c.json(await cashBalances.retrieve(c.get('caller').account, c.req.param('id')));
  })
  .get('/:id/cash_balance_transactions', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), PAGE_SHAPE);
    const { cashBalances } = c.get('services');
    return c.json(
      await cashBalances.listTransactions(c.get('caller').account, c.req.param('id'), params),
    );
  })
  .get('/:id/cash_balance_transactions/:txn', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY);
    const { cashBalances } = c.get('services');
    return c.json(
      await cashBalances.retrieveTransaction(
        c.get('caller').account,
        c.req.param('id'),
        c.req.param('txn'),
      ),
    );
  });
