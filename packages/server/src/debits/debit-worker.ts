import {
  type BatchWorker,
  createBatchWorker,
  type ManualBatchWorker,
  startBatchWorker,
} from '../platform/job-loop.js';
import type { Store } from '../store/store.js';
import { settleDebit } from './debit-settlement.js';
import { claimDueSettlement, markSettled } from './debit-settlement-rows.js';

export interface DebitWorkerOptions {
  /** How long a bank debit stays processing before the test bank answers. */
  readonly delayMs?: number;
  /** The same for Stripe's "after at least three minutes" test accounts. */
  readonly slowDelayMs?: number;
  readonly pollIntervalMs?: number;
  /** Jobs settled per round, each in its own short transaction. */
  readonly batchSize?: number;
  readonly onError?: (error: unknown) => void;
}

const DEBIT_WORKER_DEFAULTS = {
  delayMs: 3_000,
  slowDelayMs: 3 * 60_000,
  pollIntervalMs: 1_000,
  batchSize: 8,
  onError: (_error: unknown) => undefined,
} satisfies Required<DebitWorkerOptions>;

export type DebitWorker = BatchWorker;
export type ManualDebitWorker = ManualBatchWorker<Required<DebitWorkerOptions>>;

/** A worker without its loop: call runOnce() yourself (tests, or a scheduler of your own). */
export function createDebitWorker(store: Store, given: DebitWorkerOptions = {}): ManualDebitWorker {
  const options = { ...DEBIT_WORKER_DEFAULTS, ...given };
  return createBatchWorker(options, (now) =>
    store.transaction(async (tx) => {
      const job = await claimDueSettlement(tx, now, options);
      if (!job) return false;
      await settleDebit(tx, job);
      await markSettled(tx, job.id, now);
      return true;
    }),
  );
}

/** Settles bank debits from the database until stopped; every process may run one. */
export function startDebitWorker(store: Store, given: DebitWorkerOptions = {}): DebitWorker {
  return startBatchWorker(createDebitWorker(store, given));
}
