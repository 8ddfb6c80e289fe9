export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';
export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

// The Refund object as Stripe's API renders it (null where nothing applies).
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  /** Only on a failed refund: the balance transaction returning its funds. */
  failure_balance_transaction?: string | null;
  /** Only on a failed refund: why it failed. */
  failure_reason?: 'lost_or_stolen_card' | 'expired_or_canceled_card' | 'unknown';
  destination_details: {
    card: {
      reference: string | null;
      reference_status: 'pending' | 'available' | 'unavailable';
      reference_type: 'acquirer_reference_number';
      type: 'refund' | 'reversal';
    };
    type: 'card';
  };
  metadata: Record<string, string>;
  payment_intent: string | null;
  reason: RefundReason | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: RefundStatus;
  transfer_reversal: null;
}
