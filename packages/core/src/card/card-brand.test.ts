import { describe, expect, it } from 'vitest';
import { expandRange } from './brand-table.js';
import { cardNumberLengths, cvcLengths, detectBrand, detectCardVariant } from './card-brand.js';

describe('detectBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2', 'mastercard'],
    ['378282246310005', 'amex'],
    ['34', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445', 'discover'],
    ['65', 'discover'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['3566002020360505', 'jcb'],
    ['35', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['8100000000000000', 'unionpay'],
    ['4011780000000000', 'elo'],
    ['5067000000000000', 'elo'],
    ['6277800000000000', 'elo'],
    ['6500310000000000', 'elo'],
    ['6550580000000000', 'elo'],
    ['2220000000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['3', 'unknown'],
    ['5', 'unknown'],
    ['6', 'unknown'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('reads %s as %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('prefers the longest prefix: elo 401178 over visa 4', () => {
    expect(detectBrand('4011')).toBe('visa');
    expect(detectBrand('401178')).toBe('elo');
    expect(detectBrand('401177')).toBe('visa');
  });

  it('ignores spaces and dashes and reads full-width digits', () => {
    expect(detectBrand('3782 822463 10005')).toBe('amex');
    expect(detectBrand('５５５５-５５５５')).toBe('mastercard');
  });

  it('tells 14-digit diners (prefix 36) apart as a variant', () => {
    expect(detectCardVariant('36227206271667')).toBe('diners14');
    expect(detectCardVariant('3056930009020004')).toBe('diners');
  });
});

describe('expandRange', () => {
  it.each([
    ['2221', '2720', 2221, 2720],
    ['644', '649', 644, 649],
    ['506699', '506778', 506699, 506778],
    ['650485', '650538', 650485, 650538],
  ])('covers %s-%s exactly', (lo, hi, from, to) => {
    const prefixes = expandRange(lo, hi);
    for (let n = from - 50; n <= to + 50; n++) {
      const s = String(n);
      const covered = prefixes.some((p) => s.startsWith(p));
      expect(covered).toBe(n >= from && n <= to);
    }
  });
});

describe('lengths', () => {
  it.each([
    ['visa', false, 16, 16],
    ['visa', true, 16, 19],
    ['mastercard', true, 16, 19],
    ['amex', true, 15, 15],
    ['unionpay', false, 13, 19],
    ['diners', false, 16, 16],
    ['diners14', false, 14, 14],
    ['discover', true, 16, 16],
    ['jcb', false, 16, 16],
    ['elo', false, 16, 16],
    ['cartes_bancaires', false, 16, 16],
    ['unknown', true, 16, 16],
  ] as const)('%s (19 digits: %s) takes %i to %i digits', (brand, allow19Digits, min, max) => {
    expect(cardNumberLengths(brand, { allow19Digits })).toEqual({ min, max });
  });

  it.each([
    ['visa', false, 3, 3],
    ['amex', false, 3, 4],
    ['amex', true, 4, 4],
    ['unknown', false, 3, 4],
    ['unionpay', false, 3, 3],
  ] as const)('%s CVC (amex restricted: %s) takes %i to %i digits', (brand, restrict, min, max) => {
    expect(cvcLengths(brand, { restrictAmexCvc: restrict })).toEqual({ min, max });
  });
});
