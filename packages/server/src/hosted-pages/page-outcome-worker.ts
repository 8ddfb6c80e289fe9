import { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Clock } from '../platform/clock.js';
import { type JobLoop, startJobLoop } from '../platform/job-loop.js';
import type { Store } from '../store/store.js';
import { millisecondOptions } from '../webhooks/webhook-worker-env.js';
import { BankRedirectService } from './bank-redirects.js';

// The answers nobody clicks: a voucher Stripe's test e-mail pays or expires, and a voucher
// that reaches its expiry unpaid. They live in the database (bank_redirects.settle_at and
// expires_at), claimed FOR UPDATE SKIP LOCKED, so a restart loses none and several processes
// on one PostgreSQL share them, as debit settlements do.

export interface PageOutcomeWorkerOptions {
  readonly pollIntervalMs?: number;
  /** Pages answered per round, each in its own short transaction. */
  readonly batchSize?: number;
  readonly onError?: (error: unknown) => void;
}

const DEFAULTS = {
  pollIntervalMs: 1_000,
  batchSize: 8,
  onError: (_error: unknown) => undefined,
} satisfies Required<PageOutcomeWorkerOptions>;

export interface PageOutcomeWorker {
  /** One round: answers the due pages. Resolves to the number answered. */
  runOnce(now?: number): Promise<number>;
  stop(): Promise<void>;
}

export interface ManualPageOutcomeWorker {
  readonly options: Required<PageOutcomeWorkerOptions>;
  readonly signal: AbortSignal;
  runOnce(now?: number): Promise<number>;
  abort(): void;
}

/** A worker without its loop: call runOnce() yourself (tests). */
export function createPageOutcomeWorker(
  store: Store,
  given: PageOutcomeWorkerOptions = {},
  clock: Clock = () => new Date(),
): ManualPageOutcomeWorker {
  const options = { ...DEFAULTS, ...given };
  const pages = new BankRedirectService(store, new PaymentMethodService(store, clock), clock);
  const stopping = new AbortController();
  async function runOnce(now = Date.now()): Promise<number> {
    let answered = 0;
    while (
      answered < options.batchSize &&
      !stopping.signal.aborted &&
      (await pages.settleDue(now))
    ) {
      answered++;
    }
    return answered;
  }
  return { options, signal: stopping.signal, runOnce, abort: () => stopping.abort() };
}

export function startPageOutcomeWorker(
  store: Store,
  given: PageOutcomeWorkerOptions = {},
): PageOutcomeWorker {
  const worker = createPageOutcomeWorker(store, given);
  const loop: JobLoop = startJobLoop(
    () => worker.runOnce(),
    { ...worker.options, signal: worker.signal },
    worker.abort,
  );
  return { runOnce: worker.runOnce, stop: loop.stop };
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The worker a started server runs: KASSA_PAGE_OUTCOMES=0 turns it off in this process (another
 * one sharing the database answers), KASSA_PAGE_OUTCOME_POLL_MS sets how often it looks.
 */
export function startConfiguredPageOutcomeWorker(
  store: Store,
  given: PageOutcomeWorkerOptions | false | undefined,
  logError: (line: string, error?: unknown) => void,
  env: Env = process.env,
): PageOutcomeWorker | undefined {
  const off = env.KASSA_PAGE_OUTCOMES?.trim() === '0';
  if (given === false || (off && given === undefined)) return undefined;
  return startPageOutcomeWorker(store, {
    onError: (error) => logError('page outcome worker failed', error),
    ...millisecondOptions(env, [['pollIntervalMs', 'KASSA_PAGE_OUTCOME_POLL_MS']]),
    ...given,
  });
}
