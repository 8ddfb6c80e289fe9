import {
  containsCardNumber,
  isAddressCountryCode,
  isPossiblePhone,
  POSTAL_CODE_RULES,
  postalCodeCountry,
  validatePostalCodeByRule,
} from '@kassa/core';
import { ApiError } from '../errors/api-error.js';

/**
 * The address and phone rules the Address Element applies, applied again by the API to what a
 * merchant or the browser sends (billing details, shipping, customers): core's rules, so the
 * form and the API never disagree. Each failure is a 400 naming the parameter.
 */

const param = (prefix: string, ...keys: string[]) =>
  keys.reduce((name, key) => (name === '' ? key : `${name}[${key}]`), prefix);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A country, when given, is an ISO 3166-1 code the address data knows. */
function checkCountry(country: string, name: string): string {
  const code = country.toUpperCase();
  if (!isAddressCountryCode(code) || code === 'ZZ') {
    throw new ApiError(
      'country_code_invalid',
      `Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`,
      { param: name },
    );
  }
  return code;
}

/** The postal code against its country's pattern (AC and TA use SH's), when both are given. */
function checkPostalCode(postalCode: string, country: string, name: string): void {
  const rule = POSTAL_CODE_RULES[postalCodeCountry(country)];
  if (rule === undefined) return;
  if (validatePostalCodeByRule(postalCode, rule).error !== undefined) {
    throw new ApiError(
      'postal_code_invalid',
      `The postal code '${postalCode}' is not valid for ${country}.`,
      { param: name },
    );
  }
}

/** An address object (`prefix` names it, e.g. `billing_details[address]`). */
export function checkAddress(address: Record<string, unknown>, prefix: string): string | undefined {
  const given = text(address.country);
  const country = given === undefined ? undefined : checkCountry(given, param(prefix, 'country'));
  const postal = text(address.postal_code);
  // A card number typed there has its own, more telling error (card_number_in_postal_code_field).
  if (country !== undefined && postal !== undefined && !containsCardNumber(postal))
    checkPostalCode(postal, country, param(prefix, 'postal_code'));
  return country;
}

/**
 * A phone number, read in the address's country when it has none of its own (+…). A national
 * number with no country to read it in cannot be judged and is kept as sent.
 */
export function checkPhone(phone: string, country: string | undefined, name: string): void {
  const international = phone.trim().startsWith('+');
  if (!international && country === undefined) return;
  if (phone.trim() !== '' && !isPossiblePhone(phone, country)) {
    throw new ApiError('parameter_invalid_value', `Invalid phone number: ${phone}`, {
      param: name,
    });
  }
}

/** `{address, phone, …}` objects: billing details, shipping, a customer. */
export function checkContact(value: Record<string, unknown>, prefix: string): void {
  const address = value.address;
  const country =
    typeof address === 'object' && address !== null
      ? checkAddress(address as Record<string, unknown>, param(prefix, 'address'))
      : undefined;
  const phone = text(value.phone);
  if (phone !== undefined) checkPhone(phone, country, param(prefix, 'phone'));
}
