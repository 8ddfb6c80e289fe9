import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMATS } from './generated/all.js';
import { postalCodeRule, validatePostalCode, validatePostalCodeByRule } from './postal-code.js';
import { POSTAL_CODE_RULES } from './postal-rules.js';

describe('postal-code rules', () => {
  it('has one rule per country of the address data, equal to the data', () => {
    const formats = Object.values(ADDRESS_FORMATS);
    expect(Object.keys(POSTAL_CODE_RULES).sort()).toEqual(formats.map((f) => f.code).sort());
    for (const format of formats)
      expect(POSTAL_CODE_RULES[format.code]).toEqual(postalCodeRule(format));
  });

  it.each([
    ['US', '10001', undefined],
    ['US', '1000', 'invalid_zip'],
    ['CA', 'k1a 0b1', undefined],
    ['CA', '12345', 'invalid_postal_code'],
    ['GB', 'sw1a 1aa', undefined],
    ['IN', '11000', 'invalid_postal_code'],
  ])('checks %s %s like the full address format', (country, input, error) => {
    const rule = POSTAL_CODE_RULES[country];
    const format = ADDRESS_FORMATS[country as keyof typeof ADDRESS_FORMATS];
    if (rule === undefined || format === undefined) throw new Error(`no data for ${country}`);
    const byRule = validatePostalCodeByRule(input, rule);
    expect(byRule.error).toBe(error);
    expect(byRule).toEqual(validatePostalCode(input, format));
  });
});
