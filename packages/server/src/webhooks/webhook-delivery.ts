import type { DeliveryAttemptObject } from '../events/event-object.js';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  releaseDeliveryClaim,
  settleDelivery,
} from '../events/webhook-job-rows.js';
import { randomBase62 } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import { signatureHeader } from './webhook-signature.js';

export function claimDue(
  db: Queryable,
  now: number,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  return claimDueDeliveries(db, { now, limit, leaseUntil: now + leaseMs, token: randomBase62(16) });
}

/** Gives a claimed job back untried (the worker is stopping). */
export function releaseClaim(db: Queryable, job: ClaimedDelivery): Promise<void> {
  return releaseDeliveryClaim(db, job, Date.now());
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
  await settleDelivery(db, job, {
    state: settlement.state,
    nextAttemptAt: settlement.nextAttemptAt ?? now,
    attempt,
  });
  return attempt;
}
