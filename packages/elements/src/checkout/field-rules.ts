import { validateEmail } from '@kassa/core';
import type { CheckoutKey } from './checkout-english.js';
import type { CustomField, PaymentPage } from './payment-page.js';

/** What the shopper typed into the page's own fields (the elements keep theirs). */
export interface FieldValues {
  email: string;
  phone: string;
  custom: Record<string, string>;
  terms: boolean;
}

/** A field's error: a page text (with params) or a core error code's text, by field id. */
export type FieldError =
  | { key: CheckoutKey; params?: Record<string, string> }
  | { code: 'email_invalid' | 'incomplete_email' | 'invalid_phone_number' };

export const fieldId = {
  email: 'checkout-email',
  phone: 'checkout-phone',
  terms: 'checkout-terms',
  custom: (key: string) => `checkout-custom-${key}`,
};

export function initialValues(page: PaymentPage): FieldValues {
  const custom: Record<string, string> = {};
  for (const field of page.custom_fields) {
    const part = field.type === 'dropdown' ? field.dropdown : field[field.type];
    const value =
      (part && 'value' in part ? part.value : undefined) ??
      (field.type === 'dropdown' ? field.dropdown?.default_value : part?.default_value) ??
      '';
    custom[field.key] = value ?? '';
  }
  return {
    email: page.email ?? page.customer_email ?? '',
    phone: page.phone ?? '',
    custom,
    terms: false,
  };
}

/** Stripe's constraints on a custom field's value: required, digits for numeric, length bounds. */
export function customFieldError(field: CustomField, value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return field.optional ? undefined : { key: 'checkout.error.required' };
  if (field.type === 'dropdown') {
    const allowed = field.dropdown?.options.some((option) => option.value === trimmed) ?? false;
    return allowed ? undefined : { key: 'checkout.error.required' };
  }
  if (field.type === 'numeric' && !/^\d+$/.test(trimmed)) return { key: 'checkout.error.number' };
  const bounds = field.type === 'numeric' ? field.numeric : field.text;
  const min = bounds?.minimum_length ?? 1;
  const max = bounds?.maximum_length ?? 255;
  if (trimmed.length < min || trimmed.length > max) {
    return { key: 'checkout.error.length', params: { min: String(min), max: String(max) } };
  }
  return undefined;
}

/**
 * The errors of the page's own fields, in the order they appear (the first gets focus). The
 * phone rule is passed in: it lives in a lazy chunk.
 */
export function fieldErrors(
  page: PaymentPage,
  values: FieldValues,
  phoneError: (value: string) => FieldError | undefined,
): [string, FieldError][] {
  const errors: [string, FieldError][] = [];
  const email = validateEmail(values.email);
  if (email.empty) errors.push([fieldId.email, { key: 'checkout.error.required' }]);
  else if (!email.complete) errors.push([fieldId.email, { code: 'email_invalid' }]);
  if (page.phone_number_collection?.enabled) {
    const error =
      values.phone.trim() === ''
        ? { key: 'checkout.error.required' as const }
        : phoneError(values.phone);
    if (error) errors.push([fieldId.phone, error]);
  }
  for (const field of page.custom_fields) {
    const error = customFieldError(field, values.custom[field.key] ?? '');
    if (error) errors.push([fieldId.custom(field.key), error]);
  }
  if (page.consent_collection?.terms_of_service === 'required' && !values.terms) {
    errors.push([fieldId.terms, { key: 'checkout.error.terms' }]);
  }
  return errors;
}
