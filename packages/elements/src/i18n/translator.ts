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
  return catalogue === undefined
    ? { locale: 'en', catalogue: { labels: LABELS_EN, errors: ERRORS_EN } }
    : { locale: wanted, catalogue };
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
