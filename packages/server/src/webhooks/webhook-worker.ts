import type { ClaimedDelivery } from '../events/webhook-job-rows.js';
import { startJobLoop } from '../platform/job-loop.js';
import type { Store } from '../store/store.js';
import { claimDue, postEvent, releaseClaim, type Settlement, settle } from './webhook-delivery.js';

export interface WebhookWorkerOptions {
  /** How often an idle worker looks for due jobs. */
  readonly pollIntervalMs?: number;
  /** First retry delay; the n-th retry waits base × 2^(n-1), capped by maxRetryDelayMs. */
  readonly retryBaseMs?: number;
  readonly maxRetryDelayMs?: number;
  /** A job still failing this long after its first try is given up (Stripe: 3 days). */
  readonly retryWindowMs?: number;
  /** Per POST (Stripe-like 10 s). */
  readonly timeoutMs?: number;
  /** Jobs claimed per round; they are posted concurrently. */
  readonly batchSize?: number;
  readonly onError?: (error: unknown) => void;
}

const DEFAULTS = {
  pollIntervalMs: 1_000,
  retryBaseMs: 60_000,
  maxRetryDelayMs: 12 * 60 * 60_000,
  retryWindowMs: 3 * 24 * 60 * 60_000,
  timeoutMs: 10_000,
  batchSize: 8,
  onError: (_error: unknown) => undefined,
} satisfies Required<WebhookWorkerOptions>;

// The lease outlives the POST's timeout so no other worker claims a job still in flight.
const LEASE_MARGIN_MS = 30_000;

export interface WebhookWorker {
  /** One round: claim due jobs, post them, record the outcomes. Resolves to the jobs handled. */
  runOnce(): Promise<number>;
  /** Stops the loop, interrupts POSTs in flight (their jobs stay due) and waits for the round. */
  stop(): Promise<void>;
}

export function retryDelay(attempt: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), max);
}

function nextState(
  job: ClaimedDelivery,
  delivered: boolean,
  now: number,
  options: Required<WebhookWorkerOptions>,
): Settlement {
  if (delivered) return { state: 'delivered', nextAttemptAt: null };
  const next = now + retryDelay(job.attempts, options.retryBaseMs, options.maxRetryDelayMs);
  if (next - Number(job.first_attempt_at) > options.retryWindowMs) {
    return { state: 'failed', nextAttemptAt: null };
  }
  return { state: 'pending', nextAttemptAt: next };
}

export interface ManualWebhookWorker {
  readonly options: Required<WebhookWorkerOptions>;
  readonly signal: AbortSignal;
  runOnce(): Promise<number>;
  /** Interrupts POSTs in flight; later rounds do nothing. */
  abort(): void;
}

/** A worker without its loop: call runOnce() yourself (tests, or a scheduler of your own). */
export function createWebhookWorker(
  store: Store,
  given: WebhookWorkerOptions = {},
): ManualWebhookWorker {
  const options = { ...DEFAULTS, ...given };
  const stopping = new AbortController();

  async function deliver(job: ClaimedDelivery): Promise<void> {
    const result = await postEvent(job, options.timeoutMs, stopping.signal);
    if (result.interrupted) return releaseClaim(store, job);
    const now = Date.now();
    const delivered = result.statusCode !== null && result.statusCode < 300;
    await settle(store, job, result, nextState(job, delivered, now, options), now);
  }

  async function runOnce(): Promise<number> {
    if (stopping.signal.aborted) return 0;
    const lease = options.timeoutMs + LEASE_MARGIN_MS;
    const jobs = await claimDue(store, Date.now(), options.batchSize, lease);
    const outcomes = await Promise.allSettled(jobs.map(deliver));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') options.onError(outcome.reason);
    }
    return jobs.length;
  }

  return { options, signal: stopping.signal, runOnce, abort: () => stopping.abort() };
}

/**
 * Delivers webhook jobs from the database until stopped. Every process may run one: jobs are
 * claimed with SKIP LOCKED, so each is posted by one worker at a time. Each round is a few
 * short statements, so on PGlite's single connection API requests keep their turn.
 */
export function startWebhookWorker(store: Store, given: WebhookWorkerOptions = {}): WebhookWorker {
  const worker = createWebhookWorker(store, given);
  const loop = startJobLoop(
    worker.runOnce,
    { ...worker.options, signal: worker.signal },
    worker.abort,
  );
  return { runOnce: worker.runOnce, stop: loop.stop };
}
