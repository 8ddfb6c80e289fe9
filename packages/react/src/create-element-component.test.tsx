import type { Stripe } from '@stripe/stripe-js';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CardCvcElement,
  CardElement,
  CardExpiryElement,
  CardNumberElement,
  ContactDetailsElement,
  LinkAuthenticationElement,
  LinkSignupElement,
  PaymentElement,
  PaymentRequestButtonElement,
  ShippingAddressElement,
  TaxIdElement,
} from './element-components.js';
import { Elements } from './elements-provider.js';
import { type RecordingElement, recordingInstance } from './recording-instance.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup() {
  const { instance, groups } = recordingInstance();
  const stripe = instance as unknown as Stripe;
  const wrap = (children: ReactNode) => <Elements stripe={stripe}>{children}</Elements>;
  const element = (): RecordingElement => {
    const created = groups[0]?.elements.at(-1);
    if (!created) throw new Error('no element was created');
    return created;
  };
  return { groups, wrap, element };
}

describe('element components', () => {
  it.each([
    [PaymentElement, 'payment', 'PaymentElement'],
    [CardElement, 'card', 'CardElement'],
    [CardNumberElement, 'cardNumber', 'CardNumberElement'],
    [CardExpiryElement, 'cardExpiry', 'CardExpiryElement'],
    [CardCvcElement, 'cardCvc', 'CardCvcElement'],
    [LinkAuthenticationElement, 'linkAuthentication', 'LinkAuthenticationElement'],
    [LinkSignupElement, 'linkSignup', 'LinkSignupElement'],
    [ShippingAddressElement, 'shippingAddress', 'ShippingAddressElement'],
    [ContactDetailsElement, 'contactDetails', 'ContactDetailsElement'],
    [TaxIdElement, 'taxId', 'TaxIdElement'],
  ] as const)('%o creates and mounts a %s element', (Component, type, displayName) => {
    const { wrap, element } = setup();
    const options = { disabled: true };
    render(wrap(<Component id="mount-point" className="field" options={options} />));
    const node = document.getElementById('mount-point');
    expect(node?.className).toBe('field');
    expect(element().type).toBe(type);
    expect(element().options).toEqual(options);
    expect(element().mountedIn).toBe(node);
    expect(Component.displayName).toBe(displayName);
    expect(Component.elementType).toBe(type);
    // The tag @stripe/react-stripe-js puts on its components: elements.getElement(Component).
    expect(Component.__elementType).toBe(type);
  });

  it('explains that an <Elements> provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CardElement />)).toThrow(
      'Could not find Elements context; You need to wrap the part of your app that mounts <CardElement> in an <Elements> provider.',
    );
  });

  it('renders its <div> and creates nothing while the instance is pending', () => {
    const { groups } = recordingInstance();
    const pending = new Promise<Stripe>(() => {});
    render(
      <Elements stripe={pending}>
        <PaymentElement id="pending" />
      </Elements>,
    );
    expect(document.getElementById('pending')).not.toBeNull();
    expect(groups).toHaveLength(0);
  });

  it('updates the element with only the options that changed', () => {
    const { wrap, element } = setup();
    const view = render(wrap(<CardElement options={{ hidePostalCode: false, disabled: false }} />));
    view.rerender(wrap(<CardElement options={{ hidePostalCode: false, disabled: false }} />));
    view.rerender(wrap(<CardElement options={{ hidePostalCode: false, disabled: true }} />));
    expect(element().log.filter((entry) => entry.startsWith('update'))).toEqual([
      'update {"disabled":true}',
    ]);
  });

  it('creates the Payment Request Button with its payment request, which later renders never replace', () => {
    const { wrap, element } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = { canMakePayment: () => Promise.resolve(null) } as never;
    const onClick = vi.fn();
    const view = render(
      wrap(<PaymentRequestButtonElement options={{ paymentRequest: first }} onClick={onClick} />),
    );
    expect(element().type).toBe('paymentRequestButton');
    expect((element().options as { paymentRequest: unknown }).paymentRequest).toBe(first);
    const click = { elementType: 'paymentRequestButton', preventDefault: () => {} };
    element().emit('click', click);
    expect(onClick).toHaveBeenCalledExactlyOnceWith(click);
    const second = { canMakePayment: () => Promise.resolve(null) } as never;
    view.rerender(wrap(<PaymentRequestButtonElement options={{ paymentRequest: second }} />));
    expect(element().log.filter((entry) => entry.startsWith('update'))).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('destroys the element when it unmounts, after removing its listeners', () => {
    const { wrap, element } = setup();
    const view = render(wrap(<PaymentElement onChange={() => {}} onBlur={() => {}} />));
    view.unmount();
    expect(element().destroyed).toBe(true);
    expect(element().log.slice(-3)).toEqual(['off change', 'off blur', 'destroy']);
  });
});

