import type { MiddlewareHandler } from 'hono';
import { withEventRequest } from '../platform/event-request.js';
import type { AppEnv } from './env.js';

/** Events recorded while this request runs carry its Request-Id and Idempotency-Key. */
export const eventRequestScope: MiddlewareHandler<AppEnv> = (c, next) =>
  withEventRequest(
    {
      id: c.get('requestId') ?? null,
      idempotency_key: (c.req.method === 'POST' && c.req.header('idempotency-key')) || null,
    },
    next,
  );
