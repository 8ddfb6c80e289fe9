import { describe, expect, it } from 'vitest';
import { CONTROLLER_MESSAGES_EN, errorDocUrl } from './controller-errors.js';
import { DECLINE_MESSAGES_EN, declineMessageEn } from './decline-errors.js';
import { ERROR_MESSAGES_EN, FORM_ERROR_CODES, isFormErrorCode } from './form-errors.js';
import { formatMessage } from './message-format.js';
import { LINK_ERROR_CODES, webAuthnErrorCode } from './wallet-errors.js';

describe('form error catalogue', () => {
  it('has English text for every code and nothing else', () => {
    expect(Object.keys(ERROR_MESSAGES_EN).sort()).toEqual([...FORM_ERROR_CODES].sort());
  });

  it.each([
    ['incomplete_number', 'Your card number is incomplete.'],
    ['invalid_number', 'Your card number is invalid.'],
    ['incomplete_expiry', "Your card's expiration date is incomplete."],
    ['invalid_expiry_year_past', "Your card's expiration year is in the past."],
    ['incomplete_cvc', "Your card's security code is incomplete."],
    ['incomplete_postal_code', 'Your postal code is incomplete.'],
  ] as const)('says %s as Stripe.js does', (code, message) => {
    expect(ERROR_MESSAGES_EN[code]).toBe(message);
  });

  it('recognises its own codes only', () => {
    expect(isFormErrorCode('email_invalid')).toBe(true);
    expect(isFormErrorCode('toString')).toBe(false);
  });
});

describe('decline messages', () => {
  it.each([
    ['card_declined', undefined, 'Your card was declined.'],
    ['card_declined', 'generic_decline', 'Your card was declined.'],
    ['card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['expired_card', undefined, 'Your card has expired.'],
    ['incorrect_cvc', undefined, "Your card's security code is incorrect."],
    [
      'processing_error',
      undefined,
      'An error occurred while processing your card. Try again in a little bit.',
    ],
    ['incorrect_number', undefined, 'Your card number is incorrect.'],
    ['card_declined', 'something_new', 'Your card was declined.'],
    [undefined, undefined, 'Your card was declined.'],
  ])('words code %s / decline %s', (code, declineCode, message) => {
    expect(declineMessageEn(code, declineCode)).toBe(message);
  });

  it('keeps every message a full sentence', () => {
    for (const message of Object.values(DECLINE_MESSAGES_EN)) expect(message).toMatch(/\.$/);
  });
});

describe('formatMessage', () => {
  it('fills every placeholder, repeated ones included', () => {
    expect(
      formatMessage(CONTROLLER_MESSAGES_EN.express_checkout_unexpected_call, {
        method: 'paymentFailed',
      }),
    ).toBe(
      'Unexpected call to paymentFailed. paymentFailed must be called exactly once per expressCheckout Element confirm event.',
    );
    expect(
      formatMessage(CONTROLLER_MESSAGES_EN.client_secret_required, { method: 'confirmPayment' }),
    ).toBe('You must pass in a clientSecret when calling confirmPayment');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('Unknown action: {type}')).toBe('Unknown action: {type}');
    expect(formatMessage('{constructor}', {})).toBe('{constructor}');
  });
});

describe('wallet and intent errors', () => {
  it('numbers the Link codes LJS001 to LJS007', () => {
    expect(Object.keys(LINK_ERROR_CODES)).toEqual([
      'LJS001',
      'LJS002',
      'LJS003',
      'LJS004',
      'LJS005',
      'LJS006',
      'LJS007',
    ]);
  });

  it.each([
    ['NotAllowedError', {}, 'get_webauthn_credential_user_cancelled_request'],
    ['TimeoutError', {}, 'get_webauthn_credential_user_cancelled_request'],
    ['AbortError', {}, 'get_webauthn_credential_user_cancelled_request'],
    ['InvalidStateError', {}, 'get_webauthn_credential_unknown_error'],
    ['NotAllowedError', { frameFocused: false }, 'get_webauthn_credential_iframe_not_focused'],
    ['NotAllowedError', { pending: true }, 'get_webauthn_credential_request_already_pending'],
  ])('maps WebAuthn %s %j', (name, context, code) => {
    expect(webAuthnErrorCode(name, context)).toBe(code);
  });

  it('points intent errors at their documentation', () => {
    expect(errorDocUrl('payment_intent_unexpected_state')).toBe(
      'https://docs.stripe.com/error-codes/payment-intent-unexpected-state',
    );
  });
});
