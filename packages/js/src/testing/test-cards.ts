import { declineMessageEn, TEST_CARD_TABLE, type TestCardRow } from '@kassa/core';

/** What the provider's test processor does with a card number (test mode). */
export interface TestCardOutcome {
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';
  /** succeeded; declined (a card_error with a decline code); error (processing_error); or
   * requires_action (3-D Secure: the buyer must authenticate in the challenge modal). */
  outcome: 'succeeded' | 'declined' | 'error' | 'requires_action';
  /** The API error's `code` when the card fails. */
  code?: string;
  declineCode?: string;
  /** What the form shows the shopper when the card fails. */
  message?: string;
  description: string;
}

const asOutcome = (card: TestCardRow): TestCardOutcome => ({
  brand: card.brand as TestCardOutcome['brand'],
  outcome: card.result,
  ...(card.code ? { code: card.code, message: declineMessageEn(card.code, card.declineCode) } : {}),
  ...(card.declineCode ? { declineCode: card.declineCode } : {}),
  description: card.description,
});

/**
 * The test processor's cards, by number (digits only): @kassa/core's table, which docs/test-cards.md's
 * table and the provider's processor also follow. Any other Luhn-valid number succeeds as a US
 * credit card.
 */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = Object.fromEntries(
  TEST_CARD_TABLE.map((card) => [card.number, asOutcome(card)]),
);

/** A future expiry for test cards: December, three years from now, as 'MM/YY'. */
export function futureExpiry(now: Date = new Date()): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}
