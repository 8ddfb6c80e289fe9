import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import { PAGE_CONFIRM_SHAPE, PAGE_DETAILS_SHAPE, PAGE_READ_SHAPE } from './payment-page-params.js';

// /v1/payment_pages: what the hosted page, the embedded frame, Elements-mode Checkout and the
// Stripe CLI read and confirm a session with; publishable or secret key.

function viewer(c: Context<AppEnv>) {
  const caller = c.get('caller');
  return { account: caller.account, publishable: caller.keyKind !== 'secret' };
}

async function read(c: Context<AppEnv>) {
  parseParams(callParams(await requestParams(c)), PAGE_READ_SHAPE);
  const pages = c.get('services').paymentPages;
  return c.json(await pages.retrieve(viewer(c), c.req.param('id') ?? ''));
}

/** The shopper accepts a debit's mandate online, on the page that confirms. */
function onlineAcceptance(c: Context<AppEnv>) {
  let address = '127.0.0.1';
  try {
    address = getConnInfo(c).remote.address ?? address;
  } catch {
    // In-process requests (tests) have no socket.
  }
  return {
    customer_acceptance: {
      type: 'online',
      online: { ip_address: address, user_agent: c.req.header('user-agent') ?? 'unknown' },
    },
  };
}

export const paymentPageRoutes = new Hono<AppEnv>()
  .get('/:id', read)
  .post('/:id/init', read)
  .post('/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), PAGE_DETAILS_SHAPE);
    const pages = c.get('services').paymentPages;
    return c.json(await pages.update(viewer(c), c.req.param('id'), params));
  })
  .post('/:id/confirm', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), PAGE_CONFIRM_SHAPE);
    const pages = c.get('services').paymentPages;
    return c.json(await pages.confirm(viewer(c), c.req.param('id'), params, onlineAcceptance(c)));
  });
