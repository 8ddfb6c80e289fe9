import { isRtlLocale, SUPPORTED_LOCALES } from '@kassa/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCatalogue } from './catalogue.js';
import { CATALOGUE_PARTS, catalogueGaps } from './catalogues.js';
import english from './locales/en.js';

// The module of every locale, as the build serves them; a missing one is reported below.
const catalogues: Record<string, LocaleCatalogue> = {};
beforeAll(async () => {
  for (const tag of SUPPORTED_LOCALES) {
    try {
      const module = (await import(`./locales/${tag}.ts`)) as { default: LocaleCatalogue };
      catalogues[tag] = module.default;
    } catch {
      // catalogueGaps names it "(no module)".
    }
  }
});

// Payment methods' names (`methods.method.*`) are brands, spelt alike everywhere. Texts that are
// no words: the placeholders of the card number and US ZIP (digits), the CVC
// abbreviation, and the expiry's MM / YY pattern, which Hebrew, Japanese, Korean and Chinese
// forms write with the Latin letters too.
const NOT_WORDS = new Set([
  // Identifiers and brands: Brazil's tax ids, a card brand, the wallets' own button names.
  'methods.field.taxId',
  'walletSheet.walletSheet.brand.amex',
  'walletSheet.walletButton.applePay',
  'walletSheet.walletButton.googlePay',
  // "Apple Pay (test)": a brand and a word several languages spell alike (fr, it, nb, hr, mt).
  'walletSheet.walletSheet.applePay',
  'walletSheet.walletSheet.googlePay',
  'labels.cardNumberPlaceholder',
  'labels.expiryPlaceholder',
  'labels.cvcPlaceholder',
  'labels.zipPlaceholder',
]);

const ENGLISH_LOCALES = new Set(['en', 'en-AU', 'en-CA', 'en-GB', 'en-NZ']);

describe('locale catalogues', () => {
  it('gives every locale every key of English and no other (npm run i18n:missing lists them)', () => {
    expect(catalogueGaps(english, catalogues)).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES.filter((tag) => !ENGLISH_LOCALES.has(tag)))(
    '%s is a translation, not a copy of English',
    (tag) => {
      const catalogue = catalogues[tag] as LocaleCatalogue;
      const copied: string[] = [];
      for (const part of CATALOGUE_PARTS) {
        const theirs: Record<string, string | undefined> = catalogue[part];
        for (const [key, text] of Object.entries(english[part] as Record<string, string>)) {
          const name = `${part}.${key}`;
          // One word such as "Bank" may be spelt alike; a sentence may not.
          const brand = name.startsWith('methods.method.');
          if (theirs[key] === text && !NOT_WORDS.has(name) && !brand && text.includes(' ')) {
            copied.push(name);
          }
        }
      }
      expect(copied).toEqual([]);
    },
  );

  it.each(SUPPORTED_LOCALES)('%s names itself and its direction', (tag) => {
    const catalogue = catalogues[tag] as LocaleCatalogue;
    expect(catalogue.tag).toBe(tag);
    expect(catalogue.dir === 'rtl').toBe(isRtlLocale(tag));
  });

  it.each(SUPPORTED_LOCALES)('%s keeps every {placeholder} of English', (tag) => {
    const catalogue = catalogues[tag] as LocaleCatalogue;
    for (const part of CATALOGUE_PARTS) {
      const theirs: Record<string, string | undefined> = catalogue[part];
      for (const [key, text] of Object.entries(english[part] as Record<string, string>)) {
        // The same placeholders, in the order the language's grammar puts them.
        const wanted = (text.match(/\{\w+\}/g) ?? []).sort();
        const found = (theirs[key]?.match(/\{\w+\}/g) ?? []).sort();
        expect(found, `${tag} ${part}.${key}`).toEqual(wanted);
      }
    }
  });
});
