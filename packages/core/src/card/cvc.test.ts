import { describe, expect, it } from 'vitest';
import { formatCvc, validateCvc } from './cvc.js';

describe('validateCvc', () => {
  it.each([
    ['', 'visa', {}, { empty: true, complete: false }],
    ['12', 'visa', {}, { empty: false, complete: false, error: 'incomplete_cvc' }],
    ['123', 'visa', {}, { empty: false, complete: true }],
    ['1234', 'visa', {}, { empty: false, complete: false, error: 'invalid_cvc' }],
    ['123', 'amex', {}, { empty: false, complete: true }],
    ['1234', 'amex', {}, { empty: false, complete: true }],
    [
      '123',
      'amex',
      { restrictAmexCvc: true },
      { empty: false, complete: false, error: 'incomplete_cvc' },
    ],
    ['1234', 'unknown', {}, { empty: false, complete: true }],
    ['１２３', 'mastercard', {}, { empty: false, complete: true }],
  ] as const)('reads %j for %s %j', (input, brand, options, expected) => {
    expect(validateCvc(input, brand, options)).toEqual(expected);
  });

  it('cuts the CVC to the brand length', () => {
    expect(formatCvc('12345', 'visa')).toBe('123');
    expect(formatCvc('12a345', 'amex')).toBe('1234');
  });
});
