// What the test processor does with each of Stripe's test card numbers (@kassa/core's table).
import { TEST_CARD_TABLE, type TestCardRow } from '@kassa/core';
import { type DebitOutcomeCode, isDebitOutcome } from './bank-debit-outcomes.js';
import type { TestOutcome } from './card-outcomes.js';
import { THREE_DS_TEST_PAYMENT_METHODS } from './three-d-secure-cards.js';

export type { TestOutcome } from './card-outcomes.js';

export type Funding = 'credit' | 'debit' | 'prepaid' | 'unknown';

interface TestCard {
  readonly outcome: TestOutcome;
  readonly funding?: Funding;
  readonly country?: string;
}

/** The processor's outcome for a row of the shared table. */
function outcomeOf(card: TestCardRow): TestOutcome {
  if (card.result === 'succeeded') return 'succeed';
  if (card.result !== 'requires_action') return card.declineCode as TestOutcome;
  if (card.threeDSecure === 'on_session') return 'authentication_required_on_session';
  if (card.declineCode === 'insufficient_funds')
    return 'authentication_required_insufficient_funds';
  if (card.declineCode === 'generic_decline') return 'authentication_required_card_declined';
  return 'authentication_required';
}

export const TEST_CARDS: Readonly<Record<string, TestCard>> = Object.fromEntries(
  TEST_CARD_TABLE.map((card) => [
    card.number,
    { outcome: outcomeOf(card), funding: card.funding, country: card.country },
  ]),
);

export interface CardProfile {
  readonly outcome: TestOutcome;
  readonly funding: Funding;
  readonly country: string;
}

/** Any other valid number is a US credit card that succeeds. */
export function profileCard(digits: string): CardProfile {
  const card = TEST_CARDS[digits];
  return {
    outcome: card?.outcome ?? 'succeed',
    funding: card?.funding ?? 'credit',
    country: card?.country ?? 'US',
  };
}

// Test payment method ids usable wherever a payment method id is accepted.
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_mastercard_debit: '5200828282828210',
  pm_card_mastercard_prepaid: '5105105105105100',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_diners: '3056930009020004',
  pm_card_jcb: '3566002020360505',
  pm_card_unionpay: '6200000000000005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  ...THREE_DS_TEST_PAYMENT_METHODS,
};

/** The card outcome of a stored method; a non-card method has none to decline with. */
export function cardOutcome(outcome: TestOutcome | DebitOutcomeCode): TestOutcome {
  return isDebitOutcome(outcome) ? 'succeed' : outcome;
}
