import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { SettlementJob } from './debit-settlement.js';

// The debit_settlements table: every statement on it is here. A bank debit's confirm schedules
// its job (payment-intents/); the debit worker claims and settles it.

const SCHEDULE_SQL = `INSERT INTO debit_settlements (account_id, intent_id, charge_id, slow, ready_at)
  VALUES ($1, $2, $3, $4, $5)`;

// One due job, locked so no other worker (process) takes it: SKIP LOCKED passes over jobs
// another transaction holds. The delay is the worker's setting, added to when the debit began.
const CLAIM_SQL = `SELECT id, account_id, intent_id, charge_id FROM debit_settlements
  WHERE state = 'pending' AND ready_at <= $1
    AND ready_at + CASE WHEN slow THEN $2::bigint ELSE $3::bigint END <= $1
  ORDER BY ready_at LIMIT 1
  FOR UPDATE SKIP LOCKED`;

const DONE_SQL = `UPDATE debit_settlements SET state = 'done', settled_at = $2 WHERE id = $1`;

/** The settlement job of a debit that went to processing, stored with it. */
export async function scheduleSettlement(
  db: Queryable,
  account: Account,
  job: { intentId: string; chargeId: string; slow: boolean; readyAt: number },
): Promise<void> {
  await db.query(SCHEDULE_SQL, [account.id, job.intentId, job.chargeId, job.slow, job.readyAt]);
}

/** One due job, locked for the claiming transaction; undefined when none is due. */
export async function claimDueSettlement(
  tx: Queryable,
  now: number,
  delays: { readonly delayMs: number; readonly slowDelayMs: number },
): Promise<SettlementJob | undefined> {
  const [job] = await tx.query<SettlementJob>(CLAIM_SQL, [now, delays.slowDelayMs, delays.delayMs]);
  return job;
}

export async function markSettled(tx: Queryable, id: string, now: number): Promise<void> {
  await tx.query(DONE_SQL, [id, now]);
}
