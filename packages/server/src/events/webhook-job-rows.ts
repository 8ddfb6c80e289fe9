import type { Queryable } from '../store/store.js';
import type { EventObject } from './event-object.js';

// The one module that runs SQL on webhook_deliveries (an event's delivery jobs) and
// webhook_attempts. It lives in events/, not webhooks/, because an event queues its jobs in the
// statement that records it, and events/ is listed before webhooks/: the delivery worker and the
// endpoint delete (webhooks/) import it, never the reverse. Its statements also read the
// matching webhook_endpoints and move the event's pending_webhooks in the same statement, so a
// job and the count that reflects it can never disagree.

/** The jobs CTE of a single event's insert: $1 event id, $2 account, $3 type, $6 time in ms. */
export const EVENT_JOBS_CTE = `jobs AS (
  INSERT INTO webhook_deliveries (account_id, event_id, endpoint_id, first_attempt_at, next_attempt_at)
  SELECT $2, $1, w.id, $6, $6 FROM webhook_endpoints w
  WHERE w.account_id = $2 AND w.status = 'enabled' AND w.enabled_events && ARRAY['*', $3]::text[]
  RETURNING 1
)`;

/**
 * The CTEs (named input and jobs) for several events of one change, followed by event-service's
 * eventInsert: over the parameter numbers given for the events JSON array, the account id and
 * the time in ms.
 */
export function eventCtes(events: string, account: string, now: string): string {
  // Each event's endpoint count is read beside it (n), from the statement's one snapshot, so it
  // equals the jobs inserted for it: the events INSERT needs no join or aggregate over `jobs`,
  // which kept the plan (and every execution's start-up) larger than the work it does.
  return `input AS (
  SELECT e.value AS ev, e.ord, (
    SELECT count(*)::int FROM webhook_endpoints w
    WHERE w.account_id = ${account} AND w.status = 'enabled'
      AND w.enabled_events && ARRAY['*', e.value->>'type']::text[]
  ) AS n
  FROM jsonb_array_elements(${events}::jsonb) WITH ORDINALITY AS e(value, ord)
), jobs AS (
  INSERT INTO webhook_deliveries (account_id, event_id, endpoint_id, first_attempt_at, next_attempt_at)
  SELECT ${account}, i.ev->>'id', w.id, ${now}, ${now} FROM input i
  JOIN webhook_endpoints w ON w.account_id = ${account} AND w.status = 'enabled'
    AND w.enabled_events && ARRAY['*', i.ev->>'type']::text[]
  WHERE i.n > 0
)`;
}

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

export function claimDueDeliveries(
  db: Queryable,
  claim: { now: number; limit: number; leaseUntil: number; token: string },
): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(CLAIM_SQL, [
    claim.now,
    claim.limit,
    claim.leaseUntil,
    claim.token,
  ]);
}

/** Gives a claimed job back untried, due at `now`. */
export async function releaseDeliveryClaim(
  db: Queryable,
  job: ClaimedDelivery,
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET next_attempt_at = $3, claim = NULL, attempts = attempts - 1
     WHERE id = $1 AND claim = $2`,
    [job.id, job.claim, now],
  );
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

export interface DeliveryOutcome {
  readonly state: 'pending' | 'delivered' | 'failed';
  /** Epoch ms of the next try (or now, once finished). */
  readonly nextAttemptAt: number;
  readonly attempt: { readonly id: string };
}

export async function settleDelivery(
  db: Queryable,
  job: ClaimedDelivery,
  outcome: DeliveryOutcome,
): Promise<void> {
  await db.query(SETTLE_SQL, [
    job.id,
    job.claim,
    outcome.state,
    outcome.nextAttemptAt,
    outcome.attempt.id,
    job.account_id,
    job.endpoint_id,
    JSON.stringify(outcome.attempt),
  ]);
}

/** An endpoint's pending jobs are dropped and their events counted down (endpoint deleted). */
export async function dropPendingDeliveries(db: Queryable, endpointId: string): Promise<void> {
  await db.query(
    `WITH dropped AS (
       DELETE FROM webhook_deliveries WHERE endpoint_id = $1 AND state = 'pending'
       RETURNING event_id
     )
     UPDATE events e SET pending_webhooks = e.pending_webhooks - d.n,
       data = jsonb_set(e.data, '{pending_webhooks}', to_jsonb(e.pending_webhooks - d.n))
     FROM (SELECT event_id, count(*)::int AS n FROM dropped GROUP BY event_id) d
     WHERE e.id = d.event_id`,
    [endpointId],
  );
}

/**
 * A new delivery job of an event for one of the account's enabled endpoints (a resend), the
 * event's pending_webhooks counted up in the same statement. False when no such endpoint.
 */
export async function queueRedelivery(
  db: Queryable,
  accountId: string,
  eventId: string,
  endpointId: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `WITH job AS (
       INSERT INTO webhook_deliveries (account_id, event_id, endpoint_id, first_attempt_at, next_attempt_at)
       SELECT $1, $2, w.id, $4, $4 FROM webhook_endpoints w
       WHERE w.id = $3 AND w.account_id = $1 AND w.status = 'enabled'
       RETURNING event_id
     )
     UPDATE events SET pending_webhooks = pending_webhooks + 1,
       data = jsonb_set(data, '{pending_webhooks}', to_jsonb(pending_webhooks + 1))
     WHERE id IN (SELECT event_id FROM job) RETURNING id`,
    [accountId, eventId, endpointId, now],
  );
  return rows.length > 0;
}
