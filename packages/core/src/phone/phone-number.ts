// The core entry with the min metadata imported on its own: bundles can keep or split the
// metadata (it is most of libphonenumber's weight) and tree-shake the functions not used.
import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';

export type PhoneError = 'empty_phone_number' | 'invalid_phone_number';

export interface PhoneValidation {
  empty: boolean;
  complete: boolean;
  /** The number in E.164 (+15555550123) once it is valid. */
  e164?: string;
  /** The country the number belongs to, when it is known. */
  country?: string;
  error?: PhoneError;
}

export interface PhoneOptions {
  /** Country used for numbers typed without a +prefix (ISO 3166-1 alpha-2). */
  country?: string;
  /** True when validation.phone.required is 'always'. */
  required?: boolean;
}

function defaultCountry(country: string | undefined): CountryCode | undefined {
  const code = country?.toUpperCase();
  return code !== undefined && isSupportedCountry(code as CountryCode, metadata)
    ? (code as CountryCode)
    : undefined;
}

/** Empty (an error only when required), valid with its E.164 form, or invalid_phone_number. */
export function validatePhone(input: string, options: PhoneOptions = {}): PhoneValidation {
  if (input.trim() === '') {
    return options.required
      ? { empty: true, complete: false, error: 'empty_phone_number' }
      : { empty: true, complete: false };
  }
  const country = defaultCountry(options.country);
  const parsed = country
    ? parsePhoneNumberFromString(input, country, metadata)
    : parsePhoneNumberFromString(input, metadata);
  if (!parsed?.isValid()) {
    return { empty: false, complete: false, error: 'invalid_phone_number' };
  }
  const result: PhoneValidation = { empty: false, complete: true, e164: parsed.number };
  if (parsed.country !== undefined) result.country = parsed.country;
  return result;
}

/**
 * Whether a number has a possible shape for its country (its length, after its country code or
 * read in `country`), without asking that its area code exists. The API's check: merchants'
 * test data (Stripe's samples' 555 numbers) is shaped right but not a real number, and Stripe
 * takes it; a shopper typing into a form gets validatePhone's stricter answer.
 */
export function isPossiblePhone(input: string, country?: string): boolean {
  const code = defaultCountry(country);
  const parsed = code
    ? parsePhoneNumberFromString(input, code, metadata)
    : parsePhoneNumberFromString(input, metadata);
  return parsed?.isPossible() === true;
}

/** The E.164 form of a valid number, or null. */
export function formatPhoneE164(input: string, country?: string): string | null {
  return validatePhone(input, country === undefined ? {} : { country }).e164 ?? null;
}

/** The number for display in international format (+1 555 555 0123), or the input unchanged. */
export function formatPhoneInternational(input: string, country?: string): string {
  const code = defaultCountry(country);
  const parsed = code
    ? parsePhoneNumberFromString(input, code, metadata)
    : parsePhoneNumberFromString(input, metadata);
  return parsed?.formatInternational() ?? input;
}

export type PhoneFieldSetting = 'auto' | 'always' | 'never';
export type PhoneRequiredSetting = 'auto' | 'always' | 'never';

/** fields.phone: the address element shows a phone field only when asked to ('always'). */
export function isPhoneFieldShown(setting: PhoneFieldSetting | undefined): boolean {
  return setting === 'always';
}

/** validation.phone.required: a shown phone field is required only when 'always'. */
export function isPhoneRequired(
  field: PhoneFieldSetting | undefined,
  required: PhoneRequiredSetting | undefined,
): boolean {
  return isPhoneFieldShown(field) && required === 'always';
}
