import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { expandedList } from '../http/expansion.js';
import { LIST_SHAPE, parseCreated } from '../platform/list-params.js';
import { parseParams } from '../platform/schema.js';

const LIST_SETUP_ATTEMPTS_SHAPE = {
  ...LIST_SHAPE,
  setup_intent: { kind: 'string', required: true },
} as const;

// Every confirmation of a SetupIntent, newest first (Stripe's SetupAttempt list).
export const setupAttemptRoutes = new Hono<AppEnv>().get('/', requireSecretKey, async (c) => {
  const { created, ...params } = parseParams(
    callParams(await requestParams(c)),
    LIST_SETUP_ATTEMPTS_SHAPE,
  );
  const range = parseCreated(created);
  const list = await c
    .get('services')
    .setupIntents.attempts(c.get('caller').account, params.setup_intent ?? '', {
      ...params,
      ...(range === undefined ? {} : { created: range }),
    });
  return c.json(await expandedList(c, list, params.expand));
});
