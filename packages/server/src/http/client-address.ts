import type { Context } from 'hono';
import type { AppEnv } from './env.js';

/**
 * The address the request came from (the socket's peer), for per-client rate limits. In-process
 * requests (app.request in tests) have no socket and share one name. Forwarded-for headers are
 * not read: any client could write them.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'in-process';
}
