import { SUPPORTED_LOCALES } from '@kassa/core';
import type { LocaleCatalogue } from './catalogue.js';

export const CATALOGUE_PARTS = [
  'loader',
  'labels',
  'errors',
  'declines',
  'pages',
  'methods',
  'methodErrors',
  'address',
  'walletSheet',
  'checkout',
] as const;

/** What one locale lacks of English, and what it has that English does not, by part. */
export interface CatalogueGaps {
  locale: string;
  missing: string[];
  extra: string[];
}

/**
 * The keys each locale misses or has beyond the English catalogue, as `part.key`: the
 * catalogue test and `npm run i18n:missing` report them.
 */
export function catalogueGaps(
  english: LocaleCatalogue,
  catalogues: Readonly<Record<string, LocaleCatalogue>>,
): CatalogueGaps[] {
  const gaps: CatalogueGaps[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    const catalogue = catalogues[locale];
    const missing: string[] = [];
    const extra: string[] = [];
    for (const part of CATALOGUE_PARTS) {
      const want = Object.keys(english[part]);
      const have = catalogue === undefined ? [] : Object.keys(catalogue[part]);
      for (const key of want) if (!have.includes(key)) missing.push(`${part}.${key}`);
      for (const key of have) if (!want.includes(key)) extra.push(`${part}.${key}`);
    }
    if (catalogue === undefined) missing.unshift('(no module)');
    if (missing.length > 0 || extra.length > 0) gaps.push({ locale, missing, extra });
  }
  return gaps;
}

/** Modules in `locales/` for a locale Stripe.js does not accept (a typo in a file name). */
export function unknownLocales(tags: readonly string[]): string[] {
  return tags.filter((tag) => !(SUPPORTED_LOCALES as readonly string[]).includes(tag));
}
