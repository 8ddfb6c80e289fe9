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

const succeeds = (brand: TestCardOutcome['brand'], description: string): TestCardOutcome => ({
  brand,
  outcome: 'succeeded',
  description,
});

const DECLINED = 'Your card was declined.';
const declined = (declineCode: string, message: string, description: string): TestCardOutcome => ({
  brand: 'visa',
  outcome: 'declined',
  code:
    declineCode === 'expired_card' || declineCode === 'incorrect_cvc'
      ? declineCode
      : 'card_declined',
  declineCode,
  message,
  description,
});

const authenticates = (description: string): TestCardOutcome => ({
  brand: 'visa',
  outcome: 'requires_action',
  description,
});

/**
 * The test processor's cards, by number (digits only), as in the README's table. Any other
 * Luhn-valid number succeeds as a US credit card.
 */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': succeeds('visa', 'Visa, succeeds'),
  '4000056655665556': succeeds('visa', 'Visa debit, succeeds'),
  '5555555555554444': succeeds('mastercard', 'Mastercard, succeeds'),
  '378282246310005': succeeds('amex', 'American Express (4-digit CVC), succeeds'),
  '6011111111111117': succeeds('discover', 'Discover, succeeds'),
  '3056930009020004': succeeds('diners', 'Diners Club, succeeds'),
  '3566002020360505': succeeds('jcb', 'JCB, succeeds'),
  '6200000000000005': succeeds('unionpay', 'UnionPay, succeeds'),
  '4000002500001001': succeeds('visa', 'Cartes Bancaires and Visa co-badged, succeeds'),
  '4000000000000002': declined('generic_decline', DECLINED, 'declined (generic_decline)'),
  '4000000000009995': declined(
    'insufficient_funds',
    'Your card has insufficient funds.',
    'declined (insufficient_funds)',
  ),
  '4000000000009987': declined('lost_card', DECLINED, 'declined (lost_card)'),
  '4000000000009979': declined('stolen_card', DECLINED, 'declined (stolen_card)'),
  '4000000000000069': declined('expired_card', 'Your card has expired.', 'declined (expired_card)'),
  '4000000000000127': declined(
    'incorrect_cvc',
    "Your card's security code is incorrect.",
    'declined (incorrect_cvc)',
  ),
  '4000000000000119': {
    brand: 'visa',
    outcome: 'error',
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
    description: 'processing_error',
  },
  '4000002760003184': authenticates('3-D Secure required on every payment'),
  '4000002500003155': authenticates('3-D Secure required unless set up for off-session use'),
  '4000000000003220': authenticates('3-D Secure 2 required'),
  '4000008400001629': {
    ...authenticates('3-D Secure required, then declined (card_declined)'),
    code: 'card_declined',
    declineCode: 'card_declined',
    message: DECLINED,
  },
};

/** A future expiry for test cards: December, three years from now, as 'MM/YY'. */
export function futureExpiry(now: Date = new Date()): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}
