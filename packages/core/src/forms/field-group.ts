import type { FormErrorCode } from '../errors/index.js';

export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;
type Key<V> = Extract<keyof V, string>;

/** An input error: a code, optional message parameters, an immediate-display flag. */
export interface FieldError {
  code: FormErrorCode;
  params?: Record<string, string | number>;
  /** Shown at once, without waiting for blur or submit (e.g. a card number in the name field). */
  immediate?: boolean;
}

export type FieldErrors<V> = Partial<Record<Key<V>, FieldError>>;

/** Computes every field's error from the values; injected so forms stay free of field rules. */
export type FieldValidator<V> = (values: V) => FieldErrors<V>;

/** Per-form field state. */
export interface FieldGroupState<V extends FieldValues> {
  values: V;
  errors: FieldErrors<V>;
  displayErrors: Partial<Record<Key<V>, boolean>>;
  autofilledFields: Key<V>[];
  pastedFields: Key<V>[];
  focusedField: Key<V> | null;
  touched: boolean;
}

// Changing the country invalidates what depends on it.
const COUNTRY_DEPENDENT_FIELDS = ['postalCode', 'administrativeArea', 'state'];

export function createFieldGroup<V extends FieldValues>(
  values: V,
  validate: FieldValidator<V>,
): FieldGroupState<V> {
  return {
    values,
    errors: validate(values),
    displayErrors: {},
    autofilledFields: [],
    pastedFields: [],
    focusedField: null,
    touched: false,
  };
}

function hasValue(value: FieldValue | undefined): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value === true;
}

function without<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : list;
}

function withCountryReset<V extends FieldValues>(values: V, previous: V, field: string): V {
  if (field !== 'country' || values.country === previous.country) return values;
  const reset: FieldValues = { ...values };
  for (const dependent of COUNTRY_DEPENDENT_FIELDS) {
    if (typeof reset[dependent] === 'string') reset[dependent] = '';
  }
  return reset as V;
}

export function changeField<V extends FieldValues>(
  group: FieldGroupState<V>,
  field: Key<V>,
  value: FieldValue,
  validate: FieldValidator<V>,
): FieldGroupState<V> {
  const values = withCountryReset({ ...group.values, [field]: value }, group.values, field);
  return {
    ...group,
    values,
    errors: validate(values),
    autofilledFields: without(group.autofilledFields, field),
    touched: true,
  };
}

export function focusField<V extends FieldValues>(
  group: FieldGroupState<V>,
  field: Key<V>,
): FieldGroupState<V> {
  return { ...group, focusedField: field };
}

/** Errors show on blur only when the field holds a value. */
export function blurField<V extends FieldValues>(
  group: FieldGroupState<V>,
  field: Key<V>,
): FieldGroupState<V> {
  return {
    ...group,
    focusedField: group.focusedField === field ? null : group.focusedField,
    displayErrors: { ...group.displayErrors, [field]: hasValue(group.values[field]) },
  };
}

export function pasteField<V extends FieldValues>(
  group: FieldGroupState<V>,
  field: Key<V>,
): FieldGroupState<V> {
  return group.pastedFields.includes(field)
    ? group
    : { ...group, pastedFields: [...group.pastedFields, field] };
}

export function autofillFields<V extends FieldValues>(
  group: FieldGroupState<V>,
  filled: Partial<V>,
  validate: FieldValidator<V>,
): FieldGroupState<V> {
  const values = { ...group.values, ...filled };
  const fields = Object.keys(filled) as Key<V>[];
  const autofilled = [
    ...group.autofilledFields,
    ...fields.filter((f) => !group.autofilledFields.includes(f)),
  ];
  return {
    ...group,
    values,
    errors: validate(values),
    autofilledFields: autofilled,
    touched: true,
  };
}

/** Submit/validate: every error is displayed. */
export function showAllErrors<V extends FieldValues>(
  group: FieldGroupState<V>,
): FieldGroupState<V> {
  const displayErrors = { ...group.displayErrors };
  for (const field of Object.keys(group.errors) as Key<V>[]) displayErrors[field] = true;
  return { ...group, displayErrors };
}

export function revalidate<V extends FieldValues>(
  group: FieldGroupState<V>,
  validate: FieldValidator<V>,
): FieldGroupState<V> {
  return { ...group, errors: validate(group.values) };
}

/** The errors the form shows now: displayed ones and immediate ones. */
export function visibleErrors<V extends FieldValues>(group: FieldGroupState<V>): FieldErrors<V> {
  const visible: FieldErrors<V> = {};
  for (const [field, error] of Object.entries(group.errors) as [Key<V>, FieldError | undefined][]) {
    if (error && (group.displayErrors[field] || error.immediate)) visible[field] = error;
  }
  return visible;
}

/** The first error in field order, for validate()'s answer; undefined when complete. */
export function firstError<V extends FieldValues>(
  group: FieldGroupState<V>,
): { field: Key<V>; error: FieldError } | undefined {
  for (const field of Object.keys(group.values) as Key<V>[]) {
    const error = group.errors[field];
    if (error) return { field, error };
  }
  return undefined;
}
