import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';

/** GET /v1/mandates/:id: the mandate a bank debit ran under (secret key, as at Stripe). */
export const mandateRoutes = new Hono<AppEnv>().get('/:id', requireSecretKey, async (c) => {
  const mandate = await c
    .get('services')
    .mandates.retrieve(c.get('caller').account, c.req.param('id'));
  return c.json(mandate);
});
