import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { generatesSepaDebit, NOTHING_GENERATED } from '../mandates/generated-sepa.js';
import {
  isLinkMethod,
  type LinkFunding,
  type PaymentMethodObject,
} from '../payment-methods/payment-method-object.js';
import { newId, unixNow } from '../platform/ids.js';
import { checkedCard } from '../processor/card-scenarios.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Authorization } from '../processor/test-processor.js';
import { assessRisk, type RiskAssessment } from '../processor/test-processor.js';
import {
  CHARGE_UNUSED_FIELDS,
  type ChargeObject,
  type ChargeOutcome,
  cardAuthorizationFields,
} from './charge-object.js';

/** What a charge is at a moment of its life: paid (and maybe captured), pending or failed. */
interface ChargeState {
  readonly status: ChargeObject['status'];
  readonly captured: boolean;
  readonly outcome: ChargeOutcome | null;
  readonly failure: { code: string; message: string } | null;
}

function chargeOf(
  intent: PaymentIntentObject,
  method: PaymentMethodObject,
  state: ChargeState,
  details: ChargeObject['payment_method_details'],
  now: Date,
): ChargeObject {
  const { status, captured, outcome, failure } = state;
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
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome,
    paid: status === 'succeeded',
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: details,
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: intent.shipping,
    source_transfer: null,
    statement_descriptor: intent.statement_descriptor,
    statement_descriptor_suffix: null,
    status,
    transfer_data: null,
    transfer_group: intent.transfer_group,
    ...CHARGE_UNUSED_FIELDS,
  };
}

/** charge.outcome once the bank (or the network, or Radar) has answered. */
function chargeOutcome(
  approved: boolean,
  decline?: { reason: string; sellerMessage: string },
  risk: RiskAssessment = assessRisk('succeed'),
): ChargeOutcome {
  return {
    advice_code: null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: approved
      ? 'approved_by_network'
      : risk.blocked
        ? 'not_sent_to_network'
        : 'declined_by_network',
    reason: approved ? null : risk.blocked ? 'highest_risk_level' : (decline?.reason ?? null),
    risk_level: risk.level,
    risk_score: risk.score,
    seller_message: approved
      ? 'Payment complete.'
      : (decline?.sellerMessage ?? 'The bank declined this payment.'),
    type: approved ? 'authorized' : risk.blocked ? 'blocked' : 'issuer_declined',
  };
}

/**
 * The Charge one authorisation attempt leaves behind, successful or failed; `outcome`, the
 * card's, says which of its checks pass when approved. A `link` method's charge shows only
 * the country of the wallet card that funded it (`funding`), as Stripe's does.
 */
export function buildCharge(
  intent: PaymentIntentObject,
  method: PaymentMethodObject,
  result: Authorization,
  now: Date,
  risk?: RiskAssessment,
  outcome: TestOutcome = 'succeed',
  funding: LinkFunding | null = null,
): ChargeObject {
  const approved = result.approved;
  const card = method.card;
  const state: ChargeState = {
    status: approved ? 'succeeded' : 'failed',
    captured: approved && intent.capture_method !== 'manual',
    outcome: result.approved
      ? chargeOutcome(true, undefined, risk)
      : chargeOutcome(
          false,
          { reason: result.declineCode, sellerMessage: result.sellerMessage },
          risk,
        ),
    failure: result.approved ? null : { code: result.code, message: result.message },
  };
  if (isLinkMethod(method)) {
    const details = { type: 'link', link: { country: funding?.card.country ?? null } };
    return chargeOf(intent, method, state, details as ChargeObject['payment_method_details'], now);
  }
  const details = {
    card: {
      amount_authorized: approved ? intent.amount : null,
      brand: card.brand,
      checks: approved
        ? checkedCard(outcome, card.checks)
        : {
            address_line1_check: card.checks.address_line1_check && 'unchecked',
            address_postal_code_check: card.checks.address_postal_code_check && 'unchecked',
            cvc_check: card.checks.cvc_check && cvcOnDecline(result),
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
      // A wallet's card says which wallet paid, as Stripe's charge does.
      wallet: card.wallet,
      ...cardAuthorizationFields(intent.amount, approved),
    },
    type: 'card',
  } satisfies ChargeObject['payment_method_details'];
  return chargeOf(intent, method, state, details, now);
}

function cvcOnDecline(result: Authorization): 'fail' | 'unchecked' {
  return !result.approved && result.code === 'incorrect_cvc' ? 'fail' : 'unchecked';
}

/**
 * The Charge of a non-card payment: pending while a bank debit is processing, succeeded once
 * a bank has paid. Its details are the method's own (no full account numbers) and the mandate.
 */
export function buildNonCardCharge(
  intent: PaymentIntentObject,
  method: PaymentMethodObject,
  status: 'pending' | 'succeeded',
  mandate: string | null,
  now: Date,
): ChargeObject {
  const own = (method as unknown as Record<string, unknown>)[method.type];
  const { generated_from: _generated, ...shown } = (own ?? {}) as Record<string, unknown>;
  const details: Record<string, unknown> = { type: method.type };
  details[method.type] = {
    ...shown,
    ...(mandate === null ? {} : { mandate }),
    // Filled in once saving the payment generates a sepa_debit method (generated-sepa.ts).
    ...(generatesSepaDebit(method.type) ? NOTHING_GENERATED : {}),
  };
  const state: ChargeState = {
    status,
    captured: status === 'succeeded',
    outcome: status === 'succeeded' ? chargeOutcome(true) : null,
    failure: null,
  };
  return chargeOf(intent, method, state, details as ChargeObject['payment_method_details'], now);
}

/** A pending debit the bank paid. */
export function settledCharge(charge: ChargeObject): ChargeObject {
  return {
    ...charge,
    status: 'succeeded',
    paid: true,
    captured: true,
    amount_captured: charge.amount,
    outcome: chargeOutcome(true),
  };
}

/** A pending debit the bank returned (or, with its own seller message, one that was canceled). */
export function failedCharge(
  charge: ChargeObject,
  code: string,
  message: string,
  sellerMessage = `The bank returned the failure code \`${code}\`.`,
): ChargeObject {
  return {
    ...charge,
    status: 'failed',
    paid: false,
    failure_code: code,
    failure_message: message,
    outcome: chargeOutcome(false, {
      reason: code,
      sellerMessage,
    }),
  };
}
