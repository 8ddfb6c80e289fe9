import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './digits.js';
import { expiryForCreation, formatExpiry, validateExpiry } from './expiry.js';

const NOW = new Date(2026, 10, 21); // November 2026

describe('formatExpiry', () => {
  it.each([
    ['1', '1'],
    ['0', '0'],
    ['2', '02'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1230', '12 / 30'],
    ['13', '01 / 3'],
    ['13 / 30', '13 / 30'],
    ['0/', '0'],
    ['1/', '01'],
    ['1/30', '01 / 30'],
    ['1 / 25', '01 / 25'],
    ['12/2030', '12 / 30'],
    ['12 / 30', '12 / 30'],
    ['１２３０', '12 / 30'],
    ['', ''],
  ])('formats %j as %j', (input, value) => {
    expect(formatExpiry(input).value).toBe(value);
  });

  it.each([
    ['2', 1, '02', 2],
    ['123', 3, '12 / 3', 6],
    ['12 / 3', 2, '12 / 3', 2],
    ['12/2030', 7, '12 / 30', 7],
    ['12 / 30', 0, '12 / 30', 0],
  ])('moves the caret for %j at %i to %j at %i', (input, caret, value, expected) => {
    expect(formatExpiry(input, caret)).toEqual({ value, caret: expected });
  });

  it('reformats its own output unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,4}$/), (digits) => {
        const { value } = formatExpiry(digits);
        expect(formatExpiry(value).value).toBe(value);
      }),
    );
  });

  it('never puts the caret past a digit it did not follow', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 /]{0,9}$/), fc.nat(), (input, at) => {
        const caret = at % (input.length + 1);
        const out = formatExpiry(input, caret);
        const typedBefore = normalizeDigits(input.slice(0, caret)).length;
        const before = normalizeDigits(out.value.slice(0, out.caret)).length;
        // one more only for the zero put in front of a one-digit month
        expect(before).toBeLessThanOrEqual(typedBefore + 1);
        expect(out.caret).toBeLessThanOrEqual(out.value.length);
        if (out.caret > 0) expect(out.value[out.caret - 1]).toMatch(/[0-9]/);
      }),
    );
  });

  it('keeps the typed digits of a two-digit month in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(0[1-9]|1[0-2])[0-9]{0,2}$/), (digits) => {
        expect(normalizeDigits(formatExpiry(digits).value)).toBe(digits);
      }),
    );
  });
});

describe('validateExpiry', () => {
  it.each([
    ['', { empty: true, complete: false }],
    ['1', { empty: false, complete: false, error: 'incomplete_expiry' }],
    ['0', { empty: false, complete: false, error: 'incomplete_expiry' }],
    ['12', { empty: false, complete: false, month: 12, error: 'incomplete_expiry' }],
    ['12 / 3', { empty: false, complete: false, month: 12, error: 'incomplete_expiry' }],
    ['12 / 203', { empty: false, complete: false, month: 12, error: 'incomplete_expiry' }],
    ['00 / 30', { empty: false, complete: false, error: 'invalid_expiry_month' }],
    ['12 / 30', { empty: false, complete: true, month: 12, year: 2030 }],
    ['12 / 2030', { empty: false, complete: true, month: 12, year: 2030 }],
    ['3 / 31', { empty: false, complete: true, month: 3, year: 2031 }],
    ['11 / 26', { empty: false, complete: true, month: 11, year: 2026 }],
    [
      '10 / 26',
      { empty: false, complete: false, month: 10, year: 2026, error: 'invalid_expiry_month_past' },
    ],
    [
      '12 / 25',
      { empty: false, complete: false, month: 12, year: 2025, error: 'invalid_expiry_year_past' },
    ],
    [
      '12 / 1925',
      { empty: false, complete: false, month: 12, year: 2025, error: 'invalid_expiry_year_past' },
    ],
    [
      '12 / 99',
      { empty: false, complete: false, month: 12, year: 2099, error: 'invalid_expiry_year' },
    ],
    ['12 / 20301', { empty: false, complete: false, month: 12, error: 'invalid_expiry_year' }],
  ])('reads %j', (input, expected) => {
    expect(validateExpiry(input, NOW)).toEqual(expected);
  });
});

describe('expiryForCreation', () => {
  it.each([
    ['03 / 30', { exp_month: '3', exp_year: '2030' }],
    ['12 / 2031', { exp_month: '12', exp_year: '2031' }],
    ['12 / 3', null],
    ['13 / 30', null],
    ['3/30', { exp_month: '3', exp_year: '2030' }],
    ['00 / 30', null],
  ])('converts %j to %j', (input, expected) => {
    expect(expiryForCreation(input)).toEqual(expected);
  });
});
