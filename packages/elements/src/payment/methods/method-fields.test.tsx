import { describe, expect, it } from 'vitest';
import { readMethodsOptions } from './layout-options.js';
import {
  formErrors,
  initialValues,
  isFormMethod,
  methodForm,
  methodPayload,
} from './method-fields.js';

const options = readMethodsOptions({});

function formOf(type: string, raw = {}) {
  const form = methodForm(type, readMethodsOptions(raw));
  if (form === null) throw new Error(`no form for ${type}`);
  return form;
}

describe('method forms from the spec table', () => {
  it('offers every spec-table type but Link', () => {
    expect(isFormMethod('sepa_debit')).toBe(true);
    expect(isFormMethod('paypal')).toBe(true);
    expect(isFormMethod('link')).toBe(false);
    expect(isFormMethod('apple_pay')).toBe(false);
  });

  it('asks for the spec fields, less the billing fields set to never', () => {
    expect(formOf('sepa_debit').inputs).toEqual([
      'name',
      'email',
      'iban',
      'country',
      'line1',
      'line2',
      'city',
      'postalCode',
    ]);
    expect(
      formOf('sepa_debit', { fields: { billingDetails: { address: 'never', email: 'never' } } })
        .inputs,
    ).toEqual(['name', 'iban']);
    expect(formOf('au_becs_debit').inputs).toEqual([
      'name',
      'email',
      'bsbNumber',
      'accountNumber',
      'becsMandate',
    ]);
    expect(formOf('paypal').inputs).toEqual([]);
  });

  it('starts a method on its country and default bank', () => {
    expect(initialValues(formOf('sofort'), 'US')).toEqual({ country: 'DE' });
    expect(initialValues(formOf('sofort'), 'AT')).toEqual({ country: 'AT' });
    expect(initialValues(formOf('fpx'), 'MY')).toEqual({ bank: 'maybank2u' });
    expect(methodForm('nope', options)).toBeNull();
  });

  it('builds Stripe-shaped payment_method_data per type', () => {
    const bacs = formOf('bacs_debit', { fields: { billingDetails: { address: 'never' } } });
    expect(
      methodPayload(bacs, {
        name: ' Jo ',
        email: 'JO@example.com',
        sortCode: '10-88-00',
        accountNumber: '0001 2345',
      }),
    ).toEqual({
      type: 'bacs_debit',
      bacs_debit: { sort_code: '108800', account_number: '00012345' },
      billing_details: { name: 'Jo', email: 'jo@example.com' },
    });
    expect(methodPayload(formOf('sofort'), { country: 'NL' })).toEqual({
      type: 'sofort',
      sofort: { country: 'NL' },
      billing_details: { address: { country: 'NL' } },
    });
    expect(methodPayload(formOf('fpx'), { bank: 'cimb' })).toEqual({
      type: 'fpx',
      fpx: { bank: 'cimb', account_holder_type: 'individual' },
    });
    expect(methodPayload(formOf('paypal'), {})).toEqual({ type: 'paypal' });
  });

  it('checks Boleto’s CPF and address, and a BECS mandate must be accepted', () => {
    const boleto = formOf('boleto');
    expect(
      formErrors(boleto, { name: 'Jo', email: 'jo@example.com', taxId: '000.000.001-92' }),
    ).toEqual({
      taxId: 'invalid_tax_id',
      line1: 'incomplete_address',
      city: 'incomplete_address',
      postalCode: 'incomplete_address',
    });
    const becs = formOf('au_becs_debit');
    expect(
      formErrors(becs, {
        name: 'Jo',
        email: 'jo@example.com',
        bsbNumber: '000000',
        accountNumber: '000123456',
      }),
    ).toEqual({ becsMandate: 'becs_mandate_not_accepted' });
  });
});
