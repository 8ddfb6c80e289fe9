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

/** Spec 000 §9: the default country follows the currency; otherwise US. */
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

/** The country's name in the shopper's language (its code where the browser cannot name it). */
export function countryName(code: string, locale: string): string {
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
