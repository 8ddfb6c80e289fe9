import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import {
  CREATE_SESSION_SHAPE,
  LIST_ACCOUNTS_SHAPE,
  LIST_OWNERS_SHAPE,
} from './financial-connection-params.js';

const EXPAND_ONLY = { expand: { kind: 'strings' } } as const;

/** /v1/financial_connections/sessions: the merchant's sessions (secret key). */
export const financialConnectionSessionRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_SESSION_SHAPE);
    const services = c.get('services');
    const account = c.get('caller').account;
    const customer = params.account_holder?.customer;
    // An unknown (or deleted) customer answers as Stripe does, before anything is stored.
    if (params.account_holder?.type === 'customer' && customer) {
      await services.customers.retrieve(account, customer);
    }
    return c.json(await services.financialConnections.createSession(account, params));
  })
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY);
    const { financialConnections } = c.get('services');
    return c.json(
      await financialConnections.retrieveSession(c.get('caller').account, c.req.param('id')),
    );
  });

/** /v1/financial_connections/accounts: the accounts shoppers linked (secret key). */
export const financialConnectionAccountRoutes = new Hono<AppEnv>()
  .get('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_ACCOUNTS_SHAPE);
    const { financialConnections } = c.get('services');
    return c.json(await financialConnections.listAccounts(c.get('caller').account, params));
  })
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY);
    const { financialConnections } = c.get('services');
    return c.json(
      await financialConnections.retrieveAccount(c.get('caller').account, c.req.param('id')),
    );
  })
  .post('/:id/disconnect', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY);
    const { financialConnections } = c.get('services');
    return c.json(
      await financialConnections.disconnect(c.get('caller').account, c.req.param('id')),
    );
  })
  .get('/:id/owners', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_OWNERS_SHAPE);
    const { financialConnections } = c.get('services');
    return c.json(
      await financialConnections.listOwners(c.get('caller').account, c.req.param('id'), params),
    );
  });
