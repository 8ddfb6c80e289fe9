import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCardNumber } from './card-number.js';
import { isLuhnValid, luhnCheckDigit } from './luhn.js';

describe('validateCardNumber', () => {
  it.each([
    ['', {}, { brand: 'unknown', empty: true, complete: false }],
    ['4242 4242 4242 4242', {}, { brand: 'visa', empty: false, complete: true }],
    [
      '4242 4242 4242 424',
      {},
      { brand: 'visa', empty: false, complete: false, error: 'incomplete_number' },
    ],
    [
      '4242424242424241',
      {},
      { brand: 'visa', empty: false, complete: false, error: 'invalid_number' },
    ],
    ['378282246310005', {}, { brand: 'amex', empty: false, complete: true }],
    [
      '37828224631000',
      {},
      { brand: 'amex', empty: false, complete: false, error: 'incomplete_number' },
    ],
    ['36227206271667', {}, { brand: 'diners', empty: false, complete: true }],
    ['3056930009020004', {}, { brand: 'diners', empty: false, complete: true }],
    ['6200000000000005', {}, { brand: 'unionpay', empty: false, complete: true }],
    ['6200000000000', {}, { brand: 'unionpay', empty: false, complete: true }],
    [
      '6200000000001',
      {},
      { brand: 'unionpay', empty: false, complete: false, error: 'incomplete_number' },
    ],
    [
      '4242424242424242420',
      {},
      { brand: 'visa', empty: false, complete: false, error: 'invalid_number' },
    ],
    [
      '4242424242424242428',
      { allow19Digits: true },
      { brand: 'visa', empty: false, complete: true },
    ],
    ['4242424242424242', { allow19Digits: true }, { brand: 'visa', empty: false, complete: true }],
    ['9999999999999995', {}, { brand: 'unknown', empty: false, complete: true }],
    ['４２４２４２４２４２４２４２４２', {}, { brand: 'visa', empty: false, complete: true }],
  ])('validates %j', (input, options, expected) => {
    expect(validateCardNumber(input, options)).toEqual(expected);
  });

  it('agrees with isLuhnValid on every complete-length number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4[0-9]{15}$/), (n) => {
        expect(validateCardNumber(n).complete).toBe(isLuhnValid(n));
      }),
    );
  });
});

describe('Luhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['79927398713', true],
    ['79927398710', false],
    ['', false],
    ['0', true],
  ])('%s is valid: %s', (digits, valid) => {
    expect(isLuhnValid(digits)).toBe(valid);
  });

  it('always validates a payload with its computed check digit appended', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,18}$/), (payload) => {
        expect(isLuhnValid(payload + luhnCheckDigit(payload))).toBe(true);
      }),
    );
  });

  it('always invalidates a valid number when one digit changes', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{12,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, delta) => {
          const valid = payload + luhnCheckDigit(payload);
          const i = at % valid.length;
          const changed = (Number(valid[i]) + delta) % 10;
          const mutated = valid.slice(0, i) + changed + valid.slice(i + 1);
          expect(isLuhnValid(mutated)).toBe(false);
        },
      ),
    );
  });
});
