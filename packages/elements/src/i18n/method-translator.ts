import type { WireError } from '@kassa/protocol';
import { METHOD_ERRORS_EN, METHOD_LABELS_EN, type MethodLabelKey } from './methods-english.js';
import type { Translator } from './translator.js';

/** A locale's method texts; other locales fall back to English key by key. */
interface MethodCatalogue {
  labels: Partial<Record<MethodLabelKey, string>>;
  errors: Partial<Record<string, string>>;
}

const METHOD_CATALOGUES: Record<string, MethodCatalogue> = {
  en: { labels: METHOD_LABELS_EN, errors: METHOD_ERRORS_EN },
};

export interface MethodTranslator {
  readonly locale: string;
  /** A text with its `{name}` placeholders filled. */
  label(key: MethodLabelKey, values?: Readonly<Record<string, string>>): string;
  /** The method's display name; its type for a type without one. */
  methodName(type: string): string;
  error(code: string): string;
  validationError(code: string): WireError;
}

function isLabelKey(key: string): key is MethodLabelKey {
  return Object.hasOwn(METHOD_LABELS_EN, key);
}

/** The method texts in the frame translator's locale; errors core knows come from it. */
export function createMethodTranslator(base: Translator): MethodTranslator {
  const lower = base.locale.toLowerCase();
  const catalogue = METHOD_CATALOGUES[lower] ?? METHOD_CATALOGUES[lower.split('-')[0] ?? 'en'];
  const label = (key: MethodLabelKey, values: Readonly<Record<string, string>> = {}): string =>
    (catalogue?.labels[key] ?? METHOD_LABELS_EN[key]).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => values[name] ?? whole,
    );
  const error = (code: string): string =>
    catalogue?.errors[code] ?? METHOD_ERRORS_EN[code] ?? base.error(code);
  return {
    locale: base.locale,
    label,
    methodName: (type) => {
      const key = `method.${type}`;
      return isLabelKey(key) ? label(key) : type;
    },
    error,
    validationError: (code) => ({ type: 'validation_error', code, message: error(code) }),
  };
}
