import { createContext, useContext } from 'react';
import { formatAmount } from '../hosted-page/hosted-page.js';
import type { LocaleImporter } from '../i18n/load-locale.js';
import { loadLocale, wantedLocale } from '../i18n/load-locale.js';
import { type CheckoutText, checkoutTexts } from './checkout-english.js';

export interface CheckoutTexts {
  /** The catalogue's language tag: Intl formats amounts with it. */
  locale: string;
  dir: 'ltr' | 'rtl';
  text: CheckoutText;
  /** An amount in the currency's minor unit, written the locale's way. */
  money(amount: number, currency: string): string;
}

export function makeTexts(wanted = 'en'): CheckoutTexts {
  const { locale, dir, text } = checkoutTexts(wanted);
  return { locale, dir, text, money: (amount, currency) => formatAmount(amount, currency, locale) };
}

/**
 * Loads the texts of the session's locale (`auto` or none: the browser's), which also sets the
 * document's language and direction (right to left for ar, he, fa…).
 */
export async function loadCheckoutTexts(
  locale: string | null | undefined,
  importer?: LocaleImporter,
): Promise<CheckoutTexts> {
  const wanted = wantedLocale(locale ?? undefined);
  await loadLocale(wanted, importer);
  return makeTexts(wanted);
}

export const CheckoutTextsContext = createContext<CheckoutTexts>(makeTexts());

export function useTexts(): CheckoutTexts {
  return useContext(CheckoutTextsContext);
}
