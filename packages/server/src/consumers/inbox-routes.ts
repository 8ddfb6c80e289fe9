import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import { INBOX_SHAPE } from './consumer-params.js';

/**
 * The test inbox for tests, under /v1/test_helpers/consumers: secret key only, and a key reads
 * only the codes its own account's calls sent.
 */
export const inboxTestHelperRoutes = new Hono<AppEnv>()
  .use('*', requireSecretKey)
  .get('/inbox', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), INBOX_SHAPE);
    return c.json(
      await c
        .get('services')
        .consumerInbox.list(c.get('caller').account.id, params.recipient, params.limit),
    );
  })
  .get('/inbox/latest_code', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), INBOX_SHAPE);
    return c.json(
      await c
        .get('services')
        .consumerInbox.latestCode(c.get('caller').account.id, params.recipient ?? ''),
    );
  });
