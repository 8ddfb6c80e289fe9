import type { WireError } from '@kassa/protocol';
import { useMemo } from 'react';
import type { LocaleCatalogue } from './catalogue.js';
import { ERRORS_EN, GENERIC_ERROR_EN, LABELS_EN, type LabelKey } from './english.js';
import { loadedCatalogue, wantedLocale } from './load-locale.js';

export interface Translator {
  /** The language tag of the texts, for what Intl formats (country names, dates, amounts). */
  readonly locale: string;
  /** The locale's loaded catalogue (none for English), for the lazy parts' own translators. */
  readonly catalogue: LocaleCatalogue | undefined;
  label(key: LabelKey): string;
  /** The text of an input error; `english` for codes the frame's own English table lacks. */
  error(code: string, english?: string): string;
  /** The wire shape of a form validation error, as `validate` answers and change events carry. */
  validationError(code: string): WireError;
}

/**
 * The translator of a locale option (`auto`, a tag, or none). Texts come from the locale's
 * catalogue once loadLocale has loaded it, key by key from English otherwise.
 */
export function createTranslator(locale?: string): Translator {
  const catalogue = loadedCatalogue(wantedLocale(locale));
  const error = (code: string, english?: string): string =>
    catalogue?.errors[code as keyof typeof catalogue.errors] ??
    english ??
    ERRORS_EN[code] ??
    GENERIC_ERROR_EN;
  return {
    locale: catalogue?.tag ?? 'en',
    catalogue,
    label: (key) => catalogue?.labels[key] ?? LABELS_EN[key],
    error,
    validationError: (code) => ({ type: 'validation_error', code, message: error(code) }),
  };
}

/** The translator of a frame's locale option, whose catalogue the frame has loaded. */
export function useTranslator(locale: string | undefined): Translator {
  return useMemo(() => createTranslator(locale), [locale]);
}
