import type { MiddlewareHandler } from 'hono';
import { requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';

/**
 * radar_options[session] on a PaymentIntent create or confirm, a SetupIntent create or confirm
 * and a PaymentMethod create: the session must be one of the caller's account. Runs after the
 * route's key check, before the call.
 */
export const checkRadarOptions: MiddlewareHandler<AppEnv> = async (c, next) => {
  await c
    .get('services')
    .radarSessions.checkOptions(c.get('caller').account, await requestParams(c));
  await next();
};
