import {
  autofillFields,
  blurField,
  changeField,
  createFieldGroup,
  type FieldGroupState,
  type FieldValidator,
  type FieldValues,
  focusField,
  pasteField,
  revalidate,
  showAllErrors,
} from './field-group.js';
import type { PaymentFormAction, PaymentFormInit, PaymentFormState } from './payment-form-state.js';
import {
  removingSavedPayment,
  savedPaymentConfirmationFailed,
  selectSavedPayment,
  toConfirmationError,
  updatingSavedPayment,
} from './saved-payments.js';

/** The form a saved payment's re-entered fields (CVC, postal code) live in. */
export const SAVED_PAYMENT_FORM = 'saved';

/** The selected form if it is still available, else the first available one. */
export function resolveSelectedForm(
  selected: string | null | undefined,
  available: string[],
): string | null {
  return selected && available.includes(selected) ? selected : (available[0] ?? null);
}

function validatorFor(
  state: Pick<PaymentFormState, 'validate'>,
  form: string,
): FieldValidator<FieldValues> {
  return (values) => state.validate(form, values);
}

function ensureForms(
  state: PaymentFormState,
  forms: string[],
  initialValues: Record<string, FieldValues> = {},
): Record<string, FieldGroupState<FieldValues>> {
  const result = { ...state.forms };
  for (const form of forms) {
    result[form] ??= createFieldGroup(initialValues[form] ?? {}, validatorFor(state, form));
  }
  return result;
}

export function initPaymentForm(init: PaymentFormInit): PaymentFormState {
  const empty: PaymentFormState = {
    availableForms: init.availableForms,
    selectedForm: resolveSelectedForm(init.selectedForm, init.availableForms),
    forms: {},
    confirmationErrors: {},
    savedPayments: init.savedPayments ?? [],
    selectedSavedPayment: null,
    updatingSavedPayment: { id: null, status: 'NONE' },
    removingSavedPayment: { id: null, status: 'NONE' },
    cvcConfirmationError: null,
    reopenedSavedPayment: null,
    failedSavedPayments: [],
    walletEmail: init.walletEmail ?? '',
    walletListed: false,
    validate: init.validate,
  };
  const extra = Object.keys(init.initialValues ?? {}).filter(
    (form) => !init.availableForms.includes(form),
  );
  const forms = ensureForms(empty, [...init.availableForms, ...extra], init.initialValues);
  return selectSavedPayment({ ...empty, forms }, init.selectedSavedPayment ?? null);
}

function updateForm(
  state: PaymentFormState,
  form: string,
  update: (
    group: FieldGroupState<FieldValues>,
    validate: FieldValidator<FieldValues>,
  ) => FieldGroupState<FieldValues>,
): PaymentFormState {
  const forms = ensureForms(state, [form]);
  const group = forms[form];
  if (!group) return state;
  return { ...state, forms: { ...forms, [form]: update(group, validatorFor(state, form)) } };
}

/** Confirmation errors clear when the field they point at changes. */
function clearMatchingConfirmationError(
  state: PaymentFormState,
  form: string,
  field: string,
): PaymentFormState {
  let next = state;
  if (state.confirmationErrors[form]?.field === field) {
    const { [form]: _cleared, ...rest } = state.confirmationErrors;
    next = { ...next, confirmationErrors: rest };
  }
  if (form === SAVED_PAYMENT_FORM && state.cvcConfirmationError?.field === field) {
    next = { ...next, cvcConfirmationError: null };
  }
  return next;
}

function confirmationFailed(
  state: PaymentFormState,
  action: Extract<PaymentFormAction, { type: 'confirmation-failed' }>,
): PaymentFormState {
  const error = toConfirmationError(action.error);
  if (action.savedPaymentId)
    return savedPaymentConfirmationFailed(state, action.savedPaymentId, error);
  if (!state.selectedForm) return state;
  const withErrors = updateForm(state, state.selectedForm, (group) => showAllErrors(group));
  return {
    ...withErrors,
    confirmationErrors: { ...state.confirmationErrors, [state.selectedForm]: error },
  };
}

function selectForm(
  state: PaymentFormState,
  availableForms: string[],
  wanted: string | null,
): PaymentFormState {
  return {
    ...state,
    availableForms,
    forms: ensureForms(state, availableForms),
    selectedForm: resolveSelectedForm(wanted, availableForms),
  };
}

export function paymentFormReducer(
  state: PaymentFormState,
  action: PaymentFormAction,
): PaymentFormState {
  switch (action.type) {
    case 'init':
      return initPaymentForm(action);
    case 'field-changed': {
      const changed = updateForm(state, action.form, (group, validate) =>
        changeField(group, action.field, action.value, validate),
      );
      return clearMatchingConfirmationError(changed, action.form, action.field);
    }
    case 'field-focused':
      return updateForm(state, action.form, (group) => focusField(group, action.field));
    case 'field-blurred':
      return updateForm(state, action.form, (group) => blurField(group, action.field));
    case 'field-pasted':
      return updateForm(state, action.form, (group) => pasteField(group, action.field));
    case 'fields-autofilled':
      return updateForm(state, action.form, (group, validate) =>
        autofillFields(group, action.values, validate),
      );
    case 'show-all-errors':
      return state.selectedForm
        ? updateForm(state, state.selectedForm, (group) => showAllErrors(group))
        : state;
    case 'payment-method-selected':
      return selectSavedPayment(selectForm(state, state.availableForms, action.form), null);
    case 'available-forms-changed':
      return selectForm(state, action.availableForms, state.selectedForm);
    case 'saved-payment-selected':
      return selectSavedPayment(state, action.id);
    case 'updating-saved-payment':
      return updatingSavedPayment(state, action);
    case 'removing-saved-payment':
      return removingSavedPayment(state, action);
    case 'wallet-listed':
      return { ...state, walletListed: true };
    case 'wallet-hidden':
      return { ...state, walletListed: false };
    case 'wallet-email-changed':
      return { ...state, walletEmail: action.email };
    case 'logout':
      return {
        ...selectSavedPayment(state, null),
        selectedForm: resolveSelectedForm(null, state.availableForms),
        walletEmail: '',
      };
    case 'confirmation-failed':
      return confirmationFailed(state, action);
    case 'validator-changed': {
      const next = { ...state, validate: action.validate };
      const forms = Object.fromEntries(
        Object.entries(state.forms).map(([form, group]) => [
          form,
          revalidate(group, validatorFor(next, form)),
        ]),
      );
      return { ...next, forms };
    }
  }
}
