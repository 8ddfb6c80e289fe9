import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { CREATE_FX_QUOTE_SHAPE } from './fx-quote-params.js';

export const fxQuoteRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_FX_QUOTE_SHAPE);
    return c.json(await c.get('services').fxQuotes.create(c.get('caller').account, params));
  })
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    return c.json(
      await c.get('services').fxQuotes.retrieve(c.get('caller').account, c.req.param('id')),
    );
  });
