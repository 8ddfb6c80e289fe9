// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFactory } from './factory.js';
import { IntegrationError } from './integration-error.js';
import { checkPaymentRequestOptions, type PaymentRequest } from './payment-request.js';
import { type ScriptedController, startScriptedController } from './scripted-controller.js';

const PROVIDER = 'http://127.0.0.1:4242';
// canMakePayment() asks the controller which wallets the page's domain may show: a scripted
// controller answers (no wallet is unverified unless a test says so).
let controller: ScriptedController;
beforeEach(() => {
  controller = startScriptedController();
});
const stripe = () => controller.stripe;
const VALID = { country: 'US', currency: 'USD', total: { label: 'Demo total', amount: 1099 } };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('stripe.paymentRequest()', () => {
  it('returns a PaymentRequest instead of throwing; test mode offers the simulated Apple Pay', async () => {
    const request = stripe().paymentRequest(VALID);
    await expect(request.canMakePayment()).resolves.toEqual({
      applePay: true,
      googlePay: false,
      link: false,
    });
    expect(request.isShowing()).toBe(false);
  });

  it('offers Google Pay when Apple Pay is disabled, and nothing without a test key', async () => {
    const google = stripe().paymentRequest({ ...VALID, disableWallets: ['applePay'] });
    await expect(google.canMakePayment()).resolves.toEqual({
      applePay: false,
      googlePay: true,
      link: false,
    });
    const none = stripe().paymentRequest({ ...VALID, wallets: ['link', 'browserCard'] });
    await expect(none.canMakePayment()).resolves.toBeNull();
    const live = createFactory({ window, providerOrigin: PROVIDER })('pk_live_pr').paymentRequest(
      VALID,
    );
    await expect(live.canMakePayment()).resolves.toBeNull();
    expect(() => live.show()).toThrow(IntegrationError);
  });

  it("asks the page's payment method domains: a wallet not registered on it is not offered", async () => {
    controller.answers['wallet-domains'] = { unverified: ['apple_pay', 'link'] };
    const google = stripe().paymentRequest(VALID);
    await expect(google.canMakePayment()).resolves.toEqual({
      applePay: false,
      googlePay: true,
      link: false,
    });
    expect(controller.requests.find((r) => r.action === 'wallet-domains')?.payload).toEqual({
      currency: 'usd',
    });
    controller.answers['wallet-domains'] = { unverified: ['apple_pay', 'google_pay'] };
    const none = stripe().paymentRequest(VALID);
    await expect(none.canMakePayment()).resolves.toBeNull();
    expect(() => none.show()).toThrow('No wallet to show: canMakePayment() resolved null.');
  });

  it('treats Apple Pay as unavailable and the others as available when the lookup fails', async () => {
    controller.errors['wallet-domains'] = { type: 'api_error', message: 'down' };
    await expect(stripe().paymentRequest(VALID).canMakePayment()).resolves.toEqual({
      applePay: false,
      googlePay: true,
      link: false,
    });
    const apple = stripe().paymentRequest({ ...VALID, wallets: ['applePay'] });
    await expect(apple.canMakePayment()).resolves.toBeNull();
  });

  it('a show() waiting for canMakePayment() hears cancel when the domain allows no wallet', async () => {
    controller.answers['wallet-domains'] = { unverified: ['apple_pay', 'google_pay'] };
    const request = stripe().paymentRequest(VALID);
    const cancelled: unknown[] = [];
    request.on('cancel', () => cancelled.push('cancel'));
    const available = request.canMakePayment();
    request.show();
    expect(request.isShowing()).toBe(true);
    await expect(available).resolves.toBeNull();
    expect(request.isShowing()).toBe(false);
    expect(cancelled).toHaveLength(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('refuses show() before canMakePayment(); after it shows the sheet page in a modal', async () => {
    const request = stripe().paymentRequest(VALID);
    expect(() => request.show()).toThrow(
      "You must first check the Payment Request API's availability using paymentRequest.canMakePayment() before calling show().",
    );
    await request.canMakePayment();
    request.show();
    expect(request.isShowing()).toBe(true);
    const iframe = document.querySelector<HTMLIFrameElement>('[role="dialog"] iframe');
    expect(iframe?.src).toMatch(
      /^http:\/\/127\.0\.0\.1:4242\/frames\/wallet-sheet\.html#ks_[0-9a-f]+\?origin=/,
    );
    expect(() => request.update({ total: { label: 'x', amount: 1 } })).toThrow(
      'You cannot update Payment Request options while the payment sheet is showing.',
    );
    const cancelled: unknown[] = [];
    request.on('cancel', () => cancelled.push('cancel'));
    request.abort();
    expect(request.isShowing()).toBe(false);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(cancelled).toHaveLength(1);
    // With nothing open, abort() changes nothing.
    request.abort();
    expect(cancelled).toHaveLength(1);
  });

  it("opens the sheet in the instance's locale, or in the one an element group's show() gives", async () => {
    const sheetLocale = () => {
      const src = document.querySelector<HTMLIFrameElement>('[role="dialog"] iframe')?.src ?? '';
      return new URLSearchParams(src.split('#')[1]?.split('?')[1]).get('locale');
    };
    const plain = stripe().paymentRequest(VALID);
    await plain.canMakePayment();
    plain.show();
    // No locale anywhere: the sheet page takes the browser's.
    expect(sheetLocale()).toBeNull();
    plain.abort();
    const german = startScriptedController(undefined, { locale: 'de' }).stripe;
    const request = german.paymentRequest(VALID);
    await request.canMakePayment();
    request.show();
    expect(sheetLocale()).toBe('de');
    request.abort();
    // The Payment Request Button and Express Checkout Element pass their group's locale.
    // (show()'s argument is Kassa's own: not in the public types.)
    const shown = request as unknown as PaymentRequest;
    shown.show('he');
    expect(sheetLocale()).toBe('he');
    request.abort();
    shown.show('auto');
    expect(sheetLocale()).toBe('auto');
    request.abort();
  });

  it('opens the sheet once its code has loaded when show() comes before canMakePayment() settles', async () => {
    const request = stripe().paymentRequest(VALID);
    const available = request.canMakePayment();
    request.show();
    expect(request.isShowing()).toBe(true);
    await available;
    expect(request.isShowing()).toBe(true);
    expect(document.querySelectorAll('[role="dialog"] iframe')).toHaveLength(1);
    // A second show() while it is open opens nothing more.
    request.show();
    expect(document.querySelectorAll('[role="dialog"] iframe')).toHaveLength(1);
    request.abort();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('aborting a show() still waiting for the sheet cancels it: no sheet opens later', async () => {
    const request = stripe().paymentRequest(VALID);
    const cancelled: unknown[] = [];
    request.on('cancel', () => cancelled.push('cancel'));
    const available = request.canMakePayment();
    request.show();
    request.abort();
    expect(request.isShowing()).toBe(false);
    expect(cancelled).toHaveLength(1);
    await available;
    expect(request.isShowing()).toBe(false);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
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
    [
      { ...VALID, applePay: { recurringPaymentRequest: { managementURL: 'https://x.example' } } },
      '`applePay.recurringPaymentRequest.paymentDescription` to be a string',
    ],
    [
      {
        ...VALID,
        applePay: {
          recurringPaymentRequest: {
            paymentDescription: 'Tea',
            managementURL: 'https://x.example',
            regularBilling: { label: 'Tea', amount: 100, recurringPaymentIntervalUnit: 'week' },
          },
        },
      },
      '`applePay.recurringPaymentRequest.regularBilling.recurringPaymentIntervalUnit` to be one of year, month, day, hour, minute',
    ],
    [
      {
        ...VALID,
        applePay: {
          deferredPaymentRequest: {
            paymentDescription: 'Hotel',
            managementURL: 'https://x.example',
            deferredBilling: { label: 'Stay', amount: 100, deferredPaymentDate: 'soon' },
          },
        },
      },
      '`applePay.deferredPaymentRequest.deferredBilling.deferredPaymentDate` to be a Date',
    ],
    [
      {
        ...VALID,
        applePay: {
          automaticReloadPaymentRequest: {
            paymentDescription: 'Card',
            managementURL: 'https://x.example',
            automaticReloadBilling: { label: 'Reload', amount: 2000 },
          },
        },
      },
      '`applePay.automaticReloadPaymentRequest.automaticReloadBilling.automaticReloadPaymentThresholdAmount`',
    ],
    [
      {
        ...VALID,
        applePay: { recurringPaymentRequest: {}, deferredPaymentRequest: {} },
      },
      '`applePay` to be only one of recurringPaymentRequest',
    ],
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
        applePay: {
          recurringPaymentRequest: {
            paymentDescription: 'Tea club',
            managementURL: 'https://shop.example/account',
            regularBilling: {
              label: 'Monthly tea',
              amount: 1500,
              recurringPaymentStartDate: new Date('2027-01-01'),
              recurringPaymentIntervalUnit: 'month',
              recurringPaymentIntervalCount: 1,
            },
          },
        },
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

describe("elements.create('paymentRequestButton')", () => {
  it('needs a PaymentRequest and its canMakePayment() answer before mounting', async () => {
    const slot = document.createElement('div');
    slot.id = 'slot';
    document.body.append(slot);
    const instance = stripe();
    const elements = instance.elements();
    expect(() => elements.create('paymentRequestButton', { paymentRequest: {} as never })).toThrow(
      'expected `paymentRequest` to be a PaymentRequest made by stripe.paymentRequest()',
    );
    const request = instance.paymentRequest(VALID);
    const button = elements.create('paymentRequestButton', { paymentRequest: request });
    expect(() => button.mount('#slot')).toThrow(
      'For the paymentRequestButton Element, you must first check availability using paymentRequest.canMakePayment() before mounting the Element.',
    );
    await request.canMakePayment();
    button.mount('#slot');
    const frame = document.querySelector<HTMLIFrameElement>('#slot iframe');
    expect(frame?.src).toContain('/frames/payment-request-button.html');
    // The frame gets the wallet to name, never the PaymentRequest object.
    const init = new URLSearchParams(frame?.src.split('#')[1]?.split('?')[1]).get('init');
    expect(JSON.parse(init ?? '{}').options).toEqual({ wallet: 'apple_pay' });
    expect(() => button.on('click', () => {})).not.toThrow();
  });

  it('is not available where canMakePayment() found no wallet (an unregistered domain)', async () => {
    const slot = document.createElement('div');
    slot.id = 'slot';
    document.body.append(slot);
    controller.answers['wallet-domains'] = { unverified: ['apple_pay', 'google_pay'] };
    const instance = stripe();
    const request = instance.paymentRequest(VALID);
    await expect(request.canMakePayment()).resolves.toBeNull();
    const button = instance.elements().create('paymentRequestButton', { paymentRequest: request });
    expect(() => button.mount('#slot')).toThrow(
      'The paymentRequestButton Element is not available in the current environment.',
    );
    expect(document.querySelector('#slot iframe')).toBeNull();
  });

  it('names Google Pay on the button when only Google Pay is registered on the domain', async () => {
    const slot = document.createElement('div');
    slot.id = 'slot';
    document.body.append(slot);
    controller.answers['wallet-domains'] = { unverified: ['apple_pay'] };
    const instance = stripe();
    const request = instance.paymentRequest(VALID);
    await request.canMakePayment();
    instance.elements().create('paymentRequestButton', { paymentRequest: request }).mount('#slot');
    const frame = document.querySelector<HTMLIFrameElement>('#slot iframe');
    const init = new URLSearchParams(frame?.src.split('#')[1]?.split('?')[1]).get('init');
    expect(JSON.parse(init ?? '{}').options).toEqual({ wallet: 'google_pay' });
  });
});
