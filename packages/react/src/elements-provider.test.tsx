import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentElement } from './element-components.js';
import { Elements, ElementsConsumer } from './elements-provider.js';
import { recordingInstance } from './recording-instance.js';
import { useElements, useStripe } from './use-stripe.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function asStripe(instance: unknown): Stripe {
  return instance as Stripe;
}

function ShowContext() {
  const stripe = useStripe();
  const elements = useElements();
  return (
    <p data-testid="ctx">{`${stripe ? 'stripe' : 'no stripe'}/${elements ? 'elements' : 'no elements'}`}</p>
  );
}

function UsesStripe() {
  useStripe();
  return null;
}
function UsesElements() {
  useElements();
  return null;
}
function Consumes() {
  return <ElementsConsumer>{() => null}</ElementsConsumer>;
}

describe('Elements', () => {
  it('gives a synchronous instance and its group to the first render', () => {
    const { instance, groups } = recordingInstance();
    const options: StripeElementsOptions = { clientSecret: 'pi_1_secret_2' };
    render(
      <Elements stripe={asStripe(instance)} options={options}>
        <ShowContext />
      </Elements>,
    );
    expect(screen.getByTestId('ctx').textContent).toBe('stripe/elements');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.options).toEqual(options);
  });

  it('provides null until a Promise of the instance resolves', async () => {
    const { instance, groups } = recordingInstance();
    let resolve: (value: Stripe) => void = () => {};
    const promise = new Promise<Stripe>((done) => {
      resolve = done;
    });
    render(
      <Elements stripe={promise}>
        <ShowContext />
      </Elements>,
    );
    expect(screen.getByTestId('ctx').textContent).toBe('no stripe/no elements');
    await act(async () => resolve(asStripe(instance)));
    expect(screen.getByTestId('ctx').textContent).toBe('stripe/elements');
    expect(groups).toHaveLength(1);
  });

  it('adopts an instance that replaces an initial null without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { instance, groups } = recordingInstance();
    const view = render(
      <Elements stripe={null}>
        <ShowContext />
      </Elements>,
    );
    expect(screen.getByTestId('ctx').textContent).toBe('no stripe/no elements');
    view.rerender(
      <Elements stripe={asStripe(instance)}>
        <ShowContext />
      </Elements>,
    );
    expect(screen.getByTestId('ctx').textContent).toBe('stripe/elements');
    expect(groups).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a publishable key string', 'pk_test_123', 'a string (pk_test_123)'],
    ['an object without Stripe methods', { key: 'pk' }, 'an object with keys key'],
    ['a number', 42, 'a number (42)'],
  ])('throws a fix-it error for %s', (_name, value, received) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Elements stripe={value as unknown as Stripe} />)).toThrow(
      `Invalid prop \`stripe\` supplied to \`Elements\`: expected a Kassa instance (from \`Kassa(publishableKey)\` or \`loadStripe(publishableKey)\`), a Promise resolving to one, or null, but received ${received}.`,
    );
  });

  it('warns when the stripe prop changes after it was set, and keeps the first instance', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = recordingInstance();
    const second = recordingInstance();
    const view = render(<Elements stripe={asStripe(first.instance)} />);
    view.rerender(<Elements stripe={asStripe(second.instance)} />);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('You cannot change the `stripe` prop after setting it.'),
    );
    expect(second.groups).toHaveLength(0);
  });

  it.each([
    ['a synchronous instance', (instance: Stripe) => instance],
    ['a Promise', (instance: Stripe) => Promise.resolve(instance)],
  ])('mounts exactly one element under StrictMode with %s', async (_name, wrap) => {
    const { instance, groups } = recordingInstance();
    const stripe = wrap(asStripe(instance));
    await act(async () => {
      render(
        <StrictMode>
          <Elements stripe={stripe}>
            <ShowContext />
            <PaymentElement id="payment" />
          </Elements>
        </StrictMode>,
      );
    });
    expect(screen.getByTestId('ctx').textContent).toBe('stripe/elements');
    const live = groups.flatMap((group) => group.live());
    expect(live).toHaveLength(1);
    expect(live[0]?.mountedIn).toBe(document.getElementById('payment'));
    expect(groups.filter((group) => group.elements.length > 0)).toHaveLength(1);
  });
});

describe('Elements options', () => {
  it('updates the group with only the keys whose values changed', () => {
    const { instance, groups } = recordingInstance();
    const stripe = asStripe(instance);
    const view = render(
      <Elements
        stripe={stripe}
        options={{ mode: 'payment', amount: 100, currency: 'usd', appearance: { theme: 'stripe' } }}
      />,
    );
    view.rerender(
      <Elements
        stripe={stripe}
        options={{ mode: 'payment', amount: 250, currency: 'usd', appearance: { theme: 'stripe' } }}
      />,
    );
    view.rerender(
      <Elements
        stripe={stripe}
        options={{ mode: 'payment', amount: 250, currency: 'usd', appearance: { theme: 'night' } }}
      />,
    );
    expect(groups[0]?.updates).toEqual([{ amount: 250 }, { appearance: { theme: 'night' } }]);
  });

  it('does not update when a new options object holds equal values', () => {
    const { instance, groups } = recordingInstance();
    const stripe = asStripe(instance);
    const view = render(
      <Elements
        stripe={stripe}
        options={{ appearance: { variables: { colorPrimary: '#0570de' } } }}
      />,
    );
    view.rerender(
      <Elements
        stripe={stripe}
        options={{ appearance: { variables: { colorPrimary: '#0570de' } } }}
      />,
    );
    expect(groups[0]?.updates).toEqual([]);
  });

  it('warns and does not update when clientSecret changes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { instance, groups } = recordingInstance();
    const stripe = asStripe(instance);
    const view = render(<Elements stripe={stripe} options={{ clientSecret: 'pi_1_secret_a' }} />);
    view.rerender(<Elements stripe={stripe} options={{ clientSecret: 'pi_2_secret_b' }} />);
    expect(groups[0]?.updates).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(
        'Unsupported prop change: options.clientSecret is not a mutable property.',
      ),
    );
  });

  it('applies options changed while a Promise of the instance was pending at creation', async () => {
    const { instance, groups } = recordingInstance();
    const promise = Promise.resolve(asStripe(instance));
    const view = render(<Elements stripe={promise} options={{ locale: 'en' }} />);
    view.rerender(<Elements stripe={promise} options={{ locale: 'fr' }} />);
    await act(async () => promise);
    expect(groups[0]?.options).toEqual({ locale: 'fr' });
    expect(groups[0]?.updates).toEqual([]);
  });
});

describe('hooks outside of <Elements>', () => {
  it.each([
    ['useStripe', UsesStripe, 'calls useStripe()'],
    ['useElements', UsesElements, 'calls useElements()'],
    ['ElementsConsumer', Consumes, 'mounts <ElementsConsumer>'],
  ])('%s explains that an <Elements> provider is missing', (_name, Probe, useCase) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(
      `Could not find Elements context; You need to wrap the part of your app that ${useCase} in an <Elements> provider.`,
    );
  });
});

describe('ElementsConsumer', () => {
  it('passes the instance and group to its render function', () => {
    const { instance, groups } = recordingInstance();
    const seen: unknown[] = [];
    render(
      <Elements stripe={asStripe(instance)}>
        <ElementsConsumer>
          {({ stripe, elements }) => {
            seen.push(stripe, elements);
            return null;
          }}
        </ElementsConsumer>
      </Elements>,
    );
    expect(seen).toEqual([instance, groups[0]]);
  });
});
