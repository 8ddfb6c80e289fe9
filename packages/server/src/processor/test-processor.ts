import { declineMessageEn } from '@kassa/core';
import type { ScenarioOutcome } from './card-outcomes.js';
import { isScenarioOutcome, scenarioRisk } from './card-scenarios.js';
import type { TestOutcome } from './test-cards.js';
import {
  type AuthenticationOutcome,
  authenticationRule,
  isAuthenticationOutcome,
} from './three-d-secure-cards.js';

export type DeclineErrorCode =
  | 'authentication_required'
  | 'card_declined'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

export interface Approval {
  readonly approved: true;
}

export interface Decline {
  readonly approved: false;
  readonly code: DeclineErrorCode;
  readonly declineCode: string;
  readonly message: string;
  readonly param?: string;
  /** Charge.outcome.seller_message of the failed charge. */
  readonly sellerMessage: string;
}

export type Authorization = Approval | Decline;

type DeclineOutcome = Exclude<
  TestOutcome,
  'succeed' | 'elevated_risk' | ScenarioOutcome | AuthenticationOutcome
>;

// Each declining outcome's error code and decline code.
const DECLINES: Readonly<Record<DeclineOutcome, readonly [DeclineErrorCode, string]>> = {
  generic_decline: ['card_declined', 'generic_decline'],
  insufficient_funds: ['card_declined', 'insufficient_funds'],
  lost_card: ['card_declined', 'lost_card'],
  stolen_card: ['card_declined', 'stolen_card'],
  expired_card: ['expired_card', 'expired_card'],
  incorrect_cvc: ['incorrect_cvc', 'incorrect_cvc'],
  processing_error: ['processing_error', 'processing_error'],
  card_velocity_exceeded: ['card_declined', 'card_velocity_exceeded'],
  fraudulent: ['card_declined', 'fraudulent'],
  customer_fail: ['card_declined', 'generic_decline'],
};

const SELLER_MESSAGES: Readonly<Record<string, string>> = {
  processing_error: 'The bank could not process this payment.',
  fraudulent: 'Stripe blocked this payment as too risky.',
};

/**
 * The offline processor: the outcome was fixed when the card number was tokenised (the PAN
 * itself is never kept), so authorising is a lookup.
 */
export function authorize(outcome: TestOutcome): Authorization {
  // A 3-D Secure card reaches the processor once authenticated (or when no one asks for it).
  if (isAuthenticationOutcome(outcome))
    return authorize(authenticationRule(outcome)?.after ?? 'succeed');
  if (outcome === 'succeed' || outcome === 'elevated_risk' || isScenarioOutcome(outcome)) {
    return { approved: true };
  }
  const [code, declineCode] = DECLINES[outcome];
  return {
    approved: false,
    code,
    declineCode,
    message: declineMessageEn(code, declineCode),
    ...(declineCode === 'incorrect_cvc' ? { param: 'cvc' } : {}),
    sellerMessage:
      SELLER_MESSAGES[declineCode] ??
      'The bank did not return any further details with this decline.',
  };
}

/**
 * The check a card gets when it is saved (attached to a customer, set up by a SetupIntent):
 * a card Stripe documents as declining only its charges passes it.
 */
export function verify(outcome: TestOutcome): Authorization {
  return outcome === 'customer_fail' ? { approved: true } : authorize(outcome);
}

export interface RiskAssessment {
  readonly level: 'normal' | 'elevated' | 'highest';
  readonly score: number;
  /** Radar stopped the payment before it reached the network. */
  readonly blocked: boolean;
}

/** Radar's assessment of a payment with this card (charge.outcome's risk fields). */
export function assessRisk(outcome: TestOutcome): RiskAssessment {
  if (outcome === 'fraudulent') return { level: 'highest', score: 95, blocked: true };
  if (outcome === 'elevated_risk' || scenarioRisk(outcome) === 'elevated') {
    return { level: 'elevated', score: 70, blocked: false };
  }
  return { level: 'normal', score: 20, blocked: false };
}
