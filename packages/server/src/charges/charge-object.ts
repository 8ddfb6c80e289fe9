import type { ThreeDSecureDetails } from '../intents/next-action-object.js';
import type {
  BillingDetails,
  CardChecks,
  CardWallet,
} from '../payment-methods/payment-method-object.js';

export interface ChargeOutcome {
  advice_code: null;
  network_advice_code: null;
  network_decline_code: null;
  network_status: 'approved_by_network' | 'declined_by_network' | 'not_sent_to_network';
  reason: string | null;
  risk_level: 'normal' | 'elevated' | 'highest';
  risk_score: number;
  seller_message: string;
  type: 'authorized' | 'issuer_declined' | 'blocked';
}

export interface ChargeCardDetails {
  amount_authorized: number | null;
  brand: string;
  checks: CardChecks;
  country: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: string;
  installments: null;
  last4: string;
  mandate: null;
  network: string;
  network_token: { used: false };
  three_d_secure: ThreeDSecureDetails | null;
  wallet: CardWallet | null;
  authorization_code: string | null;
  extended_authorization: { status: 'disabled' };
  incremental_authorization: { status: 'unavailable' };
  multicapture: { status: 'unavailable' };
  network_transaction_id: string | null;
  overcapture: { maximum_amount_capturable: number; status: 'unavailable' };
  regulated_status: 'unregulated';
}

/** A card's details, or (other types) the type's own object under its name. */
export interface ChargePaymentMethodDetails {
  type: string;
  card?: ChargeCardDetails;
  [type: string]: unknown;
}

export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  application: null;
  application_fee: null;
  application_fee_amount: null;
  /** Set once the payment is captured and paid (balance/balance-booking.ts). */
  balance_transaction: string | null;
  billing_details: BillingDetails;
  calculated_statement_descriptor: string;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  disputed: boolean;
  failure_balance_transaction: null;
  failure_code: string | null;
  failure_message: string | null;
  fraud_details: Record<string, never>;
  livemode: false;
  metadata: Record<string, string>;
  on_behalf_of: null;
  /** Null while a bank debit is pending. */
  outcome: ChargeOutcome | null;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: ChargePaymentMethodDetails;
  receipt_email: string | null;
  receipt_number: null;
  receipt_url: null;
  refunded: boolean;
  review: null;
  shipping: unknown;
  source_transfer: null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: null;
  status: 'succeeded' | 'pending' | 'failed';
  transfer_data: null;
  transfer_group: string | null;
  destination: null;
  dispute: null;
  radar_options: Record<string, never>;
  source: null;
}

/** Charge fields that no Kassa feature sets yet, as Stripe renders them. */
export const CHARGE_UNUSED_FIELDS = {
  destination: null,
  dispute: null,
  radar_options: {},
  source: null,
} as const satisfies Partial<ChargeObject>;

/** Card-details fields of an authorisation that the test processor does not vary. */
export function cardAuthorizationFields(amount: number, approved: boolean) {
  return {
    authorization_code: approved ? '123456' : null,
    extended_authorization: { status: 'disabled' },
    incremental_authorization: { status: 'unavailable' },
    multicapture: { status: 'unavailable' },
    network_transaction_id: approved ? '123456789012345' : null,
    overcapture: { maximum_amount_capturable: amount, status: 'unavailable' },
    regulated_status: 'unregulated',
  } as const satisfies Partial<ChargeCardDetails>;
}
