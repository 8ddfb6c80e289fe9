import type { WireError } from '@kassa/protocol';
import type { Translator } from '../i18n/translator.js';
import { type CardCheck, type CardFieldName, IMMEDIATE_ERRORS } from './card-rules.js';

export interface ConfirmErrorState {
  field: CardFieldName;
  message: string;
}

export interface VisibleErrors {
  /** Message under each field that shows one. */
  messages: Partial<Record<CardFieldName, string>>;
  /** The first shown validation error, as change events carry it (never a decline). */
  changeError: WireError | undefined;
}

/**
 * A field shows its error once it was left with a value or the form was
 * validated; errors that cannot be typed away (an invalid number) show at once.
 */
export function visibleErrors(
  fields: readonly CardFieldName[],
  check: CardCheck,
  shown: Partial<Record<CardFieldName, boolean>>,
  confirmError: ConfirmErrorState | null,
  translator: Translator,
): VisibleErrors {
  const messages: Partial<Record<CardFieldName, string>> = {};
  let changeError: WireError | undefined;
  for (const field of fields) {
    const code = check.fields[field].error;
    if (code !== undefined && (shown[field] === true || IMMEDIATE_ERRORS.has(code))) {
      messages[field] = translator.error(code);
      changeError ??= translator.validationError(code);
    }
    if (confirmError?.field === field) messages[field] ??= confirmError.message;
  }
  return { messages, changeError };
}
