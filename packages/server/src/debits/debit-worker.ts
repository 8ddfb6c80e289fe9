import { settleRefund } from '../charges/refund-settlement.js';
import { claimDueRefundSettlement, markRefundSettled } from '../charges/refund-settlement-rows.js';
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
  /**
   * How long a bank debit stays processing before the test bank answers, and an asynchronous
   * refund card's refund before the card network answers.
   */
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

/**
 * A worker without its loop: call runOnce() yourself (tests, or a scheduler of your own). Each
 * job is a due bank debit, else a due refund of one of Stripe's asynchronous refund cards.
 */
export function createDebitWorker(store: Store, given: DebitWorkerOptions = {}): ManualDebitWorker {
  const options = { ...DEBIT_WORKER_DEFAULTS, ...given };
  return createBatchWorker(options, (now) =>
    store.transaction(async (tx) => {
      const job = await claimDueSettlement(tx, now, options);
      if (job) {
        await settleDebit(tx, job);
        await markSettled(tx, job.id, now);
        return true;
      }
      const refund = await claimDueRefundSettlement(tx, now, options.delayMs);
      if (!refund) return false;
      await settleRefund(tx, refund);
      await markRefundSettled(tx, refund.id, now);
      return true;
    }),
  );
}

/** Settles bank debits and asynchronous refunds from the database until stopped. */
export function startDebitWorker(store: Store, given: DebitWorkerOptions = {}): DebitWorker {
  return startBatchWorker(createDebitWorker(store, given));
}
