import { newId, unixNow } from '../ids.js';
import {
  CHARGE_UNUSED_FIELDS,
  type ChargeObject,
  cardAuthorizationFields,
} from '../objects/charge.js';
import type { PaymentIntentObject } from '../objects/payment-intent.js';
import type { PaymentMethodObject } from '../objects/payment-method.js';
import type { Authorization } from '../processor/test-processor.js';

/** The Charge one authorisation attempt leaves behind, successful or failed. */
export function buildCharge(
  intent: PaymentIntentObject,
  method: PaymentMethodObject,
  result: Authorization,
  now: Date,
): ChargeObject {
  const approved = result.approved;
  const captured = approved && intent.capture_method !== 'manual';
  const card = method.card;
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: method.billing_details,
    calculated_statement_descriptor: (intent.statement_descriptor ?? 'KASSA').toUpperCase(),
    captured,
    created: unixNow(now),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: approved ? null : result.code,
    failure_message: approved ? null : result.message,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: approved ? 'approved_by_network' : result.networkStatus,
      reason: approved ? null : result.declineCode,
      risk_level: 'normal',
      risk_score: 20,
      seller_message: approved ? 'Payment complete.' : result.sellerMessage,
      type: approved ? 'authorized' : 'issuer_declined',
    },
    paid: approved,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      card: {
        amount_authorized: approved ? intent.amount : null,
        brand: card.brand,
        checks: {
          address_line1_check: card.checks.address_line1_check && (approved ? 'pass' : 'unchecked'),
          address_postal_code_check:
            card.checks.address_postal_code_check && (approved ? 'pass' : 'unchecked'),
          cvc_check: card.checks.cvc_check && (approved ? 'pass' : cvcOnDecline(result)),
        },
        country: card.country,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_token: { used: false },
        three_d_secure: null,
        wallet: null,
        ...cardAuthorizationFields(intent.amount, approved),
      },
      type: 'card',
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: intent.shipping,
    source_transfer: null,
    statement_descriptor: intent.statement_descriptor,
    statement_descriptor_suffix: null,
    status: approved ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: intent.transfer_group,
    ...CHARGE_UNUSED_FIELDS,
  };
}

function cvcOnDecline(result: Authorization): 'fail' | 'unchecked' {
  return !result.approved && result.code === 'incorrect_cvc' ? 'fail' : 'unchecked';
}
