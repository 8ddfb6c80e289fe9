import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import { redactForLog } from './redaction.js';
import type { RequestLogWriter } from './request-log-writer.js';

const MAX_LOGGED_RESPONSE = 64 * 1024;

function clientIp(c: Context<AppEnv>): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // An in-process request (app.request) has no socket.
    return null;
  }
}

/**
 * Every /v1 request's log entry: method, path, status, request id, time, idempotency key,
 * source, IP and its bodies redacted. The entry is queued after the answer is ready; reading a
 * JSON answer back happens off the request's path.
 */
export function requestLog(writer: RequestLogWriter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const createdAt = Date.now();
    await next();
    const caller = c.get('caller');
    const params = c.get('params');
    const base = {
      id: c.get('requestId'),
      account_id: caller?.account.id ?? null,
      created_at: createdAt,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ip: clientIp(c),
      source: 'API',
      idempotency_key: c.req.header('idempotency-key')?.slice(0, 255) ?? null,
      api_version: c.res.headers.get('stripe-version'),
      request_body: params && Object.keys(params).length > 0 ? redactForLog(params) : null,
    };
    const type = c.res.headers.get('content-type') ?? '';
    const length = Number(c.res.headers.get('content-length') ?? 0);
    if (!type.includes('json') || length > MAX_LOGGED_RESPONSE || !c.res.body) {
      writer.push({ ...base, response_body: null });
      return;
    }
    const copy = c.res.clone();
    void copy
      .text()
      .then((text) => {
        let body: unknown = null;
        if (text.length <= MAX_LOGGED_RESPONSE) {
          try {
            body = redactForLog(JSON.parse(text));
          } catch {
            body = null;
          }
        }
        writer.push({ ...base, response_body: body });
      })
      .catch(() => writer.push({ ...base, response_body: null }));
  };
}
