import type { WireError } from '@kassa/protocol';
import { ADDRESS_ERRORS_EN, ADDRESS_LABELS_EN, type AddressLabelKey } from './address-english.js';
import { createTranslator } from './translator.js';

export interface AddressTranslator {
  /** The shopper's language tag, for what the browser names (countries). */
  readonly locale: string;
  text(key: AddressLabelKey, params?: Readonly<Record<string, string | number>>): string;
  error(code: string): string;
  validationError(code: string): WireError;
}

/**
 * The Address Element's texts in the shopper's locale: the loaded catalogue's `address` part,
 * English key by key where it has none; its errors are core's, translated in `errors`.
 */
export function createAddressTranslator(locale?: string): AddressTranslator {
  const base = createTranslator(locale);
  const error = (code: string): string => base.error(code, ADDRESS_ERRORS_EN[code]);
  return {
    locale: base.locale,
    text(key, params) {
      const template: string = base.catalogue?.address[key] ?? ADDRESS_LABELS_EN[key];
      if (params === undefined) return template;
      return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      );
    },
    error,
    validationError: (code) => ({ type: 'validation_error', code, message: error(code) }),
  };
}
