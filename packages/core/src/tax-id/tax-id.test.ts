import { describe, expect, it } from 'vitest';
import {
  normalizeTaxId,
  taxIdCountries,
  taxIdType,
  taxIdTypeName,
  taxIdTypesOf,
  validateTaxId,
} from './tax-id.js';
import { TAX_ID_TYPES } from './tax-id-types.js';

describe('the tax ID table', () => {
  it('maps the EU member states’ and Northern Ireland’s VAT numbers to eu_vat, others to themselves', () => {
    const eu =
      'at be bg cy cz de dk ee es fi fr gr hr hu ie it lt lu lv mt nl pl pt ro se si sk xi'.split(
        ' ',
      );
    for (const row of TAX_ID_TYPES) {
      const member = row.type.endsWith('_vat') && eu.includes(row.type.slice(0, 2));
      expect(row.external, row.type).toBe(member ? 'eu_vat' : row.type);
    }
    expect(taxIdType('de_vat')?.external).toBe('eu_vat');
    expect(taxIdType('xi_vat')?.external).toBe('eu_vat');
    expect(taxIdType('gb_vat')?.external).toBe('gb_vat');
    expect(taxIdType('au_abn')?.external).toBe('au_abn');
  });

  it('accepts every documented example in its own format', () => {
    for (const row of TAX_ID_TYPES) {
      expect(validateTaxId(row.type, row.example, true), row.type).toEqual({
        value: normalizeTaxId(row.example),
        empty: false,
        valid: true,
      });
      expect(row.country, row.type).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('refuses an example with a character dropped or another type’s example', () => {
    for (const row of TAX_ID_TYPES) {
      const shortened = validateTaxId(row.type, row.example.slice(0, -1), true);
      // Dropping a trailing optional part may still fit (RO takes 2–10 digits, NZ 8 or 9…).
      if (shortened.valid) continue;
      expect(shortened.error, row.type).toBe('invalid_tax_id');
    }
    expect(validateTaxId('de_vat', 'FR12345678901', true).error).toBe('invalid_tax_id');
    expect(validateTaxId('de_vat', 'DE12345678', true).error).toBe('invalid_tax_id');
    expect(validateTaxId('au_abn', '1234567891A', true).error).toBe('invalid_tax_id');
    expect(validateTaxId('in_gst', '12ABCDE3456FGXH', true).error).toBe('invalid_tax_id');
  });

  it('reads a value without spaces and in upper case; dots and hyphens where the example has them', () => {
    expect(validateTaxId('de_vat', ' de 123 456 789 ', true)).toMatchObject({
      value: 'DE123456789',
      valid: true,
    });
    expect(validateTaxId('kr_brn', '1234567890', true).valid).toBe(true);
    expect(validateTaxId('kr_brn', '123-45-67890', true).valid).toBe(true);
    expect(validateTaxId('ch_vat', 'CHE123456789TVA', true).valid).toBe(true);
  });

  it('says empty is incomplete only when required, and refuses an unknown type', () => {
    expect(validateTaxId('de_vat', '  ', true)).toEqual({
      value: '',
      empty: true,
      valid: false,
      error: 'incomplete_tax_id',
    });
    expect(validateTaxId('de_vat', '', false)).toEqual({ value: '', empty: true, valid: false });
    expect(validateTaxId('us_ein', '12-3456789', true).error).toBe('invalid_tax_id');
  });

  it('lists a country’s types and the countries, and names types by their letters', () => {
    expect(taxIdTypesOf('ca').map((row) => row.type)).toEqual([
      'ca_bn',
      'ca_gst_hst',
      'ca_pst_bc',
      'ca_pst_mb',
      'ca_pst_sk',
      'ca_qst',
    ]);
    expect(taxIdTypesOf('GB').map((row) => row.type)).toEqual(['gb_vat', 'xi_vat']);
    expect(taxIdTypesOf('ES').map((row) => row.type)).toEqual(['es_vat', 'es_cif', 'ic_nif']);
    expect(taxIdTypesOf('US')).toEqual([]);
    const countries = taxIdCountries();
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries).toContain('DE');
    expect(countries).not.toContain('US');
    expect(taxIdTypeName('de_vat')).toBe('DE VAT');
    expect(taxIdTypeName('ca_gst_hst')).toBe('CA GST/HST');
  });
});
