import type { DeliveryAttemptObject, EventObject } from '../events/event-object.js';
import { randomBase62 } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import { signatureHeader } from './webhook-signature.js';

export interface ClaimedDelivery {
  readonly id: string;
  readonly claim: string;
  readonly account_id: string;
  readonly event_id: string;
  readonly endpoint_id: string;
  /** This try's number, from 1. */
  readonly attempts: number;
  readonly first_attempt_at: string;
  readonly event: EventObject;
  readonly url: string;
  readonly secret: string;
  [column: string]: unknown;
}

// Due jobs are claimed in one statement: SKIP LOCKED keeps concurrent workers apart, and the
// lease (next_attempt_at pushed past the POST's timeout) keeps a claimed job from being taken
// again while it is being posted, without holding a transaction open across the network.
// A worker that dies mid-POST loses its lease and the job is tried again: at least once.
const CLAIM_SQL = `WITH due AS (
  SELECT d.id FROM webhook_deliveries d
  JOIN webhook_endpoints w ON w.id = d.endpoint_id AND w.status = 'enabled'
  WHERE d.state = 'pending' AND d.next_attempt_at <= $1
  ORDER BY d.next_attempt_at LIMIT $2
  FOR UPDATE OF d SKIP LOCKED
), claimed AS (
  UPDATE webhook_deliveries d SET next_attempt_at = $3, claim = $4, attempts = d.attempts + 1
  FROM due WHERE d.id = due.id
  RETURNING d.id, d.claim, d.account_id, d.event_id, d.endpoint_id, d.attempts, d.first_attempt_at
)
SELECT c.*, e.data AS event, w.data->>'url' AS url, w.secret
FROM claimed c
JOIN events e ON e.id = c.event_id
JOIN webhook_endpoints w ON w.id = c.endpoint_id`;

export function claimDue(
  db: Queryable,
  now: number,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(CLAIM_SQL, [now, limit, now + leaseMs, randomBase62(16)]);
}

/** Gives a claimed job back untried (the worker is stopping). */
export async function releaseClaim(db: Queryable, job: ClaimedDelivery): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET next_attempt_at = $3, claim = NULL, attempts = attempts - 1
     WHERE id = $1 AND claim = $2`,
    [job.id, job.claim, Date.now()],
  );
}

export interface PostResult {
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  /** The worker stopped mid-POST: nothing was learnt about the endpoint. */
  readonly interrupted: boolean;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `Timed out after ${timeoutMs} ms.`;
  }
  const cause = (error as { cause?: unknown } | null)?.cause;
  const message = cause instanceof Error ? cause.message : (error as Error)?.message;
  return (message || 'The request failed.').slice(0, 500);
}

/** POSTs the event, signed, to the endpoint. Never throws. */
export async function postEvent(
  job: ClaimedDelivery,
  timeoutMs: number,
  stop: AbortSignal,
): Promise<PostResult> {
  const body = JSON.stringify(job.event);
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(job.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Kassa/1.0 (+webhooks)',
        'Stripe-Signature': signatureHeader(body, job.secret, Math.floor(Date.now() / 1000)),
      },
      body,
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]),
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return {
      statusCode: response.status,
      error: ok ? null : `The endpoint answered HTTP ${response.status}.`,
      durationMs: durationMs(),
      interrupted: false,
    };
  } catch (error) {
    return {
      statusCode: null,
      error: describeFailure(error, timeoutMs),
      durationMs: durationMs(),
      interrupted: stop.aborted,
    };
  }
}

// Settling is one statement: the job's new state, the event's pending count once the job is
// finished (delivered or given up), and the attempt record. A stale claim changes nothing.
const SETTLE_SQL = `WITH settled AS (
  UPDATE webhook_deliveries SET state = $3, next_attempt_at = $4, claim = NULL
  WHERE id = $1 AND claim = $2
  RETURNING event_id
), counted AS (
  UPDATE events SET pending_webhooks = GREATEST(pending_webhooks - 1, 0),
    data = jsonb_set(data, '{pending_webhooks}', to_jsonb(GREATEST(pending_webhooks - 1, 0)))
  WHERE $3 <> 'pending' AND id IN (SELECT event_id FROM settled)
  RETURNING 1
)
INSERT INTO webhook_attempts (id, account_id, delivery_id, event_id, endpoint_id, data)
SELECT $5, $6, $1, event_id, $7, $8::jsonb FROM settled`;

export interface Settlement {
  readonly state: 'pending' | 'delivered' | 'failed';
  /** Epoch ms of the next try (only while pending). */
  readonly nextAttemptAt: number | null;
}

export async function settle(
  db: Queryable,
  job: ClaimedDelivery,
  result: PostResult,
  settlement: Settlement,
  now: number,
): Promise<DeliveryAttemptObject> {
  const attempt: DeliveryAttemptObject = {
    id: `whatt_${randomBase62(24)}`,
    object: 'webhook_delivery_attempt',
    created: Math.floor(now / 1000),
    duration_ms: result.durationMs,
    endpoint: job.endpoint_id,
    error: result.error,
    event: job.event_id,
    livemode: false,
    next_retry_at:
      settlement.nextAttemptAt === null ? null : Math.ceil(settlement.nextAttemptAt / 1000),
    status_code: result.statusCode,
  };
  await db.query(SETTLE_SQL, [
    job.id,
    job.claim,
    settlement.state,
    settlement.nextAttemptAt ?? now,
    attempt.id,
    job.account_id,
    job.endpoint_id,
    JSON.stringify(attempt),
  ]);
  return attempt;
}
