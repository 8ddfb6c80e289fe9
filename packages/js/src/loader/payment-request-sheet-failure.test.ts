// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createFactory } from './factory.js';

// The sheet's chunk cannot be fetched (the provider is unreachable, a network error).
vi.mock('./lazy-chunks.js', () => ({
  loadPaymentSheet: () => Promise.reject(new Error('Loading chunk wallet-sheet failed.')),
}));

const VALID = { country: 'US', currency: 'usd', total: { label: 'Total', amount: 1099 } };

describe('a PaymentRequest whose sheet cannot load', () => {
  it('has no wallet, and a show() waiting for the sheet ends with cancel and nothing open', async () => {
    const stripe = createFactory({ window, providerOrigin: 'http://127.0.0.1:4242' })('pk_test_x');
    const request = stripe.paymentRequest(VALID);
    const cancelled = vi.fn();
    request.on('cancel', cancelled);
    const available = request.canMakePayment();
    request.show();
    expect(request.isShowing()).toBe(true);
    await expect(available).resolves.toBeNull();
    expect(request.isShowing()).toBe(false);
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(() => request.show()).toThrow('No wallet to show');
  });
});
