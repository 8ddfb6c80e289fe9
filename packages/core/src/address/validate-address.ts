import type { AddressFormField, AddressFormValues, ExternalAddress } from './address-values.js';
import { type AddressNameErrorCode, type AddressNameMode, validateAddressName } from './name.js';
import { isPoBox } from './po-box.js';
import { type PostalCodeErrorCode, validatePostalCode } from './postal-code.js';
import type { AddressPart, CountryAddressFormat } from './types.js';

export type AddressErrorCode =
  | AddressNameErrorCode
  | PostalCodeErrorCode
  | 'incomplete_address'
  | 'po_box_prohibited';

export interface AddressValidationOptions {
  /** display.name of the address element; 'full' when not set. */
  nameMode?: AddressNameMode;
  blockPoBox?: boolean;
  /** Empty or absent means every country is allowed. */
  allowedCountries?: readonly string[];
}

export interface AddressValidation {
  complete: boolean;
  errors: Partial<Record<AddressFormField, AddressErrorCode>>;
}

const FIELD_BY_PART: Partial<Record<AddressPart, AddressFormField>> = {
  locality: 'locality',
  administrativeArea: 'administrativeArea',
  postalCode: 'postalCode',
};

export function isCountryAllowed(country: string, allowedCountries?: readonly string[]): boolean {
  if (country === '') return false;
  if (!allowedCountries || allowedCountries.length === 0) return true;
  const code = country.toUpperCase();
  return allowedCountries.some((allowed) => allowed.toUpperCase() === code);
}

/**
 * The address fields a country's form shows, one array per line, in the country's order. The
 * street address takes two lines. Name and organization are left out: the name mode decides.
 */
export function addressFieldLines(format: CountryAddressFormat): AddressFormField[][] {
  const lines: AddressFormField[][] = [];
  for (const line of format.lines) {
    if (line.includes('address')) lines.push(['addressLine1'], ['addressLine2']);
    const fields = line.flatMap((part) => FIELD_BY_PART[part] ?? []);
    if (fields.length > 0) lines.push(fields);
  }
  return lines;
}

/** The address fields that must not be empty (libaddressinput `require`, shown fields only). */
export function requiredAddressFields(format: CountryAddressFormat): AddressFormField[] {
  const shown = new Set(addressFieldLines(format).flat());
  return format.required
    .map((part) => (part === 'address' ? 'addressLine1' : FIELD_BY_PART[part]))
    .filter((field): field is AddressFormField => field !== undefined && shown.has(field));
}

function checkPostalCode(
  values: AddressFormValues,
  format: CountryAddressFormat,
): PostalCodeErrorCode | undefined {
  if (values.postalCode.trim() === '') return undefined;
  const result = validatePostalCode(values.postalCode, format, {
    subdivision: values.administrativeArea.trim() || undefined,
  });
  return result.error;
}

/**
 * Validates an address form against its country's format. `format` must be the data of
 * `values.country` (see loadAddressFormat). Returns codes; never throws on input.
 */
export function validateAddress(
  values: AddressFormValues,
  format: CountryAddressFormat,
  options: AddressValidationOptions = {},
): AddressValidation {
  const errors: AddressValidation['errors'] = {
    ...validateAddressName(values, options.nameMode ?? 'full'),
  };
  if (!isCountryAllowed(values.country, options.allowedCountries)) {
    errors.country = 'incomplete_address';
  }
  for (const field of requiredAddressFields(format)) {
    if (values[field].trim() === '') errors[field] = 'incomplete_address';
  }
  const shown = new Set(addressFieldLines(format).flat());
  const postal = shown.has('postalCode') ? checkPostalCode(values, format) : undefined;
  if (postal && !errors.postalCode) errors.postalCode = postal;
  if (options.blockPoBox) {
    for (const field of ['addressLine1', 'addressLine2'] as const) {
      if (!errors[field] && isPoBox(values[field], values.country))
        errors[field] = 'po_box_prohibited';
    }
  }
  return { complete: Object.keys(errors).length === 0, errors };
}

/**
 * A saved address can be offered only when its country is allowed and, with blockPoBox, it is
 * not a PO box.
 */
export function isSavedAddressAccepted(
  address: ExternalAddress,
  options: Pick<AddressValidationOptions, 'allowedCountries' | 'blockPoBox'> = {},
): boolean {
  const country = (address.country_code ?? '').toUpperCase();
  if (!isCountryAllowed(country, options.allowedCountries)) return false;
  if (!options.blockPoBox) return true;
  return ![address.line_1, address.line_2].some((line) => line && isPoBox(line, country));
}

const NAME_FIELDS: ReadonlySet<AddressFormField> = new Set([
  'name',
  'firstName',
  'lastName',
  'organizationName',
]);

/** Autocomplete starts when a non-name field holds more than 2 characters. */
export function shouldStartAutocomplete(field: AddressFormField, value: string): boolean {
  return !NAME_FIELDS.has(field) && value.trim().length > 2;
}
