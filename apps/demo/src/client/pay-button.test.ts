import { describe, expect, it } from 'vitest';
import { paymentErrorMessage } from './pay-button.js';

describe("the shop's payment error", () => {
  it('shows a decline, which the form leaves to the merchant', () => {
    expect(paymentErrorMessage({ type: 'card_error', message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
  });

  it('leaves out a validation error: the element shows it by its field and focuses that field', () => {
    expect(
      paymentErrorMessage({
        type: 'validation_error',
        message: 'Your card number is incomplete.',
      }),
    ).toBeNull();
  });

  it('says the payment failed when the error has no message', () => {
    expect(paymentErrorMessage({ type: 'api_error' })).toBe('The payment failed.');
  });
});
