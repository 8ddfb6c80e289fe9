import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';

// The refund_settlements table: every statement on it is here. A refund of one of Stripe's
// asynchronous refund cards' payments schedules its job (refunds.ts); the settlement worker
// (debits/debit-worker.ts, which also settles bank debits) claims and settles it.

/** What a settled refund becomes: `pending` ones succeed, the failing card's fail. */
export type RefundSettlementOutcome = 'succeeded' | 'failed';

export interface RefundSettlementJob {
  readonly id: string;
  readonly account_id: string;
  readonly refund_id: string;
  readonly outcome: RefundSettlementOutcome;
  [column: string]: unknown;
}

/** Why the failing refund card's refunds fail (Stripe's `failure_reason`). */
export const REFUND_FAILURE_REASON = 'expired_or_canceled_card';

const SCHEDULE_SQL = `INSERT INTO refund_settlements (account_id, refund_id, outcome, ready_at)
  VALUES ($1, $2, $3, $4)`;

// One due job, locked so no other worker (process) takes it, as debit_settlements' claim.
const CLAIM_SQL = `SELECT id, account_id, refund_id, outcome FROM refund_settlements
  WHERE state = 'pending' AND ready_at + $2::bigint <= $1
  ORDER BY ready_at LIMIT 1
  FOR UPDATE SKIP LOCKED`;

const DONE_SQL = `UPDATE refund_settlements SET state = 'done', settled_at = $2 WHERE id = $1`;

export async function scheduleRefundSettlement(
  db: Queryable,
  account: Account,
  job: { refundId: string; outcome: RefundSettlementOutcome; readyAt: number },
): Promise<void> {
  await db.query(SCHEDULE_SQL, [account.id, job.refundId, job.outcome, job.readyAt]);
}

/** One due job, locked for the claiming transaction; undefined when none is due. */
export async function claimDueRefundSettlement(
  tx: Queryable,
  now: number,
  delayMs: number,
): Promise<RefundSettlementJob | undefined> {
  const [job] = await tx.query<RefundSettlementJob>(CLAIM_SQL, [now, delayMs]);
  return job;
}

export async function markRefundSettled(tx: Queryable, id: string, now: number): Promise<void> {
  await tx.query(DONE_SQL, [id, now]);
}
