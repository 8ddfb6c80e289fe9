// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaElement, KassaElements } from '../types.js';
import { createFactory } from './factory.js';

let elements: KassaElements;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="slot"></div>';
  const stripe = createFactory({ window, providerOrigin: 'http://127.0.0.1:4242' })('pk_test_1');
  elements = stripe.elements();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Creates an element of a type Kassa has not built, as a Stripe-typed page would. */
const createUnbuilt = (type: string) =>
  (elements.create as (type: string) => KassaElement<'card'>)(type);

describe('element types Kassa has not built', () => {
  it.each([
    ['currencySelector', 'The CurrencySelector Element is not supported by this Kassa server yet.'],
    ['paymentForm', 'The PaymentForm Element is not supported by this Kassa server yet.'],
    [
      'issuingCardCvcDisplay',
      'The IssuingCardCvcDisplay Element is not supported by this Kassa server yet.',
    ],
  ])('creates %s, mounts it and says why it shows nothing with loaderror', (type, message) => {
    const element = createUnbuilt(type);
    const loaderror = vi.fn();
    element.mount('#slot');
    // Handlers attached right after mount() hear it, as @stripe/react-stripe-js attaches them.
    element.on('loaderror', loaderror);
    expect(document.querySelector('#slot .__KassaElement')).not.toBeNull();
    expect(document.querySelector('#slot iframe')).toBeNull();
    vi.runAllTimers();
    expect(loaderror).toHaveBeenCalledWith({
      elementType: type,
      error: { type: 'invalid_request_error', message },
    });
  });

  it('takes the handlers of any event its Stripe.js element has', () => {
    const element = createUnbuilt('paymentForm');
    expect(() => element.on('confirm', () => {})).not.toThrow();
    expect(() => element.on(5 as never, () => {})).toThrow(
      'expected the event type to be a string, but received number.',
    );
  });

  it('stays silent once unmounted before the error was due, and can be destroyed', () => {
    const element = createUnbuilt('terms');
    const loaderror = vi.fn();
    element.on('loaderror', loaderror);
    element.mount('#slot');
    element.unmount();
    vi.runAllTimers();
    expect(loaderror).not.toHaveBeenCalled();
    expect(document.querySelector('#slot .__KassaElement')).toBeNull();
    element.destroy();
    expect(elements.getElement('terms')).toBeNull();
  });

  it('throws for a string that is no element type, naming the valid ones', () => {
    expect(() => createUnbuilt('cardz')).toThrow(
      /^A valid Element name must be provided\. Valid Elements are: payment, card, .*; you passed: cardz\.$/,
    );
  });
});

describe('elements.getElement()', () => {
  it('takes a React component tagged with __elementType, as @stripe/react-stripe-js passes it', () => {
    const card = elements.create('card');
    const CardElement = Object.assign(() => null, { __elementType: 'card' as const });
    expect(elements.getElement(CardElement)).toBe(card);
    expect(elements.getElement({ __elementType: 'payment' as const })).toBeNull();
  });

  it('refuses a tag that is not a string', () => {
    expect(() => elements.getElement({ __elementType: 5 } as never)).toThrow(
      'Invalid value for elements.getElement(): expected `elementType` to be an element type string',
    );
  });
});