describe('element event props', () => {
  const card = { elementType: 'card' };
  const payment = { elementType: 'payment' };
  it.each([
    ['card', 'onChange', 'change', { ...card, complete: true, empty: false }],
    ['card', 'onFocus', 'focus', card],
    ['card', 'onBlur', 'blur', card],
    ['card', 'onEscape', 'escape', card],
    ['card', 'onLoadError', 'loaderror', { ...card, error: { type: 'api_error' } }],
    ['card', 'onNetworksChange', 'networkschange', card],
    [
      'payment',
      'onSavedPaymentMethodRemove',
      'savedpaymentmethodremove',
      { ...payment, success: true, payment_method: { id: 'pm_1' } },
    ],
    [
      'payment',
      'onSavedPaymentMethodUpdate',
      'savedpaymentmethodupdate',
      { ...payment, success: false, error: 'declined', payment_method: { id: 'pm_1' } },
    ],
    [
      'payment',
      'onAvailablePaymentMethodsChange',
      'availablepaymentmethodschange',
      { ...payment, paymentMethods: { card: { available: true } } },
    ],
  ] as const)('%s element: %s receives the %s event', (type, prop, event, payload) => {
    const { wrap, element } = setup();
    const handler = vi.fn();
    const Component = { card: CardElement, payment: PaymentElement }[type];
    render(wrap(<Component {...{ [prop]: handler }} />));
    element().emit(event, payload);
    expect(handler).toHaveBeenCalledExactlyOnceWith(payload);
  });

  it('subscribes other element types to no Payment Element event', () => {
    const { wrap, element } = setup();
    render(wrap(<CardElement onChange={() => {}} />));
    expect(element().log.filter((entry) => entry.startsWith('on '))).toEqual(['on change']);
  });

  it('calls onReady with the element itself', () => {
    const { wrap, element } = setup();
    const onReady = vi.fn();
    render(wrap(<PaymentElement onReady={onReady} />));
    element().emit('ready', { elementType: 'payment' });
    expect(onReady).toHaveBeenCalledExactlyOnceWith(element());
  });

  it('calls the latest handler without resubscribing when a new function is passed', () => {
    const { wrap, element } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(wrap(<CardElement onChange={first} />));
    view.rerender(wrap(<CardElement onChange={second} />));
    element().emit('change', { complete: false });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(element().log.filter((entry) => entry.endsWith('change'))).toEqual(['on change']);
  });

  it('unsubscribes with off() when a handler is removed, and on() when one is added back', () => {
    const { wrap, element } = setup();
    const handler = vi.fn();
    const view = render(wrap(<CardElement onFocus={handler} />));
    view.rerender(wrap(<CardElement />));
    element().emit('focus', { elementType: 'card' });
    expect(handler).not.toHaveBeenCalled();
    view.rerender(wrap(<CardElement onFocus={handler} />));
    element().emit('focus', { elementType: 'card' });
    expect(handler).toHaveBeenCalledOnce();
    expect(element().log.filter((entry) => entry.endsWith('focus'))).toEqual([
      'on focus',
      'off focus',
      'on focus',
    ]);
  });
});
