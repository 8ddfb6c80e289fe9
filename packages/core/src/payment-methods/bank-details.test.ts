import { describe, expect, it } from 'vitest';
import {
  auAccountNumberError,
  bacsAccountNumberError,
  brazilTaxIdError,
  bsbError,
  formatIban,
  groupDigits,
  ibanCountry,
  ibanError,
  sortCodeError,
} from './bank-details.js';
import { banksFor, DEFAULT_BANKS } from './banks.js';

describe('IBAN', () => {
  it("accepts Stripe's test IBANs however they are spaced or cased", () => {
    expect(ibanError('DE89370400440532013000')).toBeNull();
    expect(ibanError('at61 1904 3002 3457 3201')).toBeNull();
    expect(ibanError('FR1420041010050500013M02606')).toBeNull();
    expect(ibanError('BE62510007547061')).toBeNull();
  });

  it('is incomplete until it has its country length', () => {
    expect(ibanError('')).toBe('incomplete_iban');
    expect(ibanError('D')).toBe('incomplete_iban');
    expect(ibanError('DE89 3704 0044')).toBe('incomplete_iban');
  });

  it('needs two letters of a country that has IBANs first', () => {
    expect(ibanError('1234')).toBe('invalid_iban_start');
    expect(ibanError('D1')).toBe('invalid_iban_start');
    expect(ibanError('XX89370400440532013000')).toBe('invalid_iban_country_code');
    expect(ibanError('GB82WEST12345698765432', ['DE', 'AT'])).toBe('invalid_iban_country_code');
  });

  it('refuses wrong check digits, too many characters and letters in the check digits', () => {
    expect(ibanError('DE89370400440532013001')).toBe('invalid_iban');
    expect(ibanError('DE893704004405320130001')).toBe('invalid_iban');
    expect(ibanError('DEAB370400440532013000')).toBe('invalid_iban');
  });

  it('formats in groups of four and names its country', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(ibanCountry('nl91')).toBe('NL');
    expect(ibanCountry('QQ')).toBeNull();
  });
});

describe('BSB, sort code and account numbers', () => {
  it('BSB has six digits, an Australian account 5 to 9', () => {
    expect(bsbError('000-000')).toBeNull();
    expect(bsbError('00000')).toBe('incomplete_au_bank_account_bsb');
    expect(auAccountNumberError('000123456')).toBeNull();
    expect(auAccountNumberError('1234')).toBe('incomplete_au_bank_account_number');
    expect(auAccountNumberError('1234567890')).toBe('incomplete_au_bank_account_number');
  });

  it('sort code has six digits, a UK account eight', () => {
    expect(sortCodeError('10-88-00')).toBeNull();
    expect(sortCodeError('10880')).toBe('incomplete_sort_code');
    expect(bacsAccountNumberError('00012345')).toBeNull();
    expect(bacsAccountNumberError('0001234')).toBe('incomplete_account_number');
  });

  it('groups digits as typed, dropping anything else', () => {
    expect(groupDigits('108800', [2, 2, 2])).toBe('10-88-00');
    expect(groupDigits('10a8', [2, 2, 2])).toBe('10-8');
    expect(groupDigits('000000', [3, 3])).toBe('000-000');
  });
});

describe('Brazilian tax id', () => {
  it('accepts a CPF or CNPJ with right check digits, formatted or not', () => {
    expect(brazilTaxIdError('000.000.001-91')).toBeNull();
    expect(brazilTaxIdError('11.222.333/0001-81')).toBeNull();
  });

  it('refuses wrong check digits and repeated digits; short is incomplete', () => {
    expect(brazilTaxIdError('000.000.001-92')).toBe('invalid_tax_id');
    expect(brazilTaxIdError('111.111.111-11')).toBe('invalid_tax_id');
    expect(brazilTaxIdError('1234')).toBe('incomplete_tax_id');
    expect(brazilTaxIdError('123456789012345')).toBe('invalid_tax_id');
  });
});

describe('bank lists', () => {
  it('every picker has its banks and its default bank among them', () => {
    for (const type of ['ideal', 'p24', 'fpx', 'eps', 'netbanking']) {
      expect(banksFor(type).length).toBeGreaterThan(10);
    }
    for (const [type, bank] of Object.entries(DEFAULT_BANKS)) {
      expect(banksFor(type).map((b) => b.id)).toContain(bank);
    }
    expect(banksFor('sepa_debit')).toEqual([]);
  });
});
