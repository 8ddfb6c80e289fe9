// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createFactory } from './factory.js';
import { IntegrationError } from './integration-error.js';
import { checkPaymentRequestOptions } from './payment-request.js';

const PROVIDER = 'http://127.0.0.1:4242';
const stripe = () => createFactory({ window, providerOrigin: PROVIDER })('pk_test_pr');
const VALID = { country: 'US', currency: 'USD', total: { label: 'Demo total', amount: 1099 } };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('stripe.paymentRequest()', () => {
  it('returns a PaymentRequest instead of throwing, so a page asking canMakePayment() works', async () => {
    const request = stripe().paymentRequest(VALID);
    await expect(request.canMakePayment()).resolves.toBeNull();
    expect(request.isShowing()).toBe(false);
  });

  it('refuses show() before canMakePayment(), and with no wallet to show after it', async () => {
    const request = stripe().paymentRequest(VALID);
    expect(() => request.show()).toThrow(
      "You must first check the Payment Request API's availability using paymentRequest.canMakePayment() before calling show().",
    );
    await request.canMakePayment();
    expect(() => request.show()).toThrow(IntegrationError);
    expect(request.isShowing()).toBe(false);
    // abort() with no sheet open leaves the request as it was.
    request.abort();
    expect(request.isShowing()).toBe(false);
  });

  it.each([
    [{ ...VALID, country: 'us' }, '`country` to be a two-letter country code in upper case'],
    [{ ...VALID, country: undefined }, '`country`'],
    [{ ...VALID, currency: 'dollars' }, '`currency` to be a three-letter currency code'],
    [{ ...VALID, total: undefined }, '`total` to be an object'],
    [
      { ...VALID, total: { label: 'T', amount: -1 } },
      '`total.amount` to be a non-negative integer',
    ],
    [{ ...VALID, total: { label: 'T', amount: 10.5 } }, '`total.amount`'],
    [{ ...VALID, total: { amount: 10 } }, '`total.label` to be a string'],
    [{ ...VALID, total: { label: 'T', amount: 1, pending: 'yes' } }, '`total.pending`'],
    [{ ...VALID, displayItems: {} }, '`displayItems` to be an array'],
    [{ ...VALID, displayItems: [{ label: 'x', amount: 1.5 }] }, '`displayItems[0].amount`'],
    [
      { ...VALID, shippingOptions: [{ id: 'a', label: 'A', amount: 0 }] },
      '`shippingOptions[0].detail`',
    ],
    [{ ...VALID, requestShipping: 'true' }, '`requestShipping` to be a boolean'],
    [{ ...VALID, disableWallets: ['samsungPay'] }, '`disableWallets[0]` to be one of applePay'],
    [{ ...VALID, applePay: 'recurring' }, '`applePay` to be an object'],
  ])(
    'refuses invalid options %j with an IntegrationError naming the parameter',
    (options, text) => {
      expect(() => stripe().paymentRequest(options as never)).toThrow(IntegrationError);
      expect(() => stripe().paymentRequest(options as never)).toThrow(text);
    },
  );

  it('accepts a negative display item (a discount) and the full set of options', () => {
    const options = checkPaymentRequestOptions(
      'stripe.paymentRequest',
      {
        ...VALID,
        displayItems: [{ label: 'Coupon', amount: -100, pending: false }],
        requestPayerName: true,
        requestPayerEmail: true,
        requestPayerPhone: false,
        requestShipping: true,
        shippingOptions: [{ id: 'free', label: 'Free', detail: '5-7 days', amount: 0 }],
        disableWallets: ['link'],
        applePay: { recurringPaymentRequest: {} },
      },
      false,
    );
    expect(options.currency).toBe('usd');
  });

  it('update() takes only what Stripe.js lets change and checks it', () => {
    const request = stripe().paymentRequest(VALID);
    expect(() =>
      request.update({ total: { label: 'New', amount: 500 }, currency: 'eur' }),
    ).not.toThrow();
    expect(() => request.update({ country: 'DE' } as never)).toThrow(
      'Invalid value for paymentRequest.update(): `country` cannot be updated.',
    );
    expect(() => request.update({ total: { label: 'New', amount: -5 } })).toThrow(
      '`total.amount` to be a non-negative integer',
    );
  });

  it('takes handlers for its six events and refuses other event names', () => {
    const request = stripe().paymentRequest(VALID);
    const handler = () => {};
    for (const event of [
      'token',
      'paymentmethod',
      'source',
      'cancel',
      'shippingaddresschange',
      'shippingoptionchange',
    ] as const) {
      expect(request.on(event as 'cancel', handler)).toBe(request);
      expect(request.off(event as 'cancel', handler)).toBe(request);
    }
    expect(() => request.on('change' as 'cancel', handler)).toThrow(
      'Invalid value for paymentRequest.on(): expected the event type to be one of token',
    );
  });
});
