import { formatMessage } from '@kassa/core';
import { createContext, useContext } from 'react';
import {
  type LocaleImporter,
  loadedCatalogue,
  loadLocale,
  wantedLocale,
} from '../i18n/load-locale.js';
import { PAGES_EN, type PageKey } from '../i18n/pages-english.js';

/** The texts of a hosted test page in the shopper's locale. */
export interface PageTexts {
  /** The language tag, for amounts (Intl). */
  locale: string;
  text(key: PageKey, params?: Readonly<Record<string, string>>): string;
}

/** The texts of an already loaded wanted locale; English key by key where it has none. */
export function pageTexts(wanted = 'en'): PageTexts {
  const catalogue = loadedCatalogue(wanted);
  return {
    locale: catalogue?.tag ?? 'en',
    text: (key, params = {}) => formatMessage(catalogue?.pages[key] ?? PAGES_EN[key], params),
  };
}

/**
 * The locale of a hosted page: the shopper's Elements group's (or Stripe.js instance's), which
 * the controller puts in the address's fragment when it opens the page in its modal, or in its
 * query when it hands the loader a full-page redirect to it (`locale=` both); else the
 * browser's. Loads its texts and sets the document's language and direction.
 */
export async function loadPageTexts(
  location: Pick<Location, 'hash'> & Partial<Pick<Location, 'search'>>,
  importer?: LocaleImporter,
): Promise<PageTexts> {
  const read = (part: string) => new URLSearchParams(part.replace(/^[#?]/, '')).get('locale');
  const option = read(location.hash) ?? read(location.search ?? '') ?? undefined;
  const wanted = wantedLocale(option);
  await loadLocale(wanted, importer);
  return pageTexts(wanted);
}

/** The texts a hosted page's components read (usePageTexts); English unless a page provides. */
export const PageTextsContext = createContext<PageTexts>(pageTexts());

export function usePageTexts(): PageTexts {
  return useContext(PageTextsContext);
}
