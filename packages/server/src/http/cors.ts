import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';
import { withResponseHeaders } from './response-headers.js';
import { routeAccess } from './route-access.js';

// Stripe's API answers browsers from any origin: publishable-key calls come from shop pages.
const ALLOW_METHODS = 'GET,POST,DELETE,OPTIONS';
const ALLOW_HEADERS = 'Authorization,Content-Type,Idempotency-Key,Stripe-Version,Stripe-Account';
const EXPOSE_HEADERS = 'Request-Id,Idempotent-Replayed,Idempotency-Key,Stripe-Version';

const ACTUAL_REQUEST_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSE_HEADERS,
};

/**
 * CORS for the v1 API. Unlike hono/cors, the headers never touch hono's Response before or
 * after the route (see withResponseHeaders): either loses @hono/node-server's fast path.
 */
export const apiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Routes only the provider's own frames call (same origin, no CORS needed) say so
  // (declareAccess): no other page may read their answers, so they answer no CORS headers.
  if (routeAccess(c).callers === 'provider-frames') {
    return c.req.method === 'OPTIONS' ? c.body(null, 204) : next();
  }
  if (c.req.method === 'OPTIONS') {
    return c.body(null, 204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': EXPOSE_HEADERS,
      'Access-Control-Max-Age': '600',
      'Access-Control-Allow-Methods': ALLOW_METHODS,
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      Vary: 'Access-Control-Request-Headers',
    });
  }
  await withResponseHeaders(c, ACTUAL_REQUEST_HEADERS, next);
};
