import type { CardBrand, PostalCodeRule } from '@kassa/core';
import type { WireError } from '@kassa/protocol';
import { useCallback, useRef, useState } from 'react';
import type { ValidateResult } from '../frame/frame-runtime.js';
import type { Translator } from '../i18n/translator.js';
import { useAutoAdvance } from './auto-advance.js';
import {
  type CardCheck,
  type CardFieldName,
  type CardPayload,
  type CardValues,
  cardPayload,
  checkCard,
  fieldForConfirmError,
} from './card-rules.js';
import { useFieldInputs } from './field-inputs.js';
import { type ConfirmErrorState, type VisibleErrors, visibleErrors } from './visible-errors.js';

export interface CardFormOptions {
  /** The fields this frame shows, in visual order (the first invalid one gets focus). */
  fields: readonly CardFieldName[];
  /** The billing country's address format; null accepts any postal code. */
  postalFormat: PostalCodeRule | null;
  initial?: Partial<CardValues>;
  /** The billing country, owned by the frame (it decides which fields exist). */
  country?: string;
  translator: Translator;
  brand?: CardBrand;
  /** The brands the group's card brand filter refuses, as the shopper types. */
  blockedBrands?: readonly CardBrand[];
  now?: () => Date;
}

export interface CardForm extends VisibleErrors {
  values: CardValues;
  check: CardCheck;
  complete: boolean;
  empty: boolean;
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
type Shown = Partial<Record<CardFieldName, boolean>>;

/**
 * Form state shared by every card frame: values as displayed, which fields show their
 * errors, and a confirmation error that stays until the shopper edits its field.
 */
export function useCardForm(options: CardFormOptions): CardForm {
  const { fields, translator } = options;
  const [typed, setTyped] = useState<CardValues>(() => ({ ...EMPTY_VALUES, ...options.initial }));
  const [shown, setShown] = useState<Shown>({});
  const [confirmError, setConfirmError] = useState<ConfirmErrorState | null>(null);
  const values: CardValues = { ...typed, country: options.country ?? '' };
  const now = options.now ?? (() => new Date());
  const check = checkCard(values, {
    now: now(),
    postalFormat: options.postalFormat,
    brand: options.brand,
    blockedBrands: options.blockedBrands,
  });
  // Handlers run from port messages: they read the state of the last render through this.
  const latest = useRef({ check, fields });
  latest.current = { check, fields };
  const inputs = useFieldInputs();
  const edited = useRef<CardFieldName | null>(null);
  useAutoAdvance(fields, check, values, inputs.inputs, edited);

  const setValue = useCallback((field: CardFieldName, value: string) => {
    edited.current = field;
    setTyped((previous) => ({ ...previous, [field]: value }));
    if (value === '') setShown((previous) => ({ ...previous, [field]: false }));
    // A confirmation error goes once the shopper edits the field it is about.
    setConfirmError((previous) => (previous?.field === field ? null : previous));
  }, []);

  const blurField = useCallback((field: CardFieldName) => {
    if (!latest.current.check.fields[field].empty)
      setShown((previous) => ({ ...previous, [field]: true }));
  }, []);

  const validate = useCallback((): ValidateResult => {
    const { check: current, fields: present } = latest.current;
    setShown(Object.fromEntries(present.map((field) => [field, true])));
    const invalid = present.find((field) => !current.fields[field].complete);
    if (invalid === undefined) return { complete: true, error: null };
    inputs.focus(invalid);
    const code = current.fields[invalid].error ?? 'incomplete_number';
    return { complete: false, error: translator.validationError(code) };
  }, [translator, inputs]);

  // An error about one field (an incorrect CVC, an expired card) shows under that field, in the
  // frame that has it. A decline of the card as a whole is not drawn in the form: as Stripe.js,
  // it comes back in confirm's `error` and the merchant shows it (once, in one place).
  const showConfirmError = useCallback((error: WireError) => {
    const field = fieldForConfirmError(error.code, error.decline_code);
    if (field !== null && latest.current.fields.includes(field))
      setConfirmError({ field, message: error.message });
  }, []);

  const clear = useCallback(() => {
    setTyped(EMPTY_VALUES);
    setShown({});
    setConfirmError(null);
  }, []);

  return {
    values,
    check,
    complete: fields.every((field) => check.fields[field].complete),
    empty: fields.every((field) => check.fields[field].empty),
    ...visibleErrors(fields, check, shown, confirmError, translator),
    setValue,
    blurField,
    register: inputs.register,
    validate,
    showConfirmError,
    clear,
    focusFirst: () => inputs.focus(latest.current.fields[0]),
    blurAll: inputs.blurAll,
    cardPayload: () => cardPayload(values, fields, now()),
  };
}
