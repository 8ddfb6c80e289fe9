import type { Account } from '../platform/accounts.js';
import { scenarioBypassesPending } from '../processor/card-scenarios.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable } from '../store/store.js';
import { insertBalanceTransactions } from './balance-rows.js';
import {
  type BalanceTransactionObject,
  type ChargeSource,
  chargeTransaction,
  type DisputeSource,
  disputeReinstatement,
  disputeWithdrawal,
  type RefundSource,
  refundFailureTransaction,
  refundTransaction,
} from './balance-transaction-object.js';

// The hooks the payment, refund and dispute paths call, in the transaction of the change they
// book: each builds the balance transaction, names it on its source object and (but for the
// one-statement payment write, which inserts it itself) stores it.

/** A Charge as booking reads and marks it. */
export interface BookedCharge extends ChargeSource {
  readonly status: string;
  readonly captured: boolean;
  balance_transaction: string | null;
}

/**
 * The balance transaction of a Charge just captured and paid that has none yet (undefined for
 * any other), named on the Charge. `outcome` is its card's test outcome: Stripe's
 * bypassPending cards make the funds available at once.
 */
export function chargeBooking(
  charge: BookedCharge,
  created: number,
  outcome: TestOutcome | undefined,
): BalanceTransactionObject | undefined {
  if (charge.status !== 'succeeded' || !charge.captured || charge.balance_transaction !== null) {
    return undefined;
  }
  const bypass = outcome !== undefined && scenarioBypassesPending(outcome);
  const transaction = chargeTransaction(charge, created, bypass);
  charge.balance_transaction = transaction.id;
  return transaction;
}

/** chargeBooking, stored in the caller's transaction. */
export async function bookCharge(
  tx: Queryable,
  account: Account,
  charge: BookedCharge,
  created: number,
  outcome: TestOutcome | undefined,
): Promise<void> {
  const transaction = chargeBooking(charge, created, outcome);
  if (transaction) await insertBalanceTransactions(tx, account, [transaction]);
}

/** A new refund's balance transaction, named on the refund. */
export async function bookRefund(
  tx: Queryable,
  account: Account,
  refund: RefundSource & { balance_transaction: string | null },
  charge: ChargeSource,
): Promise<void> {
  const transaction = refundTransaction(refund, charge);
  refund.balance_transaction = transaction.id;
  await insertBalanceTransactions(tx, account, [transaction]);
}

/** A failed refund's funds coming back; named as the refund's failure_balance_transaction. */
export async function bookRefundFailure(
  tx: Queryable,
  account: Account,
  refund: RefundSource & { failure_balance_transaction?: string | null },
  created: number,
): Promise<void> {
  const transaction = refundFailureTransaction(refund, created);
  refund.failure_balance_transaction = transaction.id;
  await insertBalanceTransactions(tx, account, [transaction]);
}

/** A chargeback opening (withdrawal) or won (reinstatement), added to its balance_transactions. */
export async function bookDispute(
  tx: Queryable,
  account: Account,
  dispute: DisputeSource & { balance_transactions: BalanceTransactionObject[] },
  kind: 'withdrawal' | 'reinstatement',
  created: number,
): Promise<void> {
  const transaction =
    kind === 'withdrawal'
      ? disputeWithdrawal(dispute, created)
      : disputeReinstatement(dispute, created);
  dispute.balance_transactions = [...dispute.balance_transactions, transaction];
  await insertBalanceTransactions(tx, account, [transaction]);
}
