import {
  ADDRESS_COUNTRY_CODES,
  ADDRESS_COUNTRY_NAMES,
  type AddressCountryCode,
} from './generated/index.js';
import { ADDRESS_FORMAT_LOADERS } from './generated/loaders.js';
import type { CountryAddressFormat } from './types.js';

const KNOWN: ReadonlySet<string> = new Set(ADDRESS_COUNTRY_CODES);

export function isAddressCountryCode(code: string): code is AddressCountryCode {
  return KNOWN.has(code);
}

/** libaddressinput's upper-case English name of a country, or undefined for an unknown code. */
export function addressCountryName(code: string): string | undefined {
  return isAddressCountryCode(code) ? ADDRESS_COUNTRY_NAMES[code] : undefined;
}

/**
 * Loads one country's address format (a separate chunk per country in the browser).
 * An unknown country code is an integration error and rejects.
 */
export function loadAddressFormat(code: string): Promise<CountryAddressFormat> {
  const upper = code.toUpperCase();
  if (!isAddressCountryCode(upper)) {
    return Promise.reject(new Error(`Unknown country code: ${JSON.stringify(code)}`));
  }
  return ADDRESS_FORMAT_LOADERS[upper]();
}
