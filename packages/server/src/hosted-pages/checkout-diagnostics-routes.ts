import { type Context, Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';

/**
 * GET /v1/payment_pages/:id/diagnostics (Kassa extension; Kassa's keys are test-mode keys): the recent events
 * of a Checkout Session and of its intent, for the developer diagnostics panel of the hosted
 * page (spec 000 §2). Publishable or secret key of the session's account, like the page's
 * other calls; another account's session answers 404 through the page lookup. Answers
 * `{ object: 'payment_page_diagnostics', session_id, events: { object: 'list', data } }` with
 * each event's id, type and created only: the panel shows no event payload.
 */
const NO_PARAMS = {} as const;

async function diagnostics(c: Context<AppEnv>) {
  parseParams(callParams(await requestParams(c)), NO_PARAMS);
  const caller = c.get('caller');
  const services = c.get('services');
  const viewer = { account: caller.account, publishable: caller.keyKind !== 'secret' };
  const page = (await services.paymentPages.retrieve(viewer, c.req.param('id') ?? '')) as {
    session_id: string;
    payment_intent: { id?: string } | null;
    setup_intent: { id?: string } | null;
  };
  const ids = [page.session_id, page.payment_intent?.id, page.setup_intent?.id].filter(
    (id): id is string => typeof id === 'string',
  );
  const events = await services.events.listForObjects(caller.account, ids);
  return c.json({
    object: 'payment_page_diagnostics',
    session_id: page.session_id,
    events: {
      object: 'list',
      data: events.map((event) => ({ id: event.id, type: event.type, created: event.created })),
    },
  });
}

export const checkoutDiagnosticsRoutes = new Hono<AppEnv>().get('/:id/diagnostics', diagnostics);
