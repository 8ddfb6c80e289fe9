import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import { withProviderOrigin } from '../services/provider-origin.js';

/** URLs built while this request runs (next actions) point at the origin it came in on. */
export const providerOriginScope: MiddlewareHandler<AppEnv> = (c, next) =>
  withProviderOrigin(new URL(c.req.url).origin, next);
