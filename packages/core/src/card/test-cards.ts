import { countryCardRows } from './test-card-countries.js';
import { declines, named, row, succeeds, type TestCardRow } from './test-card-row.js';
import { radarRows, THREE_D_SECURE_ROWS } from './test-card-scenarios.js';

export type {
  TestCardChecks,
  TestCardDispute,
  TestCardResult,
  TestCardRow,
  TestCardThreeDSecure,
} from './test-card-row.js';

/**
 * Stripe's documented test cards (docs.stripe.com/testing), one table for the server's
 * processor (numbers, and the pm_card_ / tok_ ids Stripe gives them), the `@kassa/js/testing`
 * kit and docs/test-cards.md. Any other Luhn-valid number succeeds as a US credit card.
 */
export const TEST_CARD_TABLE: readonly TestCardRow[] = [
  succeeds('4242424242424242', 'Visa', { ids: named('visa', 'us') }),
  succeeds('4000056655665556', 'Visa debit', { funding: 'debit', ids: named('visa_debit') }),
  succeeds('5555555555554444', 'Mastercard', { brand: 'mastercard', ids: named('mastercard') }),
  succeeds('2223003122003222', 'Mastercard 2-series', { brand: 'mastercard' }),
  succeeds('5200828282828210', 'Mastercard debit', {
    brand: 'mastercard',
    funding: 'debit',
    ids: named('mastercard_debit'),
  }),
  succeeds('5105105105105100', 'Mastercard prepaid', {
    brand: 'mastercard',
    funding: 'prepaid',
    ids: named('mastercard_prepaid'),
  }),
  succeeds('378282246310005', 'American Express', { brand: 'amex', ids: named('amex') }),
  succeeds('371449635398431', 'American Express', { brand: 'amex' }),
  succeeds('6011111111111117', 'Discover', { brand: 'discover', ids: named('discover') }),
  succeeds('6011000990139424', 'Discover', { brand: 'discover' }),
  succeeds('6011981111111113', 'Discover debit', { brand: 'discover', funding: 'debit' }),
  succeeds('3056930009020004', 'Diners Club', { brand: 'diners', ids: named('diners') }),
  succeeds('36227206271667', 'Diners Club, 14 digits', { brand: 'diners' }),
  succeeds('6555900000604105', 'BCcard and DinaCard', { brand: 'discover' }),
  succeeds('3566002020360505', 'JCB', { brand: 'jcb', ids: named('jcb') }),
  succeeds('6200000000000005', 'UnionPay', { brand: 'unionpay', ids: named('unionpay') }),
  succeeds('6200000000000047', 'UnionPay debit', { brand: 'unionpay', funding: 'debit' }),
  succeeds('6205500000000000004', 'UnionPay, 19 digits', { brand: 'unionpay' }),
  succeeds('4000002500001001', 'Cartes Bancaires and Visa co-badged: `networkschange`', {
    ids: named('visa_cartesBancaires'),
  }),
  succeeds('5555552500001001', 'Cartes Bancaires and Mastercard co-badged', {
    brand: 'mastercard',
    country: 'FR',
    ids: named('mastercard_cartesBancaires'),
  }),
  succeeds('4000050360000001', 'eftpos Australia and Visa debit co-badged', {
    funding: 'debit',
    country: 'AU',
    ids: named('visa_debit_eftposAuCoBranded'),
  }),
  succeeds('5555050360000080', 'eftpos Australia and Mastercard debit co-badged', {
    brand: 'mastercard',
    funding: 'debit',
    country: 'AU',
    ids: named('mastercard_debit_eftposAuCoBranded'),
  }),
  succeeds('4000051230000072', 'Visa FSA and HSA', {
    funding: 'debit',
    ids: ['pm_card_debit_visaFsaProductCode', 'pm_card_debit_visaHsaProductCode'],
  }),
  succeeds('5200828282828897', 'Mastercard FSA', {
    brand: 'mastercard',
    funding: 'debit',
    ids: ['pm_card_mastercard_debit_mastercardFsaProductCode'],
  }),
  ...countryCardRows(),
  declines('4000000000000002', 'generic_decline', 'card_declined', [
    ...named('visa_chargeDeclined', 'chargeDeclined'),
  ]),
  declines('4000000000009995', 'insufficient_funds', 'card_declined', [
    ...named('visa_chargeDeclinedInsufficientFunds', 'chargeDeclinedInsufficientFunds'),
    'tok_visa_debit_chargeDeclinedInsufficientFunds',
  ]),
  declines('4000000000009987', 'lost_card', 'card_declined', [
    ...named('visa_chargeDeclinedLostCard', 'chargeDeclinedLostCard'),
  ]),
  declines('4000000000009979', 'stolen_card', 'card_declined', [
    ...named('visa_chargeDeclinedStolenCard', 'chargeDeclinedStolenCard'),
  ]),
  declines('4000000000000069', 'expired_card', 'expired_card', [
    ...named('chargeDeclinedExpiredCard', 'visa_chargeDeclinedExpiredCard'),
  ]),
  declines('4000000000000127', 'incorrect_cvc', 'incorrect_cvc', [
    ...named('chargeDeclinedIncorrectCvc', 'visa_chargeDeclinedIncorrectCvc'),
  ]),
  row('4000000000000119', 'error', '`processing_error`', {
    code: 'processing_error',
    declineCode: 'processing_error',
    ids: named('chargeDeclinedProcessingError', 'visa_chargeDeclinedProcessingError'),
  }),
  declines('4000000000006975', 'card_velocity_exceeded', 'card_declined', [
    ...named('visa_chargeDeclinedVelocityLimitExceeded'),
  ]),
  row(
    '4000000000000341',
    'declined',
    'attaches and sets up, then every charge is declined (`card_declined` / `generic_decline`)',
    {
      code: 'card_declined',
      declineCode: 'generic_decline',
      declinesOnlyCharges: true,
      ids: [...named('chargeCustomerFail'), 'tok_visa_chargeCustomerFail'],
    },
  ),
  ...radarRows(),
  ...THREE_D_SECURE_ROWS,
];

/** The row for a number (digits only), if it is one of the test cards. */
export function testCardRow(number: string): TestCardRow | undefined {
  return TEST_CARD_TABLE.find((card) => card.number === number);
}
