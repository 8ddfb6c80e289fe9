import type { MiddlewareHandler } from 'hono';
import { requestHash, type StoredResponse } from '../platform/idempotency-records.js';
import { callParams, requestParams } from './body.js';
import type { AppEnv } from './env.js';
import { routeAccess } from './route-access.js';

// Stripe keeps no result when the request never started executing: bad parameters, a
// concurrent duplicate, auth or lock failures.
const NOT_STORED = new Set([401, 409, 413, 429]);
const NOT_STORED_CODES =
  /"code": ?"(parameter_[a-z_]+|idempotency_key_in_use)"|"type": ?"idempotency_error"|Invalid (JSON|request parameters)/;

/** Thrown to roll back a keyed request whose answer is not kept. */
class NotKept extends Error {}

/**
 * Idempotency-Key on POST: replay the stored answer, refuse reuse with other parameters. The
 * request runs in one transaction with its record, so the answer a key replays is committed
 * with the state it describes: a process killed in between leaves neither, and the client's
 * retry with the same key runs the request afresh.
 */
export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (c.req.method !== 'POST' || !key) return next();
  // Routes whose counters must commit even when the call fails declare it (declareAccess).
  if (routeAccess(c).replayable === false) return next();
  const { idempotency: records } = c.get('services');
  const accountId = c.get('caller').account.id;
  const params = callParams(await requestParams(c));
  const hash = requestHash(c.req.method, c.req.path, params);
  let replay: StoredResponse | undefined;
  try {
    await records.inTransaction(async () => {
      const start = await records.start(accountId, key, hash);
      if (start.kind === 'replay') {
        replay = start;
        return;
      }
      await next();
      const body = await c.res.clone().text();
      if (NOT_STORED.has(c.res.status) || NOT_STORED_CODES.test(body)) throw new NotKept();
      await records.finish(accountId, key, { status: c.res.status, body });
    });
  } catch (error) {
    if (error instanceof NotKept) return;
    throw error;
  }
  if (replay) {
    return c.body(replay.body, replay.status as 200, {
      'Content-Type': 'application/json',
      'Idempotent-Replayed': 'true',
      'Idempotency-Key': key,
    });
  }
  c.res.headers.set('Idempotency-Key', key);
};
