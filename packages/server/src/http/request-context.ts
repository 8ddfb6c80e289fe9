import type { MiddlewareHandler } from 'hono';
import { newId } from '../platform/ids.js';
import type { AppEnv, AppServices, Logger } from './env.js';
import { usePrettyJson } from './pretty-json.js';
import { withResponseHeaders } from './response-headers.js';

/** Request-Id on every response and one log line per request (path only: no query, no keys). */
export function requestContext(services: AppServices, logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = newId('req', 14);
    const started = performance.now();
    c.set('requestId', requestId);
    c.set('services', services);
    c.set('logger', logger);
    usePrettyJson(c);
    await withResponseHeaders(c, { 'Request-Id': requestId }, next);
    const ms = (performance.now() - started).toFixed(1);
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms ${requestId}`);
  };
}
