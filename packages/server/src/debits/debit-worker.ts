import { type JobLoop, startJobLoop } from '../platform/job-loop.js';
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

export interface DebitWorker {
  /** One round: settles due debits. Resolves to the number settled. */
  runOnce(now?: number): Promise<number>;
  stop(): Promise<void>;
}

export interface ManualDebitWorker {
  readonly options: Required<DebitWorkerOptions>;
  readonly signal: AbortSignal;
  runOnce(now?: number): Promise<number>;
  abort(): void;
}

/** A worker without its loop: call runOnce() yourself (tests, or a scheduler of your own). */
export function createDebitWorker(store: Store, given: DebitWorkerOptions = {}): ManualDebitWorker {
  const options = { ...DEBIT_WORKER_DEFAULTS, ...given };
  const stopping = new AbortController();

  const settleOne = (now: number): Promise<boolean> =>
    store.transaction(async (tx) => {
      const job = await claimDueSettlement(tx, now, options);
      if (!job) return false;
      await settleDebit(tx, job);
      await markSettled(tx, job.id, now);
      return true;
    });

  async function runOnce(now = Date.now()): Promise<number> {
    let settled = 0;
    while (settled < options.batchSize && !stopping.signal.aborted && (await settleOne(now))) {
      settled++;
    }
    return settled;
  }

  return { options, signal: stopping.signal, runOnce, abort: () => stopping.abort() };
}

/** Settles bank debits from the database until stopped; every process may run one. */
export function startDebitWorker(store: Store, given: DebitWorkerOptions = {}): DebitWorker {
  const worker = createDebitWorker(store, given);
  const loop: JobLoop = startJobLoop(
    () => worker.runOnce(),
    { ...worker.options, signal: worker.signal },
    worker.abort,
  );
  return { runOnce: worker.runOnce, stop: loop.stop };
}
