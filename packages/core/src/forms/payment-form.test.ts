import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMATS } from '../address/generated/all.js';
import { validatePostalCode } from '../address/index.js';
import {
  containsCardNumber,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '../card/index.js';
import type { FieldErrors, FieldValues } from './field-group.js';
import { visibleErrors } from './field-group.js';
import { paymentFormReducer } from './payment-form.js';
import type { PaymentFormAction, PaymentFormState } from './payment-form-state.js';

const NOW = new Date('2026-06-15T00:00:00Z');

// A real card-form validator built from core's card and address rules.
function validate(form: string, values: FieldValues): FieldErrors<FieldValues> {
  const errors: FieldErrors<FieldValues> = {};
  const text = (field: string) => String(values[field] ?? '');
  if (form === 'card') {
    const number = validateCardNumber(text('number'));
    if (number.empty) errors.number = { code: 'incomplete_number' };
    else if (number.error) errors.number = { code: number.error };
    const expiry = validateExpiry(text('expiry'), NOW);
    if (expiry.empty) errors.expiry = { code: 'incomplete_expiry' };
    else if (expiry.error) errors.expiry = { code: expiry.error };
    const cvc = validateCvc(text('cvc'), number.brand);
    if (cvc.empty) errors.cvc = { code: 'incomplete_cvc' };
    else if (cvc.error) errors.cvc = { code: cvc.error };
    const format = text('country') === 'CA' ? ADDRESS_FORMATS.CA : ADDRESS_FORMATS.US;
    const postal = validatePostalCode(text('postalCode'), format);
    if (postal.empty) errors.postalCode = { code: 'incomplete_zip' };
    else if (postal.error) errors.postalCode = { code: postal.error };
  }
  if (form === 'saved' && text('cvc') === '') errors.cvc = { code: 'incomplete_cvc' };
  if (containsCardNumber(text('name')))
    errors.name = { code: 'card_number_in_name_field', immediate: true };
  return errors;
}

function reduce(state: PaymentFormState, ...actions: PaymentFormAction[]): PaymentFormState {
  return actions.reduce(paymentFormReducer, state);
}

function init(
  overrides: Partial<Extract<PaymentFormAction, { type: 'init' }>> = {},
): PaymentFormState {
  return paymentFormReducer({} as PaymentFormState, {
    type: 'init',
    availableForms: ['card', 'ideal', 'klarna'],
    validate,
    initialValues: {
      card: { number: '', expiry: '', cvc: '', country: 'US', postalCode: '', state: '', name: '' },
      saved: { cvc: '' },
    },
    savedPayments: [
      { id: 'pm_1', type: 'card' },
      { id: 'pm_2', type: 'card' },
      { id: 'pm_old', type: 'card', expired: true },
    ],
    walletEmail: 'jenny@example.com',
    ...overrides,
  });
}

function shown(state: PaymentFormState, form = 'card') {
  const group = state.forms[form];
  if (!group) throw new Error(`No ${form} form in the state`);
  return visibleErrors(group);
}

const change = (field: string, value: string, form = 'card'): PaymentFormAction => ({
  type: 'field-changed',
  form,
  field,
  value,
});

describe('selected payment form', () => {
  it('starts on the first available form when none or an unavailable one is asked for', () => {
    expect(init().selectedForm).toBe('card');
    expect(init({ selectedForm: 'sofort' }).selectedForm).toBe('card');
    expect(init({ selectedForm: 'klarna' }).selectedForm).toBe('klarna');
    expect(init({ availableForms: [] }).selectedForm).toBeNull();
  });

  it('falls back to the first available form when the selected one disappears', () => {
    const state = reduce(init(), { type: 'payment-method-selected', form: 'ideal' });
    expect(state.selectedForm).toBe('ideal');
    const next = reduce(state, {
      type: 'available-forms-changed',
      availableForms: ['klarna', 'card'],
    });
    expect(next.selectedForm).toBe('klarna');
    expect(next.forms.klarna).toBeDefined();
    expect(
      reduce(state, { type: 'available-forms-changed', availableForms: ['card', 'ideal'] })
        .selectedForm,
    ).toBe('ideal');
  });

  it('ignores a selection of a form that is not available', () => {
    expect(reduce(init(), { type: 'payment-method-selected', form: 'bitcoin' }).selectedForm).toBe(
      'card',
    );
  });

  it('deselects the saved payment when a new payment method is chosen', () => {
    const state = reduce(init(), { type: 'saved-payment-selected', id: 'pm_1' });
    expect(state.selectedSavedPayment).toBe('pm_1');
    expect(
      reduce(state, { type: 'payment-method-selected', form: 'card' }).selectedSavedPayment,
    ).toBeNull();
  });
});

describe('field changes', () => {
  it('clears the postal code and state when the country changes', () => {
    const state = reduce(
      init(),
      change('postalCode', '94103'),
      change('state', 'CA'),
      change('country', 'CA'),
    );
    expect(state.forms.card?.values).toMatchObject({ country: 'CA', postalCode: '', state: '' });
  });

  it('keeps the postal code when the same country is chosen again', () => {
    const state = reduce(init(), change('postalCode', '94103'), change('country', 'US'));
    expect(state.forms.card?.values.postalCode).toBe('94103');
  });

  it('displays an error on blur only when the field has a value', () => {
    const typed = reduce(init(), change('number', '4242'), {
      type: 'field-blurred',
      form: 'card',
      field: 'number',
    });
    expect(shown(typed)).toEqual({ number: { code: 'incomplete_number' } });
    const empty = reduce(init(), { type: 'field-blurred', form: 'card', field: 'number' });
    expect(shown(empty)).toEqual({});
  });

  it('displays every error when the elements validate', () => {
    const state = reduce(init(), change('number', '4242424242424242'), { type: 'show-all-errors' });
    expect(Object.keys(shown(state)).sort()).toEqual(['cvc', 'expiry', 'postalCode']);
  });

  it('shows an immediate error without waiting for blur', () => {
    const state = reduce(init(), change('name', '4242 4242 4242 4242'));
    expect(shown(state)).toEqual({
      name: { code: 'card_number_in_name_field', immediate: true },
    });
  });

  it('tracks focus, pasted and autofilled fields, and forgets autofill once edited', () => {
    let state = reduce(
      init(),
      { type: 'field-focused', form: 'card', field: 'number' },
      { type: 'field-pasted', form: 'card', field: 'number' },
      { type: 'fields-autofilled', form: 'card', values: { postalCode: '94103', country: 'US' } },
    );
    expect(state.forms.card).toMatchObject({
      focusedField: 'number',
      pastedFields: ['number'],
      autofilledFields: ['postalCode', 'country'],
      touched: true,
    });
    state = reduce(state, change('postalCode', '94104'), {
      type: 'field-blurred',
      form: 'card',
      field: 'number',
    });
    expect(state.forms.card?.autofilledFields).toEqual(['country']);
    expect(state.forms.card?.focusedField).toBeNull();
  });

  it('revalidates every form when the validator changes', () => {
    const state = reduce(init(), { type: 'validator-changed', validate: () => ({}) });
    expect(state.forms.card?.errors).toEqual({});
  });
});

describe('logout', () => {
  it('resets the selection to the first available form and clears the wallet email', () => {
    const state = reduce(
      init(),
      { type: 'payment-method-selected', form: 'klarna' },
      { type: 'saved-payment-selected', id: 'pm_1' },
      { type: 'logout' },
    );
    expect(state).toMatchObject({
      selectedForm: 'card',
      walletEmail: '',
      selectedSavedPayment: null,
    });
  });

  it('tracks whether the wallet is listed', () => {
    expect(reduce(init(), { type: 'wallet-listed' }).walletListed).toBe(true);
    expect(reduce(init(), { type: 'wallet-listed' }, { type: 'wallet-hidden' }).walletListed).toBe(
      false,
    );
    expect(reduce(init(), { type: 'wallet-email-changed', email: 'a@b.co' }).walletEmail).toBe(
      'a@b.co',
    );
  });
});

describe('confirmation errors', () => {
  const failed = (
    code: string,
    declineCode?: string,
    savedPaymentId?: string,
  ): PaymentFormAction => ({
    type: 'confirmation-failed',
    error: { code, ...(declineCode ? { declineCode } : {}), message: 'declined' },
    ...(savedPaymentId ? { savedPaymentId } : {}),
  });

  it('attaches a decline to its field and clears it only when that field changes', () => {
    const state = reduce(init(), failed('card_declined', 'incorrect_cvc'));
    expect(state.confirmationErrors.card?.field).toBe('cvc');
    expect(shown(state).number).toBeDefined();
    const other = reduce(state, change('number', '4000'));
    expect(other.confirmationErrors.card).toBeDefined();
    expect(reduce(other, change('cvc', '12')).confirmationErrors.card).toBeUndefined();
  });

  it('keeps a decline about the whole card until another confirmation', () => {
    const state = reduce(init(), failed('card_declined', 'generic_decline'), change('cvc', '123'));
    expect(state.confirmationErrors.card).toMatchObject({
      field: null,
      declineCode: 'generic_decline',
    });
  });

  it.each([
    'expired_card',
    'generic_decline',
    'incorrect_zip',
    'invalid_expiry_month',
    'invalid_expiry_year',
    'incorrect_cvc',
    'invalid_cvc',
  ])('reopens a saved card for CVC re-entry after %s', (declineCode) => {
    const state = reduce(
      init(),
      { type: 'saved-payment-selected', id: 'pm_1' },
      failed('card_declined', declineCode, 'pm_1'),
    );
    expect(state.reopenedSavedPayment).toMatchObject({
      id: 'pm_1',
      reason: 'confirmation_failed',
      requiresCvc: true,
    });
    expect(state.cvcConfirmationError?.declineCode).toBe(declineCode);
    expect(state.failedSavedPayments).toEqual(['pm_1']);
  });

  it.each(['do_not_honor', 'lost_card', 'fraudulent'])(
    'reopens without CVC re-entry after %s',
    (declineCode) => {
      const state = reduce(init(), failed('card_declined', declineCode, 'pm_1'));
      expect(state.reopenedSavedPayment).toMatchObject({ id: 'pm_1', requiresCvc: false });
      expect(state.cvcConfirmationError).toBeNull();
      expect(state.failedSavedPayments).toEqual(['pm_1']);
    },
  );

  it('does not mark a saved payment failed for insufficient_funds', () => {
    const state = reduce(init(), failed('card_declined', 'insufficient_funds', 'pm_1'));
    expect(state.failedSavedPayments).toEqual([]);
    expect(state.cvcConfirmationError).toBeNull();
    expect(state.reopenedSavedPayment?.error?.declineCode).toBe('insufficient_funds');
  });

  it('clears the saved-card CVC error when the CVC is typed again', () => {
    const state = reduce(init(), failed('card_declined', 'incorrect_cvc', 'pm_1'));
    expect(state.cvcConfirmationError).not.toBeNull();
    expect(reduce(state, change('cvc', '123', 'saved')).cvcConfirmationError).toBeNull();
  });
});

describe('saved payments', () => {
  it('shows an expired saved card with its errors when selected', () => {
    const state = reduce(init(), { type: 'saved-payment-selected', id: 'pm_old' });
    expect(state.reopenedSavedPayment).toEqual({
      id: 'pm_old',
      reason: 'expired',
      requiresCvc: false,
      error: null,
    });
    expect(
      reduce(state, { type: 'saved-payment-selected', id: 'pm_1' }).reopenedSavedPayment,
    ).toBeNull();
  });

  it('ignores an unknown saved payment id', () => {
    expect(
      reduce(init(), { type: 'saved-payment-selected', id: 'pm_nope' }).selectedSavedPayment,
    ).toBeNull();
  });

  it('tracks an update from pending to success and closes the reopened card', () => {
    let state = reduce(
      init(),
      { type: 'saved-payment-selected', id: 'pm_old' },
      { type: 'updating-saved-payment', status: 'pending', id: 'pm_old' },
    );
    expect(state.updatingSavedPayment).toEqual({ id: 'pm_old', status: 'PENDING' });
    state = reduce(state, {
      type: 'updating-saved-payment',
      status: 'success',
      id: 'pm_old',
      payment: { id: 'pm_old', type: 'card', expired: false },
    });
    expect(state.updatingSavedPayment.status).toBe('SUCCESS');
    expect(state.reopenedSavedPayment).toBeNull();
    expect(state.savedPayments.find((saved) => saved.id === 'pm_old')?.expired).toBe(false);
    expect(
      reduce(state, { type: 'updating-saved-payment', status: 'error', id: 'pm_old' })
        .updatingSavedPayment.status,
    ).toBe('ERROR');
  });

  it('removes a saved payment on success and moves the selection to the next one', () => {
    let state = reduce(
      init(),
      { type: 'saved-payment-selected', id: 'pm_1' },
      { type: 'removing-saved-payment', status: 'pending', id: 'pm_1' },
    );
    expect(state.removingSavedPayment).toEqual({ id: 'pm_1', status: 'PENDING' });
    expect(state.savedPayments).toHaveLength(3);
    state = reduce(state, { type: 'removing-saved-payment', status: 'success', id: 'pm_1' });
    expect(state.savedPayments.map((saved) => saved.id)).toEqual(['pm_2', 'pm_old']);
    expect(state.selectedSavedPayment).toBe('pm_2');
    const failedRemoval = reduce(state, {
      type: 'removing-saved-payment',
      status: 'error',
      id: 'pm_2',
    });
    expect(failedRemoval.savedPayments).toHaveLength(2);
    expect(failedRemoval.removingSavedPayment.status).toBe('ERROR');
  });
});
