import { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Clock } from '../platform/clock.js';
import {
  type BatchWorker,
  createBatchWorker,
  type ManualBatchWorker,
  startBatchWorker,
} from '../platform/job-loop.js';
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

export type PageOutcomeWorker = BatchWorker;
export type ManualPageOutcomeWorker = ManualBatchWorker<Required<PageOutcomeWorkerOptions>>;

/** A worker without its loop: call runOnce() yourself (tests). */
export function createPageOutcomeWorker(
  store: Store,
  given: PageOutcomeWorkerOptions = {},
  clock: Clock = () => new Date(),
): ManualPageOutcomeWorker {
  const options = { ...DEFAULTS, ...given };
  const pages = new BankRedirectService(store, new PaymentMethodService(store, clock), clock);
  return createBatchWorker(options, (now) => pages.settleDue(now));
}

export function startPageOutcomeWorker(
  store: Store,
  given: PageOutcomeWorkerOptions = {},
): PageOutcomeWorker {
  return startBatchWorker(createPageOutcomeWorker(store, given));
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
