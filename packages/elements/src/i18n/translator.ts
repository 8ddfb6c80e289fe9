import type { WireError } from '@kassa/protocol';
import { ERRORS_EN, GENERIC_ERROR_EN, LABELS_EN, type LabelKey } from './english.js';

/** A locale's texts. Only English ships now; other locales fall back to it key by key. */
interface Catalogue {
  labels: Partial<Record<LabelKey, string>>;
  errors: Partial<Record<string, string>>;
}

const CATALOGUES: Record<string, Catalogue> = {
  en: { labels: LABELS_EN, errors: ERRORS_EN },
};

export interface Translator {
  /** The shopper's language for what the browser names (countries), even when texts fall back. */
  readonly locale: string;
  label(key: LabelKey): string;
  error(code: string): string;
  /** The wire shape of a form validation error, as `validate` answers and change events carry. */
  validationError(code: string): WireError;
}

function pickCatalogue(locale: string | undefined): { locale: string; catalogue: Catalogue } {
  const wanted = (locale ?? 'auto') === 'auto' ? navigatorLanguage() : (locale ?? 'en');
  const base = wanted.toLowerCase().split('-')[0] ?? 'en';
  const catalogue = CATALOGUES[wanted.toLowerCase()] ?? CATALOGUES[base];
  // The texts fall back to English, but the browser names countries and sorts them in the
  // language asked for, so the shopper still reads their own.
  return {
    locale: languageTag(wanted),
    catalogue: catalogue ?? { labels: LABELS_EN, errors: ERRORS_EN },
  };
}

/** The locale as a valid language tag (Intl throws on others), or 'en'. */
function languageTag(wanted: string): string {
  try {
    return Intl.getCanonicalLocales(wanted)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

function navigatorLanguage(): string {
  return typeof navigator === 'undefined' ? 'en' : (navigator.language ?? 'en');
}

export function createTranslator(locale?: string): Translator {
  const picked = pickCatalogue(locale);
  const error = (code: string): string =>
    picked.catalogue.errors[code] ?? ERRORS_EN[code] ?? GENERIC_ERROR_EN;
  return {
    locale: picked.locale,
    label: (key) => picked.catalogue.labels[key] ?? LABELS_EN[key],
    error,
    validationError: (code) => ({ type: 'validation_error', code, message: error(code) }),
  };
}
