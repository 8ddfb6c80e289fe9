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
});
