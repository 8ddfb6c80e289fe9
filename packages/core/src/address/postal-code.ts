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

// GB postal codes are upper-cased but otherwise free form (the many historic and
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

/**
 * What a postal code check needs of a country's address data. `postal-rules.ts` has one per
 * country, so a bundle that checks postal codes need not carry whole address formats.
 */
export interface PostalCodeRule {
  code: string;
  /** Regular expression source a whole postal code must match. */
  pattern?: string;
  /** Prefix a postal code may carry, e.g. 'PR' for Puerto Rico. */
  prefix?: string;
  /** 'zip', 'postal', 'pin', …: a 'zip' gets invalid_zip. */
  type: string;
  /** The country writes postal codes in upper case. */
  upper?: boolean;
}

/** The postal-code part of a country's address format. */
export function postalCodeRule(format: CountryAddressFormat): PostalCodeRule {
  const rule: PostalCodeRule = { code: format.code, type: format.postalCodeType };
  if (format.postalCodePattern !== undefined) rule.pattern = format.postalCodePattern;
  if (format.postalCodePrefix !== undefined) rule.prefix = format.postalCodePrefix;
  if (format.upper.includes('postalCode')) rule.upper = true;
  return rule;
}

/** Trimmed, inner spaces collapsed, upper-cased where the country wants. */
export function normalizePostalCodeByRule(value: string, rule: PostalCodeRule): string {
  const collapsed = value.trim().replace(/\s+/g, ' ');
  const upper = rule.upper === true || FREE_FORM_POSTAL_CODE_COUNTRIES.has(rule.code);
  return upper ? collapsed.toUpperCase() : collapsed;
}

export function normalizePostalCode(value: string, format: CountryAddressFormat): string {
  return normalizePostalCodeByRule(value, postalCodeRule(format));
}

/** Checks a postal code against a country's pattern only (no subdivision prefixes). */
export function validatePostalCodeByRule(
  input: string,
  rule: PostalCodeRule,
): PostalCodeValidation {
  const value = normalizePostalCodeByRule(input, rule);
  if (value === '') return { empty: true, complete: false, value };
  const { prefix } = rule;
  const bare =
    prefix && value.toUpperCase().startsWith(prefix) ? value.slice(prefix.length).trim() : value;
  const pattern = FREE_FORM_POSTAL_CODE_COUNTRIES.has(rule.code) ? undefined : rule.pattern;
  if (pattern !== undefined && !fullMatch(pattern, bare)) {
    return {
      empty: false,
      complete: false,
      value,
      error: rule.type === 'zip' ? 'invalid_zip' : 'invalid_postal_code',
    };
  }
  return { empty: false, complete: true, value };
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
  const result = validatePostalCodeByRule(input, postalCodeRule(format));
  if (result.empty || result.error !== undefined) return result;
  const prefix = format.postalCodePrefix;
  const { value } = result;
  const bare =
    prefix && value.toUpperCase().startsWith(prefix) ? value.slice(prefix.length).trim() : value;
  if (!matchesSubdivision(bare, format, options.subdivision)) {
    return { empty: false, complete: false, value, error: postalCodeErrorCode(format) };
  }
  return result;
}
