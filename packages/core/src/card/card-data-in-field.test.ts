import { describe, expect, it } from 'vitest';
import { checkCardDataInField, containsCardNumber } from './card-data-in-field.js';

describe('containsCardNumber', () => {
  it.each([
    ['4242424242424242', true],
    ['Jane 4242 4242 4242 4242', true],
    ['4242-4242-4242-4242 Doe', true],
    ['378282246310005', true],
    ['４２４２４２４２４２４２４２４２', true],
    ['4242424242424241', false],
    ['Jane Doe', false],
    ['94107', false],
    ['SW1A 1AA', false],
    ['123456789012', false],
    ['4242.4242.4242.4242', false],
  ])('finds a card number in %j: %s', (text, found) => {
    expect(containsCardNumber(text)).toBe(found);
  });
});

describe('checkCardDataInField', () => {
  it.each([
    ['name', '4242 4242 4242 4242', {}, 'card_number_in_name_field'],
    ['postalCode', '4242424242424242', {}, 'card_number_in_postal_code_field'],
    ['postalCode', '123', { cvc: '123' }, 'card_number_in_postal_code_field'],
    ['name', ' 1234 ', { cvc: '1234' }, 'card_number_in_name_field'],
    ['name', 'Jane', { number: '4242424242424242', cvc: '123' }, null],
    ['postalCode', '12345', { cvc: '123' }, null],
    ['postalCode', 'A1B 123', { cvc: '123' }, null],
  ] as const)('checks the %s field %j', (field, text, card, expected) => {
    expect(checkCardDataInField(field, text, card)).toBe(expected);
  });

  it('rejects the number typed in the card field even when it fails Luhn', () => {
    expect(
      checkCardDataInField('name', 'x 4242424242424241', { number: '4242 4242 4242 4241' }),
    ).toBe('card_number_in_name_field');
  });
});
