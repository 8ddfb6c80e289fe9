import { newId } from '../platform/ids.js';
import { disputeFee, processingFee } from './pricing.js';

// Balance transactions as Stripe's API renders them, and the ones a payment, a refund, a failed
// refund and a dispute leave behind. Built here from the few fields of their source each one
// needs (balance/ comes before charges/ and disputes/ in the server's folder order).

export type BalanceTransactionType =
  | 'charge'
  | 'payment'
  | 'refund'
  | 'payment_refund'
  | 'refund_failure'
  | 'adjustment';

export type ReportingCategory =
  | 'charge'
  | 'refund'
  | 'refund_failure'
  | 'dispute'
  | 'dispute_reversal';

export interface FeeDetail {
  amount: number;
  application: null;
  currency: string;
  description: string;
  type: 'stripe_fee';
}

export interface BalanceTransactionObject {
  id: string;
  object: 'balance_transaction';
  amount: number;
  available_on: number;
  balance_type: 'payments';
  created: number;
  currency: string;
  description: string | null;
  exchange_rate: null;
  fee: number;
  fee_details: FeeDetail[];
  net: number;
  reporting_category: ReportingCategory;
  /** The object that moved the funds; its id, or the object when expanded. */
  source: string | Record<string, unknown>;
  /** Derived from available_on when read (the store's view); what it was when written. */
  status: 'pending' | 'available';
  type: BalanceTransactionType;
}

const DAY = 86_400;

/**
 * How long a payment's funds stay pending: Stripe's standard payout schedule for a US account
 * makes them available two days on, at the start of that day (UTC).
 */
export const PENDING_DAYS = 2;

/** When a payment made at `created` becomes available: two days on, or at once when bypassing. */
export function availableOn(created: number, bypassPending: boolean): number {
  if (bypassPending) return created;
  return (Math.floor(created / DAY) + PENDING_DAYS) * DAY;
}

function transaction(
  fields: Omit<
    BalanceTransactionObject,
    'id' | 'object' | 'balance_type' | 'exchange_rate' | 'net' | 'status'
  >,
): BalanceTransactionObject {
  return {
    id: newId('txn'),
    object: 'balance_transaction',
    ...fields,
    balance_type: 'payments',
    exchange_rate: null,
    net: fields.amount - fields.fee,
    status: fields.available_on <= fields.created ? 'available' : 'pending',
  };
}

const fees = (amount: number, currency: string, description: string): FeeDetail[] =>
  amount === 0 ? [] : [{ amount, application: null, currency, description, type: 'stripe_fee' }];

/** What a payment's balance transaction is made from: its Charge. */
export interface ChargeSource {
  readonly id: string;
  readonly amount_captured: number;
  readonly currency: string;
  readonly created: number;
  readonly description: string | null;
  readonly payment_method_details: { readonly type: string };
}

const isCard = (charge: ChargeSource) => charge.payment_method_details.type === 'card';

/**
 * A captured payment: type `charge` for a card, `payment` for any other method (as Stripe
 * names them), the processing fee taken from it.
 */
export function chargeTransaction(
  charge: ChargeSource,
  created: number,
  bypassPending: boolean,
): BalanceTransactionObject {
  const fee = processingFee(charge.amount_captured, charge.currency);
  return transaction({
    amount: charge.amount_captured,
    available_on: availableOn(created, bypassPending),
    created,
    currency: charge.currency,
    description: charge.description,
    fee,
    fee_details: fees(fee, charge.currency, 'Stripe processing fees'),
    reporting_category: 'charge',
    source: charge.id,
    type: isCard(charge) ? 'charge' : 'payment',
  });
}

/** What a refund's balance transactions are made from: the Refund. */
export interface RefundSource {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly created: number;
}

/**
 * A refund takes its amount from the balance at once. Stripe keeps the payment's processing
 * fee, so the refund has none.
 */
export function refundTransaction(
  refund: RefundSource,
  charge: ChargeSource,
): BalanceTransactionObject {
  return transaction({
    amount: -refund.amount,
    available_on: refund.created,
    created: refund.created,
    currency: refund.currency,
    description: `REFUND FOR ${isCard(charge) ? 'CHARGE' : 'PAYMENT'} (${charge.description ?? charge.id})`,
    fee: 0,
    fee_details: [],
    reporting_category: 'refund',
    source: refund.id,
    type: isCard(charge) ? 'refund' : 'payment_refund',
  });
}

/** A refund the card network failed: its amount comes back to the balance. */
export function refundFailureTransaction(
  refund: RefundSource,
  created: number,
): BalanceTransactionObject {
  return transaction({
    amount: refund.amount,
    available_on: created,
    created,
    currency: refund.currency,
    description: 'REFUND FAILURE',
    fee: 0,
    fee_details: [],
    reporting_category: 'refund_failure',
    source: refund.id,
    type: 'refund_failure',
  });
}

/** What a dispute's balance transactions are made from: the Dispute. */
export interface DisputeSource {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly charge: string;
}

/** A chargeback withdraws the disputed amount and the dispute fee. */
export function disputeWithdrawal(
  dispute: DisputeSource,
  created: number,
): BalanceTransactionObject {
  const fee = disputeFee(dispute.currency);
  return transaction({
    amount: -dispute.amount,
    available_on: created,
    created,
    currency: dispute.currency,
    description: `Chargeback withdrawal for ${dispute.charge}`,
    fee,
    fee_details: fees(fee, dispute.currency, 'Dispute fee'),
    reporting_category: 'dispute',
    source: dispute.id,
    type: 'adjustment',
  });
}

/** A chargeback won gives the disputed amount back; the dispute fee stays taken. */
export function disputeReinstatement(
  dispute: DisputeSource,
  created: number,
): BalanceTransactionObject {
  return transaction({
    amount: dispute.amount,
    available_on: created,
    created,
    currency: dispute.currency,
    description: `Chargeback reversal for ${dispute.charge}`,
    fee: 0,
    fee_details: [],
    reporting_category: 'dispute_reversal',
    source: dispute.id,
    type: 'adjustment',
  });
}
