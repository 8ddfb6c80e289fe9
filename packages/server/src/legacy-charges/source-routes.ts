import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import {
  CREATE_SOURCE_SHAPE,
  RETRIEVE_SOURCE_SHAPE,
  UPDATE_SOURCE_SHAPE,
} from './source-params.js';

// /v1/sources: Stripe.js createSource / retrieveSource (publishable key) and the merchant's
// calls (secret key): create, retrieve, update.
export const sourceRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_SOURCE_SHAPE);
    return c.json(await c.get('services').sources.create(c.get('caller'), params));
  })
  .get('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), RETRIEVE_SOURCE_SHAPE);
    const sources = c.get('services').sources;
    return c.json(await sources.retrieve(c.get('caller'), c.req.param('id'), params.client_secret));
  })
  .post('/:id', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), UPDATE_SOURCE_SHAPE);
    const sources = c.get('services').sources;
    return c.json(await sources.update(c.get('caller').account, c.req.param('id'), params));
  });
