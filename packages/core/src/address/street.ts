/** Countries where the house number is written after the street name. */
export const STREET_NUMBER_AFTER_STREET_COUNTRIES = [
  'BE',
  'BR',
  'CH',
  'ES',
  'ID',
  'IT',
  'MX',
  'NL',
  'NO',
  'PL',
  'RU',
  'SE',
] as const;

const AFTER: ReadonlySet<string> = new Set(STREET_NUMBER_AFTER_STREET_COUNTRIES);

export function streetNumberFollowsStreet(country: string): boolean {
  return AFTER.has(country.toUpperCase());
}

/** Joins a street and house number (e.g. from an autocomplete result) in the country's order. */
export function formatStreetLine(street: string, streetNumber: string, country: string): string {
  const parts = streetNumberFollowsStreet(country)
    ? [street, streetNumber]
    : [streetNumber, street];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
