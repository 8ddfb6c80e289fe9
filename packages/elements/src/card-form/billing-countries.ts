import { ADDRESS_COUNTRY_CODES, type PostalCodeRule } from '@kassa/core';
import { POSTAL_CA, POSTAL_GB, POSTAL_US } from '@kassa/core/postal-rules';

/** Every country the address data knows, without libaddressinput's "unknown" ZZ. */
export const BILLING_COUNTRIES: readonly string[] = ADDRESS_COUNTRY_CODES.filter(
  (code) => code !== 'ZZ',
);

/**
 * Billing countries whose card payments ask for a postal code, as Stripe's card form does:
 * elsewhere the issuer does not check it, so asking would only slow the shopper down.
 */
const CARD_POSTAL_FORMATS: Readonly<Record<string, PostalCodeRule>> = {
  US: POSTAL_US,
  CA: POSTAL_CA,
  GB: POSTAL_GB,
};

/** The postal-code rule to check the card's postal code with, or undefined when none is asked. */
export function cardPostalFormat(country: string): PostalCodeRule | undefined {
  return Object.hasOwn(CARD_POSTAL_FORMATS, country) ? CARD_POSTAL_FORMATS[country] : undefined;
}

/** The default country follows the currency (EUR -> FR, GBP -> GB, ...); otherwise US. */
const COUNTRY_BY_CURRENCY: Record<string, string> = {
  usd: 'US',
  gbp: 'GB',
  aud: 'AU',
  cad: 'CA',
  eur: 'FR',
  mxn: 'MX',
  sgd: 'SG',
};

export function defaultCountry(currency: string | undefined): string {
  return (currency === undefined ? undefined : COUNTRY_BY_CURRENCY[currency.toLowerCase()]) ?? 'US';
}

const namers = new Map<string, Intl.DisplayNames | null>();

/**
 * The English names of the countries a form starts on (the currency defaults above), as
 * Intl.DisplayNames gives them: building a DisplayNames loads the browser's region names, some
 * 11-13 ms that the first render would pay at every mount, on the renderer thread the
 * controller frame shares. The whole list, named by the browser, comes when it is idle
 * (country-select.tsx); a test keeps these equal to the browser's.
 */
export const ENGLISH_DEFAULT_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  AU: 'Australia',
  CA: 'Canada',
  FR: 'France',
  MX: 'Mexico',
  SG: 'Singapore',
};

/** The country's name in the shopper's language (its code where the browser cannot name it). */
export function countryName(code: string, locale: string): string {
  const english = /^en(-|$)/i.test(locale) ? ENGLISH_DEFAULT_NAMES[code] : undefined;
  if (english !== undefined) return english;
  let namer = namers.get(locale);
  if (namer === undefined) {
    try {
      namer = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      namer = null;
    }
    namers.set(locale, namer);
  }
  return namer?.of(code) ?? code;
}
