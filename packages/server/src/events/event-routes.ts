import { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { PAGE_SHAPE, parseCreated } from '../platform/list-params.js';
import { parseParams } from '../platform/schema.js';
import { checkTypeFilters, LIST_EVENTS_SHAPE } from './event-params.js';

export const eventRoutes = new Hono<AppEnv>()
  .get('/', requireSecretKey, async (c) => {
    const {
      created,
      expand: _expand,
      ...params
    } = parseParams(callParams(await requestParams(c)), LIST_EVENTS_SHAPE);
    checkTypeFilters(params.type, params.types);
    const list = await c
      .get('services')
      .events.list(c.get('caller').account, { ...params, created: parseCreated(created) });
    return c.json(list);
  })
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), { expand: { kind: 'strings' } });
    const event = await c
      .get('services')
      .events.retrieve(c.get('caller').account, c.req.param('id'));
    return c.json(event);
  })
  // `stripe events resend`: again to one endpoint, or to the listening CLIs.
  .post('/:id/retry', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), {
      webhook_endpoint: { kind: 'string', maxLength: 5000 },
      account: { kind: 'string', maxLength: 5000 },
      // What the CLI sends without --webhook-endpoint: the listening CLIs get it again.
      for_stripecli: { kind: 'boolean' },
      expand: { kind: 'strings' },
    });
    if (params.account !== undefined) {
      throw new ApiError('resource_missing', `No such account: '${params.account}'`, {
        param: 'account',
      });
    }
    const event = await c
      .get('services')
      .events.retry(c.get('caller').account, c.req.param('id'), params.webhook_endpoint);
    return c.json(event);
  })
  // Kassa extension: Stripe shows delivery attempts only in its Dashboard.
  .get('/:id/delivery_attempts', requireSecretKey, async (c) => {
    const { expand: _expand, ...page } = parseParams(
      callParams(await requestParams(c)),
      PAGE_SHAPE,
    );
    const list = await c
      .get('services')
      .events.attemptsForEvent(c.get('caller').account, c.req.param('id'), page);
    return c.json(list);
  });
