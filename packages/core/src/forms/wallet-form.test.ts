import { describe, expect, it } from 'vitest';
import { validateEmail } from '../email/index.js';
import { type FieldErrors, visibleErrors } from './field-group.js';
import {
  type WalletFormAction,
  type WalletFormState,
  type WalletFormValues,
  walletFormReducer,
} from './wallet-form.js';

function validate(values: WalletFormValues): FieldErrors<WalletFormValues> {
  const email = validateEmail(values.email);
  const errors: FieldErrors<WalletFormValues> = {};
  if (email.error) errors.email = { code: email.error };
  return errors;
}

function reduce(...actions: WalletFormAction[]): WalletFormState {
  const start = walletFormReducer({} as WalletFormState, {
    type: 'init',
    validate,
    available: ['SMS', 'EMAIL', 'WEBAUTHN'],
  });
  return actions.reduce(walletFormReducer, start);
}

describe('wallet form fields', () => {
  it('shows the e-mail error on blur only when something was typed', () => {
    const typed = reduce(
      { type: 'field-changed', field: 'email', value: 'jenny@' },
      { type: 'field-blurred', field: 'email' },
    );
    expect(visibleErrors(typed)).toEqual({ email: { code: 'email_invalid' } });
    expect(visibleErrors(reduce({ type: 'field-blurred', field: 'email' }))).toEqual({});
  });

  it('shows every error when the elements ask', () => {
    expect(visibleErrors(reduce({ type: 'show-all-errors' }))).toEqual({
      email: { code: 'incomplete_email' },
    });
  });

  it('tracks autofill opt-out, focus and touch', () => {
    const state = reduce({ type: 'field-focused', field: 'email' }, { type: 'autofill-opted-out' });
    expect(state).toMatchObject({ autofill: 'OPT-OUT', focusedField: 'email', touched: false });
    expect(walletFormReducer(state, { type: 'autofill-opted-in' }).autofill).toBe('NONE');
    expect(walletFormReducer(state, { type: 'email-autofilled', email: 'a@b.co' })).toMatchObject({
      touched: true,
      autofilledFields: ['email'],
    });
  });
});

describe('wallet verification', () => {
  it('hides the e-mail resend prompt when a verification starts', () => {
    const state = reduce(
      { type: 'email-resend-prompt-shown' },
      { type: 'verification-started', verificationType: 'SMS', status: 'pending' },
    );
    expect(state.verification).toMatchObject({
      emailResendPromptVisible: false,
      start: { SMS: 'PENDING' },
    });
  });

  it('makes a started non-WebAuthn type current and remembers the previous one', () => {
    const state = reduce(
      { type: 'verification-started', verificationType: 'SMS', status: 'success' },
      { type: 'verification-started', verificationType: 'EMAIL', status: 'success' },
    );
    expect(state.verification).toMatchObject({ current: 'EMAIL', previous: 'SMS' });
    const webauthn = walletFormReducer(state, {
      type: 'verification-started',
      verificationType: 'WEBAUTHN',
      status: 'success',
    });
    expect(webauthn.verification).toMatchObject({
      current: 'EMAIL',
      start: { WEBAUTHN: 'SUCCESS' },
    });
  });

  it('marks that the shopper was prompted for a passkey', () => {
    const state = reduce({
      type: 'verification-confirmed',
      verificationType: 'WEBAUTHN',
      status: 'pending',
    });
    expect(state.verification.webauthnPrompted).toBe(true);
  });

  it('authenticates on a successful confirm', () => {
    expect(
      reduce({ type: 'verification-confirmed', verificationType: 'SMS', status: 'success' })
        .authenticated,
    ).toBe(true);
  });

  it('falls back after a failed WebAuthn confirm and asks to start a type not started yet', () => {
    const state = reduce(
      { type: 'verification-started', verificationType: 'WEBAUTHN', status: 'success' },
      { type: 'verification-confirmed', verificationType: 'WEBAUTHN', status: 'error' },
    );
    expect(state.verification).toMatchObject({
      current: 'SMS',
      startRequested: 'SMS',
      confirm: { WEBAUTHN: 'ERROR' },
    });
  });

  it('falls back to the previous type without restarting it', () => {
    const state = reduce(
      { type: 'verification-started', verificationType: 'EMAIL', status: 'success' },
      { type: 'verification-confirmed', verificationType: 'WEBAUTHN', status: 'error' },
    );
    expect(state.verification).toMatchObject({ current: 'EMAIL', startRequested: null });
  });

  it('clears the type when no other verification remains', () => {
    const state = reduce(
      { type: 'verification-types-available', available: ['WEBAUTHN'] },
      { type: 'verification-confirmed', verificationType: 'WEBAUTHN', status: 'error' },
    );
    expect(state.verification.current).toBeNull();
  });

  it('switches to e-mail verification when the phone is recollected', () => {
    const state = reduce(
      { type: 'verification-started', verificationType: 'SMS', status: 'success' },
      { type: 'phone-recollection-requested' },
    );
    expect(state.verification.current).toBe('EMAIL');
  });

  it('clears passcode, authentication and verification states on logout', () => {
    const state = reduce(
      { type: 'field-changed', field: 'email', value: 'jenny@example.com' },
      { type: 'field-changed', field: 'passcode', value: '123456' },
      { type: 'verification-started', verificationType: 'SMS', status: 'success' },
      { type: 'verification-confirmed', verificationType: 'SMS', status: 'success' },
      { type: 'logout' },
    );
    expect(state.values).toEqual({ email: 'jenny@example.com', passcode: '' });
    expect(state.authenticated).toBe(false);
    expect(state.verification).toMatchObject({
      current: null,
      start: { SMS: 'NOT_STARTED' },
      confirm: { SMS: 'NOT_STARTED' },
    });
    expect(state.verification.available).toEqual(['SMS', 'EMAIL', 'WEBAUTHN']);
  });
});
