import { type Context, Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { expanded, expandedList } from '../http/expansion.js';
import { PAGE_SHAPE } from '../platform/list-params.js';
import { currentProviderOrigin } from '../platform/provider-origin.js';
import { parseParams } from '../platform/schema.js';
import type { CheckoutSessionObject } from './checkout-session-object.js';
import {
  CREATE_CHECKOUT_SESSION_SHAPE,
  LIST_CHECKOUT_SESSIONS_SHAPE,
  UPDATE_CHECKOUT_SESSION_SHAPE,
} from './checkout-session-params.js';

/** `expand[]` of a session: line_items (its own list), then the stored objects it names. */
async function expandSession(
  c: Context<AppEnv>,
  session: CheckoutSessionObject,
  paths: readonly string[] | undefined,
): Promise<CheckoutSessionObject> {
  if (!paths?.length) return session;
  const rest = paths.filter((path) => path !== 'line_items' && !path.startsWith('line_items.'));
  const out = { ...session };
  if (rest.length !== paths.length) {
    const sessions = c.get('services').checkoutSessions;
    out.line_items = await sessions.lineItems(c.get('caller').account, session.id, { limit: 100 });
  }
  return expanded(c, out, rest);
}

export const checkoutSessionRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const { expand, ...params } = parseParams(
      callParams(await requestParams(c)),
      CREATE_CHECKOUT_SESSION_SHAPE,
    );
    const sessions = c.get('services').checkoutSessions;
    const session = await sessions.create(c.get('caller').account, params, {
      apiVersion: c.get('apiVersion'),
      origin: currentProviderOrigin(),
    });
    return c.json(await expandSession(c, session, expand));
  })
  .get('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_CHECKOUT_SESSIONS_SHAPE);
    const sessions = c.get('services').checkoutSessions;
    const list = await sessions.list(c.get('caller').account, params);
    const items = c.get('services').expand.listItemPaths(params.expand);
    if (items.includes('line_items')) {
      list.data = await Promise.all(list.data.map((s) => expandSession(c, s, ['line_items'])));
    }
    const rest = (params.expand ?? []).filter((path) => path !== 'data.line_items');
    return c.json(await expandedList(c, list, rest));
  })
  .get('/:id', requireSecretKey, async (c) => {
    const { expand } = parseParams(callParams(await requestParams(c)), {
      expand: { kind: 'strings' },
    });
    const sessions = c.get('services').checkoutSessions;
    const session = await sessions.retrieve(c.get('caller').account, c.req.param('id'));
    return c.json(await expandSession(c, session, expand));
  })
  .post('/:id', requireSecretKey, async (c) => {
    const { expand, ...params } = parseParams(
      callParams(await requestParams(c)),
      UPDATE_CHECKOUT_SESSION_SHAPE,
    );
    const sessions = c.get('services').checkoutSessions;
    const session = await sessions.update(c.get('caller').account, c.req.param('id'), params);
    return c.json(await expandSession(c, session, expand));
  })
  .get('/:id/line_items', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), PAGE_SHAPE);
    const sessions = c.get('services').checkoutSessions;
    const list = await sessions.lineItems(c.get('caller').account, c.req.param('id'), params);
    return c.json(await expandedList(c, list, params.expand));
  })
  .post('/:id/expire', requireSecretKey, async (c) => {
    const { expand } = parseParams(callParams(await requestParams(c)), {
      expand: { kind: 'strings' },
    });
    const sessions = c.get('services').checkoutSessions;
    const session = await sessions.expire(c.get('caller').account, c.req.param('id'));
    return c.json(await expandSession(c, session, expand));
  });

/** An expired session's recovery url: a new session with its cart, then 303 to its page. */
export const sessionRecoveryRoutes = new Hono<AppEnv>().get('/c/recover/:id', async (c) => {
  const url = await c
    .get('services')
    .checkoutSessions.recover(c.req.param('id'), currentProviderOrigin());
  if (!url) {
    return c.html(
      '<!doctype html><html lang="en"><title>Checkout unavailable</title><main><h1>This checkout can no longer be recovered.</h1></main></html>',
      404,
    );
  }
  return c.redirect(url, 303);
});
