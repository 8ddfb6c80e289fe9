import type { MiddlewareHandler } from 'hono';
import { withProviderOrigin } from '../platform/provider-origin.js';
import type { AppEnv } from './env.js';

/**
 * URLs built while a request runs (next actions) point at the configured public origin, or
 * else at the origin the request came in on.
 */
export function providerOriginScope(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  return (c, next) => withProviderOrigin(publicUrl ?? new URL(c.req.url).origin, next);
}
