import {
  auAccountNumberError,
  bacsAccountNumberError,
  bankDigits,
  banksFor,
  brazilTaxIdError,
  bsbError,
  defaultBankFor,
  getPaymentMethodSpec,
  ibanError,
  normalizeIban,
  type PaymentMethodSpec,
  sortCodeError,
  validateEmail,
} from '@kassa/core';
import type { Json, JsonObject } from '@kassa/protocol';
import type { MethodsOptions } from './layout-options.js';

/** One input of a method's form. */
export type MethodInput =
  | 'name'
  | 'email'
  | 'country'
  | 'iban'
  | 'bsbNumber'
  | 'accountNumber'
  | 'sortCode'
  | 'taxId'
  | 'bank'
  | 'line1'
  | 'line2'
  | 'city'
  | 'postalCode'
  | 'becsMandate';

export type MethodValues = Partial<Record<MethodInput, string>>;

/** What a method's form asks for and from where its country choices come. */
export interface MethodForm {
  type: string;
  spec: PaymentMethodSpec;
  inputs: MethodInput[];
  /** Countries the country select offers; empty means every billing country. */
  countries: readonly string[];
}

/** Methods of the spec table the Payment Element offers (Link is a wallet, not a form here). */
export function isFormMethod(type: string): boolean {
  return type !== 'link' && getPaymentMethodSpec(type) !== undefined;
}

/**
 * The inputs of a method, from its spec's fields, less the billing fields the merchant sets to
 * 'never' (they come with the confirm instead). 'if_required' asks for what the method needs,
 * which is every field its spec lists.
 */
export function methodForm(type: string, options: MethodsOptions): MethodForm | null {
  const spec = getPaymentMethodSpec(type);
  if (spec === undefined) return null;
  const inputs: MethodInput[] = [];
  const add = (input: MethodInput): void => {
    if (!inputs.includes(input)) inputs.push(input);
  };
  const { billing } = options;
  for (const field of spec.fields) {
    if (field === 'name' && billing.name !== 'never') add('name');
    else if (field === 'email' && billing.email !== 'never') add('email');
    else if (field === 'country' && billing.address !== 'never') add('country');
    else if (field === 'iban') add('iban');
    else if (field === 'bsbNumber') add('bsbNumber');
    else if (field === 'accountNumber') add('accountNumber');
    else if (field === 'sortCode') add('sortCode');
    else if (field === 'taxId') add('taxId');
    else if (field === 'bank') add('bank');
    else if (field === 'billingAddress' && billing.address !== 'never') {
      for (const input of ['country', 'line1', 'line2', 'city', 'postalCode'] as const) add(input);
    }
  }
  // BECS: the Direct Debit Request must be accepted.
  if (type === 'au_becs_debit') add('becsMandate');
  return { type, spec, inputs, countries: spec.allowedCountries };
}

/** The values a form starts with: the method's default country and bank. */
export function initialValues(form: MethodForm, country: string): MethodValues {
  const values: MethodValues = {};
  if (form.inputs.includes('country')) {
    const allowed = form.countries;
    values.country =
      allowed.length === 0 || allowed.includes(country)
        ? country
        : (form.spec.defaultCountry ?? allowed[0] ?? country);
  }
  const bank = defaultBankFor(form.type);
  if (form.inputs.includes('bank') && bank !== undefined) values.bank = bank;
  return values;
}

/** The error code of one input, or null when it may be sent. */
export function inputError(
  form: MethodForm,
  input: MethodInput,
  values: MethodValues,
): string | null {
  const value = values[input] ?? '';
  switch (input) {
    case 'name':
      return value.trim() === '' ? 'incomplete_name' : null;
    case 'email':
      return validateEmail(value).error ?? null;
    case 'iban':
      // SEPA's IBANs: the countries of its scheme.
      return ibanError(
        value,
        form.spec.allowedCountries.length > 0 ? form.spec.allowedCountries : undefined,
      );
    case 'bsbNumber':
      return bsbError(value);
    case 'accountNumber':
      return form.type === 'bacs_debit'
        ? bacsAccountNumberError(value)
        : auAccountNumberError(value);
    case 'sortCode':
      return sortCodeError(value);
    case 'taxId':
      return brazilTaxIdError(value);
    case 'bank':
      return banksFor(form.type).some((bank) => bank.id === value) ? null : 'incomplete_bank';
    case 'line1':
    case 'city':
    case 'postalCode':
      return value.trim() === '' ? 'incomplete_address' : null;
    case 'becsMandate':
      return value === 'accepted' ? null : 'becs_mandate_not_accepted';
    default:
      return null;
  }
}

export function formErrors(
  form: MethodForm,
  values: MethodValues,
): Partial<Record<MethodInput, string>> {
  const errors: Partial<Record<MethodInput, string>> = {};
  for (const input of form.inputs) {
    const code = inputError(form, input, values);
    if (code !== null) errors[input] = code;
  }
  return errors;
}

/** Nothing typed yet (the default country and bank do not count). */
export function isEmpty(form: MethodForm, values: MethodValues): boolean {
  return form.inputs.every(
    (input) => input === 'country' || input === 'bank' || (values[input] ?? '') === '',
  );
}

/**
 * The method as payment_method_data, Stripe's shape: `{type, <type>: {...}, billing_details}`.
 * Only what the form asked for is set; the merchant's confirm params are merged over it.
 */
export function methodPayload(form: MethodForm, values: MethodValues): JsonObject {
  const has = (input: MethodInput): boolean => form.inputs.includes(input);
  const text = (input: MethodInput): string => (values[input] ?? '').trim();
  const details: JsonObject = {};
  if (has('iban')) details.iban = normalizeIban(text('iban'));
  if (has('bsbNumber')) details.bsb_number = bankDigits(text('bsbNumber'));
  if (has('sortCode')) details.sort_code = bankDigits(text('sortCode'));
  if (has('accountNumber')) details.account_number = bankDigits(text('accountNumber'));
  if (has('taxId')) details.tax_id = bankDigits(text('taxId'));
  if (has('bank')) details.bank = text('bank');
  if (form.type === 'fpx') details.account_holder_type = 'individual';
  if (form.type === 'sofort' && has('country')) details.country = text('country');
  const billing: { [key: string]: Json } = {};
  if (has('name')) billing.name = text('name');
  if (has('email')) billing.email = validateEmail(text('email')).value;
  const address: { [key: string]: Json } = {};
  if (has('country')) address.country = text('country');
  if (has('line1')) address.line1 = text('line1');
  if (has('line2') && text('line2') !== '') address.line2 = text('line2');
  if (has('city')) address.city = text('city');
  if (has('postalCode')) address.postal_code = text('postalCode');
  if (Object.keys(address).length > 0) billing.address = address;
  const payload: JsonObject = { type: form.type };
  if (Object.keys(details).length > 0) payload[form.type] = details;
  if (Object.keys(billing).length > 0) payload.billing_details = billing;
  return payload;
}
