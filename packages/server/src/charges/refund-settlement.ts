import { bookRefundFailure } from '../balance/balance-booking.js';
import { type EventInput, recordMany } from '../events/event-service.js';
import type { Account } from '../platform/accounts.js';
import { unixNow } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import type { ChargeObject } from './charge-object.js';
import { findChargeRow, writeCharge } from './charge-rows.js';
import type { RefundObject } from './refund-object.js';
import { REFUND_FAILURE_REASON, type RefundSettlementJob } from './refund-settlement-rows.js';
import { findRefundRow, writeRefund } from './refunds.js';

/**
 * The card network's answer to a refund: a pending one succeeds; a failing one fails, and its
 * amount goes back to the Charge's unrefunded amount (Stripe returns failed refunds' funds).
 * A refund that changed meanwhile (canceled, already settled) is left alone. Runs in the claiming
 * transaction: refund, Charge, events and job change together.
 */
export async function settleRefund(tx: Queryable, job: RefundSettlementJob): Promise<void> {
  const account = { id: job.account_id } as Account;
  const refund = await findRefundRow(tx, account, job.refund_id, true);
  const from = job.outcome === 'succeeded' ? 'pending' : 'succeeded';
  if (refund === undefined || refund.status !== from) return;
  const events: EventInput[] = [];
  let settled: RefundObject;
  if (job.outcome === 'succeeded') {
    settled = { ...refund, status: 'succeeded' };
  } else {
    settled = {
      ...refund,
      status: 'failed',
      failure_balance_transaction: null,
      failure_reason: REFUND_FAILURE_REASON,
    };
    await bookRefundFailure(tx, account, settled, unixNow());
    const charge = await findChargeRow(tx, account, refund.charge, { lock: true });
    if (charge !== undefined) {
      const amountRefunded = Math.max(0, charge.amount_refunded - refund.amount);
      const updated: ChargeObject = {
        ...charge,
        amount_refunded: amountRefunded,
        refunded: amountRefunded > 0 && amountRefunded >= charge.amount_captured,
      };
      await writeCharge(tx, updated);
    }
  }
  await writeRefund(tx, settled);
  const previousAttributes = { status: refund.status };
  events.push(
    { type: 'charge.refund.updated', object: settled, previousAttributes },
    { type: 'refund.updated', object: settled, previousAttributes },
  );
  if (settled.status === 'failed') events.push({ type: 'refund.failed', object: settled });
  await recordMany(tx, account, events);
}
