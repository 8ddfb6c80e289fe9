import type { JsonObject } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { misplacedCardData } from './misplaced-card-data.js';

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

describe('misplacedCardData', () => {
  it.each([
    ['a card number in the name', { name: '4242 4242 4242 4242' }, 'card_number_in_name_field'],
    [
      'another valid card number in the name',
      { name: 'Jo 5555555555554444' },
      'card_number_in_name_field',
    ],
    ['the CVC as the name', { name: '123' }, 'card_number_in_name_field'],
    [
      'the card number as the postal code',
      { address: { postal_code: '4242424242424242' } },
      'card_number_in_postal_code_field',
    ],
  ])('refuses %s', (_case, billing_details, code) => {
    expect(misplacedCardData({ type: 'card', card, billing_details })).toMatchObject({
      type: 'validation_error',
      code,
    });
  });

  it('names the offending param and gives the English message', () => {
    const error = misplacedCardData({ card, billing_details: { name: '4242424242424242' } });
    expect(error?.param).toBe('billing_details[name]');
    expect(error?.message).toMatch(/card number/i);
  });

  it.each([
    ['a plain name and postal code', { name: 'Jenny Rosen', address: { postal_code: '10001' } }],
    ['no billing details', undefined],
    ['a postal code that merely contains the CVC digits', { address: { postal_code: '12345' } }],
  ])('accepts %s', (_case, billing_details) => {
    const data: JsonObject = billing_details === undefined ? { card } : { card, billing_details };
    expect(misplacedCardData(data)).toBeNull();
  });
});
