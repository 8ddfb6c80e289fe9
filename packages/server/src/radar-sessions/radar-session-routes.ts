import { Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';

// POST /v1/radar/session: what stripe.createRadarSession() calls with the publishable key (a
// secret key may too). What Stripe.js sends with it (muid, guid, sid...) are client fields;
// its passive captcha fields are accepted (there is no captcha in Kassa).
export const radarSessionRoutes = new Hono<AppEnv>().post('/', async (c) => {
  parseParams(callParams(await requestParams(c)), {
    passive_captcha_token: { kind: 'any' },
    passive_captcha_ekey: { kind: 'any' },
  });
  return c.json(await c.get('services').radarSessions.create(c.get('caller').account));
});
