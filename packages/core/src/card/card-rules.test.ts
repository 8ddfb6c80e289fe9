import { describe, expect, it } from 'vitest';
import { binPrefixOf, isValidBinPrefix, matchAccountRanges } from './bin-prefix.js';
import { isBrandBlocked, resolveBrandFilter } from './brand-filter.js';
import {
  declineCodeField,
  declineMarksSavedPaymentFailed,
  declineRequiresCvcReentry,
} from './decline-field.js';
import { recollectionRequirements } from './recollection.js';

describe('declineCodeField', () => {
  it.each([
    ['incorrect_number', undefined, 'number'],
    ['invalid_number', undefined, 'number'],
    ['expired_card', undefined, 'expiry'],
    ['invalid_expiry_year', undefined, 'expiry'],
    ['incorrect_cvc', undefined, 'cvc'],
    ['card_declined', 'incorrect_zip', 'postalCode'],
    ['card_declined', 'insufficient_funds', null],
    ['processing_error', undefined, null],
    ['constructor', undefined, null],
  ])('points %s / %s at %s', (code, declineCode, field) => {
    expect(declineCodeField(code, declineCode)).toBe(field);
  });

  it.each([
    ['generic_decline', true],
    ['incorrect_zip', true],
    ['invalid_cvc', true],
    ['insufficient_funds', false],
    [undefined, false],
  ])('asks for the CVC again after %s: %s', (code, again) => {
    expect(declineRequiresCvcReentry(code)).toBe(again);
  });

  it('does not mark a saved payment failed for insufficient funds', () => {
    expect(declineMarksSavedPaymentFailed('insufficient_funds')).toBe(false);
    expect(declineMarksSavedPaymentFailed('generic_decline')).toBe(true);
  });
});

describe('recollectionRequirements', () => {
  it.each([
    [{ cvcCheck: 'PASS', postalCodeCheck: 'PASS' }, []],
    [{ postalCodeCheck: 'FAIL' }, ['postal_code_recollection_required_check_failed']],
    [
      { countryRequiresPostalCode: true, postalCode: ' ' },
      ['postal_code_recollection_required_missing_required_postal_code'],
    ],
    [{ countryRequiresPostalCode: true, postalCode: '94107' }, []],
    [{ cvcCheck: 'FAIL' }, ['cvc_recollection_required']],
    [{ cvcCheck: 'UNAVAILABLE' }, ['cvc_recollection_required']],
    [{ cvcCheck: 'UNCHECKED' }, ['cvc_recollection_required']],
    [{ cvcCheck: 'STATE_INVALID' }, ['cvc_recollection_required']],
    [{ cvcCheck: 'PASS', reverificationRequested: true }, ['cvc_recollection_required']],
    [
      { cvcCheck: 'FAIL', postalCodeCheck: 'FAIL' },
      ['postal_code_recollection_required_check_failed', 'cvc_recollection_required'],
    ],
  ] as const)('asks %j for %j', (card, expected) => {
    expect(recollectionRequirements(card)).toEqual(expected);
  });
});

describe('resolveBrandFilter', () => {
  const beta = { betaEnabled: true };
  it('blocks nothing without options, beta or not', () => {
    expect(resolveBrandFilter({}, { betaEnabled: false })).toEqual({ ok: true, blocked: [] });
  });

  it.each([
    [{ allowedCardBrands: ['visa'] }, { betaEnabled: false }, 'beta_required'],
    [
      { allowedCardBrands: ['visa'], disallowedCardBrands: ['jcb'] },
      beta,
      'allowed_and_disallowed',
    ],
    [{ disallowedCardBrands: ['maestro'] }, beta, 'not_a_subset'],
    [
      { disallowedCardBrands: ['discover_global_network', 'jcb'] },
      beta,
      'discover_global_network_with_sub_brand',
    ],
    [{ allowedCardBrands: [] }, beta, 'all_brands_blocked'],
    [
      {
        disallowedCardBrands: [
          'visa',
          'mastercard',
          'american_express',
          'discover_global_network',
          'elo',
        ],
      },
      beta,
      'all_brands_blocked',
    ],
    [{ allowedCardBrands: ['elo'] }, { betaEnabled: true, available: ['visa'] }, 'not_a_subset'],
  ])('rejects %j', (options, context, error) => {
    const result = resolveBrandFilter(options, context);
    expect(result.ok ? null : result.error).toBe(error);
  });

  it('lists the blocked brands of an allow list', () => {
    expect(resolveBrandFilter({ allowedCardBrands: ['visa', 'mastercard'] }, beta)).toEqual({
      ok: true,
      blocked: ['amex', 'discover', 'diners', 'jcb', 'unionpay', 'elo'],
    });
  });

  it('blocks every Discover network through discover_global_network', () => {
    expect(resolveBrandFilter({ disallowedCardBrands: ['discover_global_network'] }, beta)).toEqual(
      { ok: true, blocked: ['discover', 'diners', 'jcb', 'unionpay'] },
    );
  });

  it('never blocks an unknown brand', () => {
    expect(isBrandBlocked('unknown', ['visa'])).toBe(false);
    expect(isBrandBlocked('visa', ['visa'])).toBe(true);
  });
});

describe('BIN prefix', () => {
  it.each([
    ['424242', true],
    ['42424', false],
    ['4242424', false],
    ['42424a', false],
    ['４２４２４２', false],
  ])('accepts %j for a lookup: %s', (prefix, ok) => {
    expect(isValidBinPrefix(prefix)).toBe(ok);
  });

  it('takes the first six digits once there are six', () => {
    expect(binPrefixOf('4242 4')).toBeNull();
    expect(binPrefixOf('4242 4242')).toBe('424242');
  });

  it('matches account ranges on the first eight digits', () => {
    const ranges = [
      {
        account_range_low: '4000000000000000',
        account_range_high: '4000009999999999',
        pan_length: 16,
        brand: 'visa',
      },
      {
        account_range_low: '4000010000000000',
        account_range_high: '4999999999999999',
        pan_length: 16,
        brand: 'visa',
      },
    ];
    expect(matchAccountRanges('4000 0012 3456', ranges)).toEqual([ranges[0]]);
    expect(matchAccountRanges('4000 01', ranges)).toEqual([ranges[1]]);
    expect(matchAccountRanges('4000', ranges)).toEqual([]);
  });
});
