// What the test processor does with each of Stripe's test card numbers (@kassa/core's table).
import { TEST_CARD_TABLE, type TestCardRow } from '@kassa/core';
import { type DebitOutcomeCode, isDebitOutcome } from './bank-debit-outcomes.js';
import type { TestOutcome } from './card-outcomes.js';
import { scenarioOutcome } from './card-scenarios.js';

export type { TestOutcome } from './card-outcomes.js';

export type Funding = 'credit' | 'debit' | 'prepaid' | 'unknown';

interface TestCard {
  readonly outcome: TestOutcome;
  readonly funding?: Funding;
  readonly country?: string;
}

/** The processor's outcome for a row of the shared table. */
function outcomeOf(card: TestCardRow): TestOutcome {
  if (card.result === 'succeeded') {
    const scenario = scenarioOutcome(card);
    if (scenario !== undefined) return scenario;
    return card.riskLevel === 'elevated' ? 'elevated_risk' : 'succeed';
  }
  if (card.declinesOnlyCharges) return 'customer_fail';
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

/**
 * Stripe's test PaymentMethod ids (pm_card_visa, pm_card_chargeDeclined…), usable wherever a
 * payment method id is accepted, and its test card tokens (tok_visa…), usable as
 * card[token]: each is the number of its row of @kassa/core's table.
 */
function testIds(prefix: 'pm_card_' | 'tok_'): Readonly<Record<string, string>> {
  return Object.fromEntries(
    TEST_CARD_TABLE.flatMap((card) =>
      (card.ids ?? []).filter((id) => id.startsWith(prefix)).map((id) => [id, card.number]),
    ),
  );
}

export const TEST_PAYMENT_METHODS = testIds('pm_card_');
export const TEST_TOKENS = testIds('tok_');

/** The card outcome of a stored method; a non-card method has none to decline with. */
export function cardOutcome(outcome: TestOutcome | DebitOutcomeCode): TestOutcome {
  return isDebitOutcome(outcome) ? 'succeed' : outcome;
}
