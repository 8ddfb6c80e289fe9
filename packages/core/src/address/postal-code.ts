import type { CountryAddressFormat } from './types.js';

export type PostalCodeErrorCode = 'invalid_zip' | 'invalid_postal_code';

export interface PostalCodeValidation {
  empty: boolean;
  complete: boolean;
  /** The value as it should be stored and sent (trimmed, upper-cased where the country wants). */
  value: string;
  error?: PostalCodeErrorCode;
}

// Ascension and Tristan da Cunha share Saint Helena's postal service: the postal code travels
// with SH as its country.
const POSTAL_CODE_COUNTRY_ALIASES: Record<string, string> = { AC: 'SH', TA: 'SH' };

// Spec 000 §5: GB postal codes are upper-cased but otherwise free form (the many historic and
// special formats make a strict pattern reject real addresses).
const FREE_FORM_POSTAL_CODE_COUNTRIES: ReadonlySet<string> = new Set(['GB']);

/** The country a postal code is checked and sent under: AC and TA map to SH. */
export function postalCodeCountry(country: string): string {
  const code = country.toUpperCase();
  return POSTAL_CODE_COUNTRY_ALIASES[code] ?? code;
}

/** invalid_zip for countries whose postal code is a "zip" (US, PR, …), else invalid_postal_code. */
export function postalCodeErrorCode(format: CountryAddressFormat): PostalCodeErrorCode {
  return format.postalCodeType === 'zip' ? 'invalid_zip' : 'invalid_postal_code';
}

export function normalizePostalCode(value: string, format: CountryAddressFormat): string {
  const collapsed = value.trim().replace(/\s+/g, ' ');
  const upper =
    format.upper.includes('postalCode') || FREE_FORM_POSTAL_CODE_COUNTRIES.has(format.code);
  return upper ? collapsed.toUpperCase() : collapsed;
}

function fullMatch(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'i').test(value);
}

function matchesSubdivision(
  value: string,
  format: CountryAddressFormat,
  subdivision: string | undefined,
): boolean {
  if (!subdivision) return true;
  const wanted = subdivision.toUpperCase();
  const entry = format.subdivisions.find(
    (candidate) =>
      candidate.key.toUpperCase() === wanted ||
      candidate.name.toUpperCase() === wanted ||
      candidate.latinName?.toUpperCase() === wanted,
  );
  if (!entry?.postalCodePrefix) return true;
  return new RegExp(`^(?:${entry.postalCodePrefix})`, 'i').test(value);
}

/**
 * Checks a postal code against the country's pattern and, when a subdivision is given, against
 * the postal-code prefix of that subdivision (libaddressinput `sub_zips`).
 */
export function validatePostalCode(
  input: string,
  format: CountryAddressFormat,
  options: { subdivision?: string } = {},
): PostalCodeValidation {
  const value = normalizePostalCode(input, format);
  if (value === '') return { empty: true, complete: false, value };
  const prefix = format.postalCodePrefix;
  const bare =
    prefix && value.toUpperCase().startsWith(prefix) ? value.slice(prefix.length).trim() : value;
  const pattern = FREE_FORM_POSTAL_CODE_COUNTRIES.has(format.code)
    ? undefined
    : format.postalCodePattern;
  const valid =
    (pattern === undefined || fullMatch(pattern, bare)) &&
    matchesSubdivision(bare, format, options.subdivision);
  if (!valid) return { empty: false, complete: false, value, error: postalCodeErrorCode(format) };
  return { empty: false, complete: true, value };
}
