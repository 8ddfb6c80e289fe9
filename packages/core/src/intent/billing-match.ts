export interface BillingPostal {
  postal_code?: string | null;
  country?: string | null;
}

function comparablePostalCode(postalCode: string, country: string): string {
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  // A US ZIP+4 (94107-1234) is the same place as its first five digits.
  return country === 'US' ? compact.slice(0, 5) : compact;
}

/** Postal codes are equal ignoring spaces and case; in the US only the first five characters count. */
export function postalCodesMatch(a: string, b: string, country: string): boolean {
  const c = country.toUpperCase();
  return comparablePostalCode(a, c) === comparablePostalCode(b, c);
}

/**
 * True when the billing details given at confirmation differ from the saved method's in country
 * or postal code. Parts missing on either side are not a mismatch.
 */
export function isBillingMismatch(saved: BillingPostal, given: BillingPostal): boolean {
  const savedCountry = saved.country?.toUpperCase() ?? '';
  const givenCountry = given.country?.toUpperCase() ?? '';
  if (savedCountry !== '' && givenCountry !== '' && savedCountry !== givenCountry) return true;
  const savedPostal = saved.postal_code ?? '';
  const givenPostal = given.postal_code ?? '';
  if (savedPostal.trim() === '' || givenPostal.trim() === '') return false;
  return !postalCodesMatch(savedPostal, givenPostal, savedCountry || givenCountry);
}
