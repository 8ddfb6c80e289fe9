import { type JobLoop, startJobLoop } from '../platform/job-loop.js';
import type { Store } from '../store/store.js';
import { type SettlementJob, settleDebit } from './debit-settlement.js';

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

// One due job, locked so no other worker (process) takes it: SKIP LOCKED passes over jobs
// another transaction holds. The delay is the worker's setting, added to when the debit began.
const CLAIM_SQL = `SELECT id, account_id, intent_id, charge_id FROM debit_settlements
  WHERE state = 'pending' AND ready_at <= $1
    AND ready_at + CASE WHEN slow THEN $2::bigint ELSE $3::bigint END <= $1
  ORDER BY ready_at LIMIT 1
  FOR UPDATE SKIP LOCKED`;

const DONE_SQL = `UPDATE debit_settlements SET state = 'done', settled_at = $2 WHERE id = $1`;

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
      const [job] = await tx.query<SettlementJob>(CLAIM_SQL, [
        now,
        options.slowDelayMs,
        options.delayMs,
      ]);
      if (!job) return false;
      await settleDebit(tx, job);
      await tx.query(DONE_SQL, [job.id, now]);
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
