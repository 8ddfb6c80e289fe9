/** The provider's test cards (the test processor's outcomes) and the messages shoppers see. */
export interface TestCard {
  number: string;
  /** MM / YY, typed as digits. */
  expiry: string;
  cvc: string;
  postalCode: string;
}

const future = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

function card(number: string, cvc = '123'): TestCard {
  return { number, expiry: `12${future}`, cvc, postalCode: '10001' };
}

export const TEST_CARDS = {
  succeeds: card('4242424242424242'),
  declined: card('4000000000000002'),
  insufficientFunds: card('4000000000009995'),
  expired: card('4000000000000069'),
  incorrectCvc: card('4000000000000127'),
  amex: card('378282246310005', '1234'),
} as const;

export const DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
} as const;
