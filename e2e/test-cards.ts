import { type CardDetails, futureExpiry, TEST_CARDS as KIT_CARDS } from '@kassa/js/testing';

/**
 * Short names for the cards of @kassa/js/testing's TEST_CARDS, as the suites use them: the
 * numbers, outcomes and messages all come from the kit (which checks them against docs/test-cards.md
 * and the provider's test processor), so e2e proves the kit rather than a copy of it.
 */
export type TestCard = CardDetails;

function card(number: string, cvc = '123'): TestCard {
  if (KIT_CARDS[number] === undefined)
    throw new Error(`${number} is not one of @kassa/js/testing's TEST_CARDS`);
  return { number, expiry: futureExpiry(), cvc, postalCode: '10001' };
}

export const TEST_CARDS = {
  succeeds: card('4242424242424242'),
  declined: card('4000000000000002'),
  insufficientFunds: card('4000000000009995'),
  expired: card('4000000000000069'),
  incorrectCvc: card('4000000000000127'),
  amex: card('378282246310005', '1234'),
  coBadged: card('4000002500001001'),
} as const;

function messageOf(name: keyof typeof TEST_CARDS): string {
  const message = KIT_CARDS[TEST_CARDS[name].number]?.message;
  if (message === undefined) throw new Error(`TEST_CARDS.${name} has no failure message`);
  return message;
}

/** What the form shows the shopper for each failing card (the kit's `message`). */
export const DECLINE_MESSAGES = {
  declined: messageOf('declined'),
  insufficientFunds: messageOf('insufficientFunds'),
  expired: messageOf('expired'),
  incorrectCvc: messageOf('incorrectCvc'),
} as const;
