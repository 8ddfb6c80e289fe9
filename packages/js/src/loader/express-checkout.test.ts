// @vitest-environment jsdom

import { parseFrameHash } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaElement, KassaElementEvent, KassaElements } from '../types.js';
import { createFactory } from './factory.js';

const PROVIDER = 'http://127.0.0.1:4242';

let elements: KassaElements;

function deliver(source: Window | null, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin: PROVIDER, source }));
}

type Express = KassaElement<'expressCheckout' & never>;

function mountExpress(options: Record<string, unknown> = {}) {
  const element = (elements.create as (type: string, options?: unknown) => Express)(
    'expressCheckout',
    options,
  );
  element.mount('#express');
  const frame = document.querySelector<HTMLIFrameElement>('#express iframe');
  if (frame === null) throw new Error('no frame');
  const frameId = parseFrameHash(new URL(frame.src).hash).id;
  deliver(frame.contentWindow, { kassa: 1, type: 'frame-load', frameId });
  const posts = vi.spyOn(frame.contentWindow as Window, 'postMessage');
  const event = (name: string, payload: unknown) =>
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: name,
      payload,
    });
  const commands = () =>
    posts.mock.calls.map(([message]) => (message as { command?: string }).command);
  return { element, frame, frameId, event, commands };
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="express"></div>';
  const stripe = createFactory({ window, providerOrigin: PROVIDER })('pk_test_1');
  elements = stripe.elements({ clientSecret: 'pi_1_secret_2' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("elements.create('expressCheckout')", () => {
  it('mounts its own frame page with the options, no longer as an unbuilt element', () => {
    const { frame } = mountExpress({ buttonHeight: 48 });
    expect(new URL(frame.src).pathname).toBe('/frames/express-checkout.html');
    const init = new URLSearchParams(frame.src.split('#')[1]?.split('?')[1]).get('init');
    expect(JSON.parse(init ?? '{}').options).toEqual({ buttonHeight: 48 });
  });

  it('carries the availablePaymentMethods the frame reported in `ready`', () => {
    const { element, event } = mountExpress();
    const ready = vi.fn();
    element.on('ready', ready);
    const available = { applePay: false, googlePay: false, paypal: true, demoPay: true };
    event('available', { availablePaymentMethods: available });
    event('ready', {});
    expect(ready).toHaveBeenCalledWith({
      elementType: 'expressCheckout',
      availablePaymentMethods: available,
    });
  });

  it('emits `confirm` once the merchant resolves `click`, with the clicked method', () => {
    const { element, event } = mountExpress();
    const confirm = vi.fn();
    element.on('click', (click: KassaElementEvent) => (click.resolve as (o: unknown) => void)({}));
    element.on('confirm', confirm);
    event('click', { expressPaymentType: 'paypal' });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({
      elementType: 'expressCheckout',
      expressPaymentType: 'paypal',
    });
  });

  it('confirms at once without a `click` handler', () => {
    const { element, event } = mountExpress();
    const confirm = vi.fn();
    element.on('confirm', confirm);
    event('click', { expressPaymentType: 'demo_pay' });
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({ expressPaymentType: 'demo_pay' });
  });

  it('ends the click when `resolve` is not called within one second, as Stripe.js does', () => {
    const { element, event, commands } = mountExpress();
    const confirm = vi.fn();
    let late: ((options?: unknown) => void) | undefined;
    element.on('click', (click: KassaElementEvent) => {
      late = click.resolve as (options?: unknown) => void;
    });
    element.on('confirm', confirm);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    event('click', { expressPaymentType: 'klarna' });
    vi.advanceTimersByTime(999);
    expect(commands()).not.toContain('clear');
    vi.advanceTimersByTime(1);
    // The frame's button row is free again; a resolve after the deadline confirms nothing.
    expect(commands()).toContain('clear');
    expect(warn).toHaveBeenCalledOnce();
    late?.({});
    expect(confirm).not.toHaveBeenCalled();
  });

  it('takes paymentFailed() once per confirm event, freeing the buttons', () => {
    const { element, event, commands } = mountExpress();
    let failed: (() => void) | undefined;
    element.on('confirm', (confirm: KassaElementEvent) => {
      failed = confirm.paymentFailed as () => void;
    });
    event('click', { expressPaymentType: 'amazon_pay' });
    failed?.();
    expect(commands()).toContain('clear');
    expect(() => failed?.()).toThrow(
      'Unexpected call to paymentFailed. paymentFailed must be called exactly once per expressCheckout Element confirm event.',
    );
  });

  it('refuses a `resolve` argument that is not an object', () => {
    const { element, event } = mountExpress();
    let thrown: unknown;
    element.on('click', (click: KassaElementEvent) => {
      try {
        (click.resolve as (o: unknown) => void)('now');
      } catch (error) {
        thrown = error;
      }
    });
    event('click', { expressPaymentType: 'paypal' });
    expect(String(thrown)).toContain(
      'Invalid value for resolve(): expected `options` to be an object',
    );
  });

  it('gives `ready` no availablePaymentMethods when nothing can show, and warns once why each is hidden', () => {
    const { element, event } = mountExpress();
    const ready = vi.fn();
    element.on('ready', ready);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hidden = {
      applePay: 'domain_unregistered_or_backend_filtered',
      paypal: 'merchant_payment_method_param_config',
    };
    event('available', { availablePaymentMethods: null, hidden, amount: 1099, currency: 'eur' });
    event('available', { availablePaymentMethods: null, hidden, amount: 1099, currency: 'eur' });
    event('ready', {});
    expect(ready).toHaveBeenCalledWith({
      elementType: 'expressCheckout',
      availablePaymentMethods: undefined,
    });
    // The merchant's own `never` is not worth a warning; the domain is, once.
    expect(warn.mock.calls).toEqual([
      [
        '[kassa] The Express Checkout Element does not show applePay: domain_unregistered_or_backend_filtered.',
      ],
    ]);
  });

  it('ends the click without a confirm when the merchant rejects it', () => {
    const { element, event, commands } = mountExpress();
    const confirm = vi.fn();
    element.on('click', (click: KassaElementEvent) => (click.reject as () => void)());
    element.on('confirm', confirm);
    event('click', { expressPaymentType: 'klarna' });
    expect(commands()).toContain('clear');
    vi.advanceTimersByTime(2000);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('tells its frame whether the group creates payment methods manually', () => {
    document.body.innerHTML = '<div id="express"></div>';
    const stripe = createFactory({ window, providerOrigin: PROVIDER })('pk_test_1');
    elements = stripe.elements({
      mode: 'payment',
      amount: 1000,
      currency: 'usd',
      paymentMethodCreation: 'manual',
    });
    const { frame } = mountExpress();
    const init = new URLSearchParams(frame.src.split('#')[1]?.split('?')[1]).get('init');
    expect(JSON.parse(init ?? '{}').groupOptions).toMatchObject({
      paymentMethodCreation: 'manual',
    });
  });

  it.each([
    [{ buttonHeight: 80 }, 'buttonHeight should be a number from 40 to 55. You specified: 80.'],
    [
      { buttonHeight: '48px' },
      'buttonHeight should be a number from 40 to 55. You specified: "48px".',
    ],
    [
      { buttonType: { applePay: 'pay' } },
      'buttonType.applePay should be one of the following strings: add-money, book, buy, check-out',
    ],
    [{ buttonType: { googlePay: 'check-out' } }, 'buttonType.googlePay should be one of'],
    [
      { buttonType: { venmo: 'pay' } },
      'buttonType.venmo should be one of applePay, googlePay, paypal, klarna',
    ],
    [
      { buttonTheme: { paypal: 'pink' } },
      'buttonTheme.paypal should be one of the following strings: gold, blue',
    ],
    [{ buttonTheme: { applePay: 'dark' } }, 'buttonTheme.applePay should be one of'],
    [
      { paymentMethods: { paypal: 'always' } },
      'paymentMethods.paypal should be one of the following strings: auto, never.',
    ],
    [
      { layout: { maxRows: -1 } },
      'layout.maxRows should be a non-negative integer. You specified: -1.',
    ],
    [{ layout: { maxColumns: 1.5 } }, 'layout.maxColumns should be a non-negative integer'],
    [
      { layout: { overflow: 'hidden' } },
      'layout.overflow should be one of the following strings: auto, never.',
    ],
    [{ layout: 'grid' }, 'layout should be an object'],
    [{ emailRequired: 'yes' }, 'emailRequired should be a boolean'],
    [
      { allowedShippingCountries: ['us'] },
      'allowedShippingCountries[0] should be a two-letter country code',
    ],
    [{ lineItems: [{ name: 'Tea', amount: 1.5 }] }, 'lineItems[0].amount should be an integer'],
    [{ lineItems: [{ amount: 100 }] }, 'lineItems[0].name should be a string'],
    [
      { shippingRates: [{ id: 'a', displayName: 'A', amount: -1 }] },
      'shippingRates[0].amount should be a non-negative integer',
    ],
    [{ business: { name: 5 } }, 'business.name should be a string'],
  ])('refuses %j as Stripe.js does', (options, message) => {
    expect(() => mountExpress(options)).toThrow(
      `Invalid value for elements.create('expressCheckout', options): ${message}`,
    );
  });

  it('checks update() and a click resolve() the same way', () => {
    const { element, event } = mountExpress({
      buttonHeight: 44,
      buttonType: { applePay: 'check-out', googlePay: 'pay', paypal: 'buynow', klarna: 'continue' },
      buttonTheme: {
        applePay: 'white-outline',
        googlePay: 'white',
        paypal: 'blue',
        klarna: 'outlined',
      },
      layout: { maxColumns: 2, maxRows: 1, overflow: 'auto' },
      paymentMethods: { applePay: 'always', link: 'never' },
      lineItems: [{ name: 'Tea', amount: 500 }],
      allowedShippingCountries: ['US', 'CA'],
      business: { name: 'Tea Shop' },
      emailRequired: true,
    });
    expect(() => element.update({ buttonHeight: 39 })).toThrow(
      'Invalid value for element.update(options): buttonHeight should be a number from 40 to 55. You specified: 39.',
    );
    let thrown: unknown;
    element.on('click', (click: KassaElementEvent) => {
      try {
        (click.resolve as (o: unknown) => void)({ lineItems: 'tea' });
      } catch (error) {
        thrown = error;
      }
    });
    event('click', { expressPaymentType: 'paypal' });
    expect(String(thrown)).toContain(
      'Invalid value for resolve(options): lineItems should be an array. You specified: "tea".',
    );
  });

  it('emits availablepaymentmethodschange when what can show changes after ready', () => {
    const { element, event } = mountExpress();
    const changes = vi.fn();
    element.on('availablepaymentmethodschange', changes);
    event('available', { availablePaymentMethods: { applePay: true, paypal: true } });
    event('ready', {});
    // The same availability again (a session refresh) is no change.
    event('available', { availablePaymentMethods: { applePay: true, paypal: true } });
    expect(changes).not.toHaveBeenCalled();
    event('available', { availablePaymentMethods: { applePay: true, paypal: false } });
    expect(changes).toHaveBeenCalledWith({
      elementType: 'expressCheckout',
      paymentMethods: { applePay: { available: true }, paypal: { available: false } },
    });
    event('available', { availablePaymentMethods: null });
    expect(changes).toHaveBeenLastCalledWith({
      elementType: 'expressCheckout',
      paymentMethods: undefined,
    });
  });
});

describe("the Express Checkout Element's Link", () => {
  /** Clicks Link, resolved by the merchant: the Link sheet opens in the page's modal. */
  async function openLink() {
    const express = mountExpress();
    const log: { event: string; payload: KassaElementEvent }[] = [];
    express.element.on('click', (click: KassaElementEvent) =>
      (click.resolve as (o?: unknown) => void)(),
    );
    for (const name of ['confirm', 'cancel'])
      express.element.on(name as 'confirm', (payload: KassaElementEvent) =>
        log.push({ event: name, payload }),
      );
    express.event('available', { amount: 2500, currency: 'usd' });
    express.event('click', { expressPaymentType: 'link' });
    await vi.dynamicImportSettled();
    const sheet = document.querySelector<HTMLIFrameElement>('[role="dialog"] iframe');
    const sheetWindow = sheet?.contentWindow;
    if (sheet == null || sheetWindow == null) throw new Error('the Link sheet did not open');
    const { id, params } = parseFrameHash(new URL(sheet.src).hash);
    const posted = vi.spyOn(sheetWindow, 'postMessage').mockImplementation(() => {});
    const fromSheet = (message: Record<string, unknown>) =>
      deliver(sheetWindow, { kassa: 1, sheetId: id, ...message });
    return { ...express, log, sheet, params, posted, fromSheet };
  }

  it('opens the Link sheet for the group, tells it the amount, and confirms with the picked card', async () => {
    const link = await openLink();
    expect(new URL(link.sheet.src).pathname).toBe('/frames/wallet-sheet.html');
    expect(link.params).toMatchObject({ origin: window.location.origin });
    expect(link.params.controllerId).toMatch(/.+/);
    expect(link.params.groupId).toMatch(/.+/);
    // Nothing is confirmed while the shopper signs in.
    expect(link.log).toEqual([]);
    link.fromSheet({ type: 'sheet-load', title: 'Link' });
    expect(link.posted.mock.calls[0]?.[0]).toMatchObject({
      type: 'sheet-init',
      wallet: 'link',
      request: { amount: 2500, currency: 'usd' },
    });
    link.fromSheet({
      type: 'sheet-event',
      eventId: 'e1',
      event: 'pay',
      payload: { paymentDetails: 'csmrpd_1', email: 'jenny@example.com' },
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(link.commands()).toContain('update');
    expect(link.log.map((entry) => entry.event)).toEqual(['confirm']);
    expect(link.log[0]?.payload).toMatchObject({
      expressPaymentType: 'link',
      billingDetails: { email: 'jenny@example.com' },
    });
  });

  it('emits cancel and frees the row when the shopper closes the sheet', async () => {
    const link = await openLink();
    link.fromSheet({ type: 'sheet-event', eventId: 'e1', event: 'cancel', payload: {} });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(link.log.map((entry) => entry.event)).toEqual(['cancel']);
    expect(link.commands()).toContain('clear');
  });

  it('ignores a pay without a card and messages from another window', async () => {
    const link = await openLink();
    link.fromSheet({ type: 'sheet-event', eventId: 'e1', event: 'pay', payload: {} });
    deliver(window, { kassa: 1, sheetId: 'x', type: 'sheet-event', event: 'cancel', payload: {} });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(link.log).toEqual([]);
  });
});
