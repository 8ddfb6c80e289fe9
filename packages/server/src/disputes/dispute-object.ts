import type { TestCardDispute } from '@kassa/core';
import type { BalanceTransactionObject } from '../balance/balance-transaction-object.js';
import type { ChargeObject } from '../charges/charge-object.js';
import { newId, unixNow } from '../platform/ids.js';

// The Dispute object as Stripe's API renders it.

/** Every field of a dispute's evidence: the merchant's text, or a file id, for each. */
export const EVIDENCE_FIELDS = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_communication',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'customer_signature',
  'duplicate_charge_documentation',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'receipt',
  'refund_policy',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'service_documentation',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_documentation',
  'shipping_tracking_number',
  'uncategorized_file',
  'uncategorized_text',
] as const;

export type EvidenceField = (typeof EVIDENCE_FIELDS)[number];

export type DisputeEvidence = Record<EvidenceField, string | null> & {
  enhanced_evidence: Record<string, never>;
};

export type DisputeStatus =
  | 'warning_needs_response'
  | 'warning_under_review'
  | 'warning_closed'
  | 'needs_response'
  | 'under_review'
  | 'won'
  | 'lost';

type EnhancedEligibilityType =
  | 'visa_compelling_evidence_3'
  | 'visa_compliance'
  | 'mastercard_compliance';

export interface DisputeObject {
  id: string;
  object: 'dispute';
  amount: number;
  /** The chargeback's withdrawal and, once won, its reinstatement (balance/). */
  balance_transactions: BalanceTransactionObject[];
  charge: string;
  created: number;
  currency: string;
  enhanced_eligibility_types: EnhancedEligibilityType[];
  evidence: DisputeEvidence;
  evidence_details: {
    due_by: number | null;
    enhanced_eligibility: Record<string, unknown>;
    has_evidence: boolean;
    past_due: boolean;
    submission_count: number;
    submission_method: 'manual' | 'not_submitted';
  };
  intended_submission_method: null;
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  network_reason_code: string | null;
  payment_intent: string | null;
  payment_method_details: {
    card: {
      brand: string;
      case_type: 'chargeback' | 'inquiry' | 'compliance';
      network: string;
      network_reason_code: string | null;
    };
    type: 'card';
  };
  reason: string;
  status: DisputeStatus;
}

// The issuer gives the merchant this long to answer (Stripe shows the network's deadline).
const RESPONSE_WINDOW_SECONDS = 7 * 24 * 60 * 60;

/** Open statuses: the merchant may still answer. */
export const AWAITING_RESPONSE: ReadonlySet<DisputeStatus> = new Set([
  'needs_response',
  'warning_needs_response',
]);

/** Statuses after which nothing changes but the metadata. */
export const CLOSED: ReadonlySet<DisputeStatus> = new Set(['won', 'lost', 'warning_closed']);

function eligibility(
  spec: TestCardDispute,
  brand: string,
): Pick<DisputeObject, 'enhanced_eligibility_types'> & {
  enhanced_eligibility: Record<string, unknown>;
} {
  if (spec.reason === 'noncompliant') {
    const type = brand === 'mastercard' ? 'mastercard_compliance' : 'visa_compliance';
    return {
      enhanced_eligibility_types: [type],
      enhanced_eligibility: { [type]: { status: 'requires_fee_acknowledgement' } },
    };
  }
  if (spec.visaCompellingEvidence3) {
    return {
      enhanced_eligibility_types: ['visa_compelling_evidence_3'],
      // Nothing is answered yet: every piece Compelling Evidence 3.0 asks for is missing.
      enhanced_eligibility: {
        visa_compelling_evidence_3: {
          required_actions: [
            'missing_customer_identifiers',
            'missing_disputed_transaction_description',
            'missing_merchandise_or_services',
            'missing_prior_undisputed_transactions',
          ],
          status: 'requires_action',
        },
      },
    };
  }
  return { enhanced_eligibility_types: [], enhanced_eligibility: {} };
}

/** The dispute an issuer opens on a succeeded card Charge. */
export function buildDispute(
  charge: ChargeObject,
  spec: TestCardDispute,
  now: Date,
): DisputeObject {
  const created = unixNow(now);
  const brand = charge.payment_method_details.card?.brand ?? 'unknown';
  const { enhanced_eligibility_types, enhanced_eligibility } = eligibility(spec, brand);
  const evidence = Object.fromEntries(EVIDENCE_FIELDS.map((field) => [field, null]));
  const networkReasonCode = spec.networkReasonCode ?? null;
  return {
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount_captured,
    balance_transactions: [],
    charge: charge.id,
    created,
    currency: charge.currency,
    enhanced_eligibility_types,
    evidence: { ...(evidence as Record<EvidenceField, null>), enhanced_evidence: {} },
    evidence_details: {
      due_by: created + RESPONSE_WINDOW_SECONDS,
      enhanced_eligibility,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    // An inquiry withdraws nothing yet: the payment may still be refunded instead.
    is_charge_refundable: spec.inquiry === true,
    livemode: false,
    metadata: {},
    network_reason_code: networkReasonCode,
    payment_intent: charge.payment_intent,
    payment_method_details: {
      card: {
        brand,
        case_type: spec.inquiry
          ? 'inquiry'
          : spec.reason === 'noncompliant'
            ? 'compliance'
            : 'chargeback',
        network: brand,
        network_reason_code: networkReasonCode,
      },
      type: 'card',
    },
    reason: spec.reason,
    status: spec.inquiry ? 'warning_needs_response' : 'needs_response',
  };
}
