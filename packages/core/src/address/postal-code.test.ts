import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMATS } from './generated/all.js';
import {
  normalizePostalCode,
  postalCodeCountry,
  postalCodeErrorCode,
  validatePostalCode,
} from './postal-code.js';

// Examples in the shared libaddressinput copy that contradict their own country's pattern;
// the test below proves they still fail, so a corrected source makes us drop the entry.
const KNOWN_BAD_EXAMPLES: Record<string, string[]> = {
  BY: ['20050'],
  EE: ['1001'],
};

const examples = Object.values(ADDRESS_FORMATS).flatMap((format) =>
  format.postalCodeExamples
    .filter((example) => !KNOWN_BAD_EXAMPLES[format.code]?.includes(example))
    .map((example) => [format.code, example] as const),
);

describe('validatePostalCode', () => {
  it.each(examples)('accepts the %s example %s', (code, example) => {
    const result = validatePostalCode(
      example,
      ADDRESS_FORMATS[code as keyof typeof ADDRESS_FORMATS],
    );
    expect(result).toMatchObject({ complete: true, empty: false });
    expect(result.error).toBeUndefined();
  });

  it.each(Object.entries(KNOWN_BAD_EXAMPLES).flatMap(([code, list]) => list.map((e) => [code, e])))(
    'rejects the %s source example %s that breaks its own pattern',
    (code, example) => {
      const format = ADDRESS_FORMATS[code as keyof typeof ADDRESS_FORMATS];
      expect(validatePostalCode(example, format).error).toBe('invalid_postal_code');
    },
  );

  it.each([
    ['US', '94103', undefined],
    ['US', '9410', 'invalid_zip'],
    ['US', '94103-1234', undefined],
    ['US', 'ABCDE', 'invalid_zip'],
    ['PR', '00930', undefined],
    ['PR', '12345', 'invalid_zip'],
    ['UA', '01001', undefined],
    ['UA', '0100', 'invalid_postal_code'],
    ['IN', '110001', undefined],
    ['IN', '11000', 'invalid_postal_code'],
    ['CA', 'K1A 0B1', undefined],
    ['CA', 'k1a0b1', undefined],
    ['CA', '12345', 'invalid_postal_code'],
    ['DE', '1234', 'invalid_postal_code'],
    ['GB', 'RH6 OHP', undefined],
    ['GB', 'sw1a 1aa', undefined],
    ['AC', 'ASCN 1ZZ', undefined],
    ['TA', 'TDCU 1ZZ', undefined],
  ] as const)('checks %s postal code %s', (code, value, error) => {
    expect(validatePostalCode(value, ADDRESS_FORMATS[code]).error).toBe(error);
  });

  it('upper-cases CA and GB postal codes and leaves others as typed', () => {
    expect(validatePostalCode(' k1a  0b1 ', ADDRESS_FORMATS.CA).value).toBe('K1A 0B1');
    expect(normalizePostalCode('sw1a 1aa', ADDRESS_FORMATS.GB)).toBe('SW1A 1AA');
    expect(normalizePostalCode('ad500', ADDRESS_FORMATS.AD)).toBe('ad500');
  });

  it('reports an empty postal code as empty, not invalid', () => {
    expect(validatePostalCode('  ', ADDRESS_FORMATS.US)).toEqual({
      empty: true,
      complete: false,
      value: '',
    });
  });

  it('accepts any postal code for a country without a pattern', () => {
    expect(validatePostalCode('anything', ADDRESS_FORMATS.AE).complete).toBe(true);
  });

  it('checks the postal-code prefix of the chosen subdivision', () => {
    expect(validatePostalCode('K1A 0B1', ADDRESS_FORMATS.CA, { subdivision: 'ON' }).complete).toBe(
      true,
    );
    expect(validatePostalCode('V8X 3X4', ADDRESS_FORMATS.CA, { subdivision: 'ON' }).error).toBe(
      'invalid_postal_code',
    );
    expect(
      validatePostalCode('94103', ADDRESS_FORMATS.US, { subdivision: 'california' }).complete,
    ).toBe(true);
    expect(validatePostalCode('10001', ADDRESS_FORMATS.US, { subdivision: 'CA' }).error).toBe(
      'invalid_zip',
    );
  });

  it('accepts the postal prefix a country writes before its code', () => {
    expect(validatePostalCode('PR 00930', ADDRESS_FORMATS.PR).complete).toBe(true);
  });
});

describe('postal code naming', () => {
  it.each([
    ['US', 'invalid_zip'],
    ['PR', 'invalid_zip'],
    ['GU', 'invalid_zip'],
    ['DE', 'invalid_postal_code'],
    ['GB', 'invalid_postal_code'],
  ] as const)('uses %s -> %s', (code, expected) => {
    expect(postalCodeErrorCode(ADDRESS_FORMATS[code])).toBe(expected);
  });

  it.each([
    ['AC', 'SH'],
    ['TA', 'SH'],
    ['ta', 'SH'],
    ['SH', 'SH'],
    ['US', 'US'],
  ])('sends a %s postal code under country %s', (country, expected) => {
    expect(postalCodeCountry(country)).toBe(expected);
  });
});
