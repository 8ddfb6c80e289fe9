import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './env.js';

/** What a group of routes declares about its calls, for the middleware in front of it. */
export interface RouteAccess {
  /**
   * 'provider-frames': only the provider's own frames call these routes (same origin, so no
   * CORS is needed); they answer no CORS headers, so no other page may read their answers.
   */
  readonly callers?: 'any' | 'provider-frames';
  /**
   * false: an Idempotency-Key replays nothing here. For calls whose counters (rate limits,
   * wrong answers) must commit even when the call fails, which one transaction with the
   * idempotency record would roll back.
   */
  readonly replayable?: boolean;
}

const DECLARED = Symbol('route access');
type Declaration = MiddlewareHandler<AppEnv> & { readonly [DECLARED]: RouteAccess };

/**
 * A route group's declaration, as its first middleware: `new Hono().use('*', declareAccess({…}))`.
 * It does nothing when it runs: the API's middleware reads it from the routes a request
 * matches (routeAccess) before any of them runs. A sub-app with its own onError wraps its
 * handlers, which hides the declaration: such a group declares it on the parent instead.
 */
export function declareAccess(access: RouteAccess): MiddlewareHandler<AppEnv> {
  const declaration: MiddlewareHandler<AppEnv> = (_c, next) => next();
  return Object.assign(declaration, { [DECLARED]: access }) as Declaration;
}

const NOTHING_DECLARED: RouteAccess = {};

/** What the routes this request matches declare (nothing: any caller, replayable). */
export function routeAccess(c: Context<AppEnv>): RouteAccess {
  for (const route of matchedRoutes(c)) {
    const access = (route.handler as Partial<Declaration>)[DECLARED];
    if (access !== undefined) return access;
  }
  return NOTHING_DECLARED;
}
