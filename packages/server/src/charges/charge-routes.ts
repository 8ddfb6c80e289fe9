import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { LIST_CHARGES_SHAPE } from './money-params.js';

// Charges are made by confirmation; the API reads and lists them.
export const chargeRoutes = new Hono<AppEnv>()
  .use(requireSecretKey)
  .get('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_CHARGES_SHAPE);
    return c.json(await c.get('services').charges.list(c.get('caller').account, params));
  })
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const charge = await c
      .get('services')
      .charges.retrieve(c.get('caller').account, c.req.param('id'), params.expand);
    return c.json(charge);
  });
