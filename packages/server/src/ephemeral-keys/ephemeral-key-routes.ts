import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';

const CREATE_EPHEMERAL_KEY_SHAPE = {
  customer: { kind: 'string' },
  expand: { kind: 'strings' },
} as const;

// Keys for a client (mobile SDK, saved-method calls) acting for one customer. Like Stripe,
// creating one needs the client's API version in the Stripe-Version header.
export const ephemeralKeyRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_EPHEMERAL_KEY_SHAPE);
    const keys = c.get('services').ephemeralKeys;
    return c.json(
      await keys.create(
        c.get('caller').account,
        params.customer,
        c.req.header('stripe-version')?.trim() || undefined,
      ),
    );
  })
  .delete('/:id', requireSecretKey, async (c) => {
    const keys = c.get('services').ephemeralKeys;
    return c.json(await keys.del(c.get('caller').account, c.req.param('id')));
  });
