import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { expanded, expandedList } from '../http/expansion.js';
import { PAGE_SHAPE } from '../platform/list-params.js';
import { parseParams } from '../platform/schema.js';
import {
  CREATE_PAYMENT_LINK_SHAPE,
  LIST_PAYMENT_LINKS_SHAPE,
  UPDATE_PAYMENT_LINK_SHAPE,
} from './payment-link-params.js';

export const paymentLinkRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const { expand, ...params } = parseParams(
      callParams(await requestParams(c)),
      CREATE_PAYMENT_LINK_SHAPE,
    );
    const links = c.get('services').paymentLinks;
    return c.json(await expanded(c, await links.create(c.get('caller').account, params), expand));
  })
  .get('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_PAYMENT_LINKS_SHAPE);
    const links = c.get('services').paymentLinks;
    return c.json(
      await expandedList(c, await links.list(c.get('caller').account, params), params.expand),
    );
  })
  .get('/:id', requireSecretKey, async (c) => {
    const { expand } = parseParams(callParams(await requestParams(c)), {
      expand: { kind: 'strings' },
    });
    const links = c.get('services').paymentLinks;
    return c.json(
      await expanded(c, await links.retrieve(c.get('caller').account, c.req.param('id')), expand),
    );
  })
  .post('/:id', requireSecretKey, async (c) => {
    const { expand, ...params } = parseParams(
      callParams(await requestParams(c)),
      UPDATE_PAYMENT_LINK_SHAPE,
    );
    const links = c.get('services').paymentLinks;
    const link = await links.update(c.get('caller').account, c.req.param('id'), params);
    return c.json(await expanded(c, link, expand));
  })
  .get('/:id/line_items', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), PAGE_SHAPE);
    const links = c.get('services').paymentLinks;
    const list = await links.lineItems(c.get('caller').account, c.req.param('id'), params);
    return c.json(await expandedList(c, list, params.expand));
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The link's own address: a new Checkout Session, then 303 to its hosted page. */
export const paymentLinkPageRoutes = new Hono<AppEnv>().get('/b/:token', async (c) => {
  const opened = await c.get('services').paymentLinks.open(c.req.param('token'));
  if (!opened) {
    return c.html(
      '<!doctype html><html lang="en"><title>Link not found</title><main><h1>This link does not exist.</h1></main></html>',
      404,
    );
  }
  if ('inactive' in opened) {
    return c.html(
      `<!doctype html><html lang="en"><title>Link inactive</title><main><h1>${escapeHtml(opened.inactive)}</h1></main></html>`,
      410,
    );
  }
  return c.redirect(opened.url, 303);
});
