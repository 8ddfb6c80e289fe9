import type { CardBrand } from './card-brand.js';

/**
 * What Kassa's offline test processor does with a card number: succeeded; declined (a
 * card_error with a decline code); error (processing_error); or requires_action (3-D Secure:
 * the buyer authenticates first, then `code` / `declineCode`, when given, say how it fails).
 */
export type TestCardResult = 'succeeded' | 'declined' | 'error' | 'requires_action';

/** 'on_session' cards need no authentication once set up for off-session use. */
export type TestCardThreeDSecure = 'required' | 'on_session' | 'optional' | 'not_required';

export interface TestCardRow {
  /** Digits only. */
  readonly number: string;
  readonly brand: CardBrand;
  readonly result: TestCardResult;
  /** The API error's `code` when the card fails (after authentication, for 3-D Secure cards). */
  readonly code?: 'card_declined' | 'expired_card' | 'incorrect_cvc' | 'processing_error';
  readonly declineCode?: string;
  readonly threeDSecure: TestCardThreeDSecure;
  readonly funding: 'credit' | 'debit' | 'prepaid';
  readonly country: string;
  /** The row's wording in the README's test-card table. */
  readonly description: string;
}

type Options = Partial<Pick<TestCardRow, 'brand' | 'threeDSecure' | 'funding' | 'country'>>;

const row = (
  number: string,
  result: TestCardResult,
  description: string,
  options: Options & Pick<TestCardRow, 'code' | 'declineCode'> = {},
): TestCardRow => ({
  number,
  brand: 'visa',
  result,
  threeDSecure: 'not_required',
  funding: 'credit',
  country: 'US',
  description,
  ...options,
});

const succeeds = (number: string, description: string, options: Options = {}) =>
  row(number, 'succeeded', `succeeds (${description})`, options);

const declines = (number: string, declineCode: string, code: TestCardRow['code']) =>
  row(
    number,
    'declined',
    `declined (${code === declineCode ? '' : `\`${code}\` / `}\`${declineCode}\`)`,
    { code, declineCode },
  );

const authenticates = (number: string, description: string, options: Options = {}) =>
  row(number, 'requires_action', description, { threeDSecure: 'required', ...options });

/**
 * Stripe's documented test card numbers, one table for the server's processor, the
 * `@kassa/js/testing` kit and the README. Any other Luhn-valid number succeeds as a US credit
 * card.
 */
export const TEST_CARD_TABLE: readonly TestCardRow[] = [
  succeeds('4242424242424242', 'Visa'),
  succeeds('4000056655665556', 'Visa debit', { funding: 'debit' }),
  succeeds('5555555555554444', 'Mastercard', { brand: 'mastercard' }),
  succeeds('5200828282828210', 'Mastercard debit', { brand: 'mastercard', funding: 'debit' }),
  succeeds('5105105105105100', 'Mastercard prepaid', { brand: 'mastercard', funding: 'prepaid' }),
  succeeds('378282246310005', 'American Express', { brand: 'amex' }),
  succeeds('6011111111111117', 'Discover', { brand: 'discover' }),
  succeeds('3056930009020004', 'Diners Club', { brand: 'diners' }),
  succeeds('3566002020360505', 'JCB', { brand: 'jcb' }),
  succeeds('6200000000000005', 'UnionPay', { brand: 'unionpay' }),
  succeeds('4000002500001001', 'Cartes Bancaires and Visa co-badged: `networkschange`'),
  succeeds('4000000760000002', 'Visa, Brazil', { country: 'BR' }),
  succeeds('4000001240000000', 'Visa, Canada', { country: 'CA' }),
  succeeds('4000004840008001', 'Visa, Mexico', { country: 'MX' }),
  succeeds('4000000400000008', 'Visa, Austria', { country: 'AT' }),
  succeeds('4000002500000003', 'Visa, France', { country: 'FR' }),
  succeeds('4000002760000016', 'Visa, Germany', { country: 'DE' }),
  succeeds('4000008260000000', 'Visa, United Kingdom', { country: 'GB' }),
  succeeds('4000003920000003', 'Visa, Japan', { country: 'JP' }),
  declines('4000000000000002', 'generic_decline', 'card_declined'),
  declines('4000000000009995', 'insufficient_funds', 'card_declined'),
  declines('4000000000009987', 'lost_card', 'card_declined'),
  declines('4000000000009979', 'stolen_card', 'card_declined'),
  declines('4000000000000069', 'expired_card', 'expired_card'),
  declines('4000000000000127', 'incorrect_cvc', 'incorrect_cvc'),
  row('4000000000000119', 'error', '`processing_error`', {
    code: 'processing_error',
    declineCode: 'processing_error',
  }),
  authenticates('4000002760003184', '3-D Secure required on every payment', { country: 'DE' }),
  authenticates('4000002500003155', '3-D Secure required unless set up for off-session use', {
    threeDSecure: 'on_session',
    country: 'FR',
  }),
  authenticates('4000000000003220', '3-D Secure 2 required'),
  authenticates('4000000000003063', '3-D Secure required'),
  row(
    '4000008260003178',
    'requires_action',
    '3-D Secure required, then declined (`card_declined` / `insufficient_funds`)',
    {
      threeDSecure: 'required',
      country: 'GB',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    },
  ),
  // Stripe documents this card as declined with the card_declined code once authenticated;
  // the decline code is the generic one, as for 4000000000000002.
  row(
    '4000008400001629',
    'requires_action',
    '3-D Secure required, then declined (`card_declined` / `generic_decline`)',
    { threeDSecure: 'required', code: 'card_declined', declineCode: 'generic_decline' },
  ),
  succeeds('4000000000003055', 'Visa, 3-D Secure supported but not required', {
    threeDSecure: 'optional',
  }),
];

/** The row for a number (digits only), if it is one of the test cards. */
export function testCardRow(number: string): TestCardRow | undefined {
  return TEST_CARD_TABLE.find((card) => card.number === number);
}
