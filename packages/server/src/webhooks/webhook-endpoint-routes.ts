import { Hono } from 'hono';
import {
  CREATE_WEBHOOK_ENDPOINT_SHAPE,
  UPDATE_WEBHOOK_ENDPOINT_SHAPE,
} from '../events/event-params.js';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { PAGE_SHAPE } from '../platform/list-params.js';
import { parseParams } from '../platform/schema.js';

export const webhookEndpointRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const {
      expand: _expand,
      connect: _connect,
      ...params
    } = parseParams(callParams(await requestParams(c)), CREATE_WEBHOOK_ENDPOINT_SHAPE);
    const endpoint = await c
      .get('services')
      .webhookEndpoints.create(c.get('caller').account, params);
    return c.json(endpoint);
  })
  .get('/', requireSecretKey, async (c) => {
    const { expand: _expand, ...page } = parseParams(
      callParams(await requestParams(c)),
      PAGE_SHAPE,
    );
    return c.json(await c.get('services').webhookEndpoints.list(c.get('caller').account, page));
  })
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), { expand: { kind: 'strings' } });
    const endpoint = await c
      .get('services')
      .webhookEndpoints.retrieve(c.get('caller').account, c.req.param('id'));
    return c.json(endpoint);
  })
  .post('/:id', requireSecretKey, async (c) => {
    const { expand: _expand, ...params } = parseParams(
      callParams(await requestParams(c)),
      UPDATE_WEBHOOK_ENDPOINT_SHAPE,
    );
    const endpoint = await c
      .get('services')
      .webhookEndpoints.update(c.get('caller').account, c.req.param('id'), params);
    return c.json(endpoint);
  })
  .delete('/:id', requireSecretKey, async (c) => {
    const deleted = await c
      .get('services')
      .webhookEndpoints.del(c.get('caller').account, c.req.param('id'));
    return c.json(deleted);
  })
  // Kassa extension: Stripe shows delivery attempts only in its Dashboard.
  .get('/:id/attempts', requireSecretKey, async (c) => {
    const { expand: _expand, ...page } = parseParams(
      callParams(await requestParams(c)),
      PAGE_SHAPE,
    );
    const { events, webhookEndpoints } = c.get('services');
    const account = c.get('caller').account;
    await webhookEndpoints.retrieve(account, c.req.param('id'));
    return c.json(await events.attemptsForEndpoint(account, c.req.param('id'), page));
  });
