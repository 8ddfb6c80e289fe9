import {
  type CardBrand,
  type CountryAddressFormat,
  cardNumberLengths,
  detectCardVariant,
  normalizeDigits,
} from '@kassa/core';
import type { WireError } from '@kassa/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ValidateResult } from '../frame/frame-runtime.js';
import type { Translator } from '../i18n/translator.js';
import {
  type CardCheck,
  type CardFieldName,
  type CardPayload,
  type CardValues,
  cardPayload,
  checkCard,
  fieldForConfirmError,
  IMMEDIATE_ERRORS,
} from './card-rules.js';

export interface CardFormOptions {
  /** The fields this frame shows, in visual order (the first invalid one gets focus). */
  fields: readonly CardFieldName[];
  /** The billing country's address format; null accepts any postal code. */
  postalFormat: CountryAddressFormat | null;
  initial?: Partial<CardValues>;
  /** The billing country, owned by the frame (it decides which fields exist). */
  country?: string;
  translator: Translator;
  brand?: CardBrand;
  now?: () => Date;
}

interface ConfirmErrorState {
  field: CardFieldName;
  message: string;
}

export interface CardForm {
  values: CardValues;
  check: CardCheck;
  complete: boolean;
  empty: boolean;
  /** Message under each field, when the field shows one. */
  messages: Partial<Record<CardFieldName, string>>;
  /** The first shown validation error, as change events carry it (never a decline). */
  changeError: WireError | undefined;
  setValue(field: CardFieldName, value: string): void;
  blurField(field: CardFieldName): void;
  register(field: CardFieldName): (input: HTMLInputElement | null) => void;
  validate(): ValidateResult;
  showConfirmError(error: WireError): void;
  clear(): void;
  focusFirst(): void;
  blurAll(): void;
  /** The card parts of the fields this frame shows, ready for the API. */
  cardPayload(): CardPayload;
}

const EMPTY_VALUES: CardValues = { number: '', expiry: '', cvc: '', postalCode: '', country: '' };

/**
 * Form state shared by every card frame: values as displayed, which fields show their
 * errors (after blur with a value, or after validate), and a confirmation error that stays
 * until the shopper edits the field it belongs to.
 */
export function useCardForm(options: CardFormOptions): CardForm {
  const { fields, translator } = options;
  const [typed, setValues] = useState<CardValues>(() => ({ ...EMPTY_VALUES, ...options.initial }));
  const values: CardValues = { ...typed, country: options.country ?? '' };
  const [shown, setShown] = useState<Partial<Record<CardFieldName, boolean>>>({});
  const [confirmError, setConfirmError] = useState<ConfirmErrorState | null>(null);
  const inputs = useRef<Partial<Record<CardFieldName, HTMLInputElement>>>({});
  const now = options.now ?? (() => new Date());
  const check = checkCard(values, {
    now: now(),
    postalFormat: options.postalFormat,
    brand: options.brand,
  });
  const latest = useRef({ check, fields });
  latest.current = { check, fields };

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

  const edited = useRef<CardFieldName | null>(null);
  useAutoAdvance(fields, check, values, inputs.current, edited);

  const setValue = useCallback((field: CardFieldName, value: string) => {
    edited.current = field;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (value === '') setShown((previous) => ({ ...previous, [field]: false }));
    // Spec 000 §4: a confirmation error goes once the shopper edits the field it is about.
    setConfirmError((previous) => (previous?.field === field ? null : previous));
  }, []);

  const blurField = useCallback((field: CardFieldName) => {
    if (!latest.current.check.fields[field].empty)
      setShown((previous) => ({ ...previous, [field]: true }));
  }, []);

  // One stable ref callback per field, so React does not detach and reattach on every render.
  const refCallbacks = useRef<
    Partial<Record<CardFieldName, (input: HTMLInputElement | null) => void>>
  >({});
  const register = useCallback((field: CardFieldName) => {
    refCallbacks.current[field] ??= (input: HTMLInputElement | null) => {
      if (input === null) delete inputs.current[field];
      else inputs.current[field] = input;
    };
    return refCallbacks.current[field];
  }, []);

  const validate = useCallback((): ValidateResult => {
    const { check: current, fields: present } = latest.current;
    setShown(Object.fromEntries(present.map((field) => [field, true])));
    const invalid = present.find((field) => !current.fields[field].complete);
    if (invalid === undefined) return { complete: true, error: null };
    inputs.current[invalid]?.focus();
    const code = current.fields[invalid].error ?? 'incomplete_number';
    return { complete: false, error: translator.validationError(code) };
  }, [translator]);

  const showConfirmError = useCallback((error: WireError) => {
    const wanted = fieldForConfirmError(error.code, error.decline_code);
    const present = latest.current.fields;
    const field = present.includes(wanted) ? wanted : (present[0] ?? 'number');
    setConfirmError({ field, message: error.message });
  }, []);

  const clear = useCallback(() => {
    setValues(EMPTY_VALUES);
    setShown({});
    setConfirmError(null);
  }, []);

  const focusFirst = useCallback(() => {
    const first = latest.current.fields[0];
    if (first !== undefined) inputs.current[first]?.focus();
  }, []);

  const blurAll = useCallback(() => {
    for (const input of Object.values(inputs.current)) input.blur();
  }, []);

  return {
    values,
    check,
    complete: fields.every((field) => check.fields[field].complete),
    empty: fields.every((field) => check.fields[field].empty),
    messages,
    changeError,
    setValue,
    blurField,
    register,
    validate,
    showConfirmError,
    clear,
    focusFirst,
    blurAll,
    cardPayload: () => cardPayload(values, fields, now()),
  };
}

/** The fields that hand focus on once typed in full; the CVC does not (amex may take a 4th digit). */
const ADVANCES_FROM: ReadonlySet<CardFieldName> = new Set(['number', 'expiry']);

function typedInFull(field: CardFieldName, values: CardValues): boolean {
  if (field !== 'number') return true;
  // A unionpay number is complete from 13 digits but may have up to 19: wait for the longest.
  const { max } = cardNumberLengths(detectCardVariant(values.number));
  return normalizeDigits(values.number).length === max;
}

/**
 * Moves focus to the next field when the shopper has just typed the number or expiry in full
 * with the caret at the end, as Stripe's forms do; editing in the middle never jumps.
 */
function useAutoAdvance(
  fields: readonly CardFieldName[],
  check: CardCheck,
  values: CardValues,
  inputs: Partial<Record<CardFieldName, HTMLInputElement>>,
  edited: { current: CardFieldName | null },
): void {
  const wasComplete = useRef<Partial<Record<CardFieldName, boolean>>>({});
  useEffect(() => {
    const field = edited.current;
    edited.current = null;
    const before = { ...wasComplete.current };
    for (const name of fields) wasComplete.current[name] = check.fields[name].complete;
    if (field === null || !ADVANCES_FROM.has(field) || before[field] === true) return;
    const input = inputs[field];
    const next = fields[fields.indexOf(field) + 1];
    if (input === undefined || next === undefined || !check.fields[field].complete) return;
    if (input.ownerDocument.activeElement !== input || input.selectionStart !== input.value.length)
      return;
    if (typedInFull(field, values) && !check.fields[next].complete) inputs[next]?.focus();
  });
}
