import type { WireError } from '@kassa/protocol';
import { METHOD_ERRORS_EN, METHOD_LABELS_EN, type MethodLabelKey } from './methods-english.js';
import type { Translator } from './translator.js';

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

function isMethodError(code: string): code is keyof typeof METHOD_ERRORS_EN {
  return Object.hasOwn(METHOD_ERRORS_EN, code);
}

/**
 * The method texts in the frame translator's locale: its catalogue's `methods` and
 * `methodErrors` parts, English key by key where it has none; errors core knows come from it.
 */
export function createMethodTranslator(base: Translator): MethodTranslator {
  const catalogue = base.catalogue;
  const label = (key: MethodLabelKey, values: Readonly<Record<string, string>> = {}): string =>
    (catalogue?.methods[key] ?? METHOD_LABELS_EN[key]).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => values[name] ?? whole,
    );
  const error = (code: string): string =>
    isMethodError(code)
      ? (catalogue?.methodErrors[code] ?? METHOD_ERRORS_EN[code])
      : base.error(code);
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
