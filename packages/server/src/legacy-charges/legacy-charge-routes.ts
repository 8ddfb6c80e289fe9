import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import { CAPTURE_CHARGE_SHAPE, CREATE_CHARGE_SHAPE } from './legacy-charge-params.js';
import { captureLegacyCharge, createLegacyCharge } from './legacy-charges.js';

// Creating and capturing charges directly (Stripe's Charges API); reads are in routes/charges.
export const legacyChargeRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_CHARGE_SHAPE);
    return c.json(await createLegacyCharge(c.get('services'), c.get('caller').account, params));
  })
  .post('/:id/capture', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CAPTURE_CHARGE_SHAPE);
    const account = c.get('caller').account;
    return c.json(await captureLegacyCharge(c.get('services'), account, c.req.param('id'), params));
  });
