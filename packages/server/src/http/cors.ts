import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';

// Stripe's API answers browsers from any origin: publishable-key calls come from shop pages.
const ALLOW_METHODS = 'GET,POST,DELETE,OPTIONS';
const ALLOW_HEADERS = 'Authorization,Content-Type,Idempotency-Key,Stripe-Version,Stripe-Account';
const EXPOSE_HEADERS = 'Request-Id,Idempotent-Replayed,Idempotency-Key,Stripe-Version';

/**
 * CORS for the v1 API. Unlike hono/cors, the headers are added to the finished response: a
 * response touched before the route runs loses @hono/node-server's fast path (it gets rebuilt
 * as a web Response and streamed), which cost more than the rest of a small request.
 */
export const apiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
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
  await next();
  const headers = c.res.headers;
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
};
