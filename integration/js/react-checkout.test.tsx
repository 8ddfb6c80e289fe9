// The unmodified @stripe/react-stripe-js Checkout components on Kassa's loader, against the real
// provider: EmbeddedCheckoutProvider / EmbeddedCheckout (v7 calls createEmbeddedCheckoutPage,
// v5 initEmbeddedCheckout) and the Elements-mode CheckoutElementsProvider (v7) / CheckoutProvider
// (v5, initCheckout) with useCheckout, paying a session with a card.
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import {
  CheckoutElementsProvider,
  PaymentElement,
  useCheckout,
} from '@stripe/react-stripe-js/checkout';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  EmbeddedCheckoutProvider as EmbeddedCheckoutProviderV5,
  EmbeddedCheckout as EmbeddedCheckoutV5,
} from 'react-stripe-js-v5';
import {
  CheckoutProvider as CheckoutProviderV5,
  PaymentElement as PaymentElementV5,
  useCheckout as useCheckoutV5,
} from 'react-stripe-js-v5/checkout';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type InProcessProvider, startProvider } from './in-process-provider.js';
import { bridgedStripe, PROVIDER } from './loader-bridge.js';

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const LINE =
  'line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=1800' +
  '&line_items[0][price_data][product_data][name]=Teapot&line_items[0][quantity]=1';
const RETURN = encodeURIComponent('https://shop.example/done?session_id={CHECKOUT_SESSION_ID}');

async function session(kind: 'embedded' | 'elements', extra = '') {
  const names = kind === 'embedded' ? ['embedded', 'embedded_page'] : ['custom', 'elements'];
  for (const mode of names) {
    const created = await provider.secret(
      'POST',
      'checkout/sessions',
      `mode=payment&ui_mode=${mode}&return_url=${RETURN}&${LINE}${extra}`,
    );
    if (typeof created.id === 'string')
      return { id: created.id, clientSecret: String(created.client_secret) };
  }
  throw new Error(`no ${kind} Checkout Session could be created`);
}

function checkoutFrame(): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name^="__kassaCheckout-"]');
  if (frame === null) throw new Error('no Embedded Checkout frame');
  return frame;
}

describe('EmbeddedCheckoutProvider of @stripe/react-stripe-js', () => {
  it.each([
    ['7 (createEmbeddedCheckoutPage)', EmbeddedCheckoutProvider, EmbeddedCheckout],
    ['5 (initEmbeddedCheckout)', EmbeddedCheckoutProviderV5, EmbeddedCheckoutV5],
  ] as const)(
    'v%s mounts the session page and hears its completion',
    async (_v, Provider, Checkout) => {
      const { id, clientSecret } = await session('embedded');
      const { stripe } = bridgedStripe(provider);
      const onComplete = vi.fn();
      const fetchClientSecret = vi.fn(() => Promise.resolve(clientSecret));
      const { unmount } = render(
        <Provider stripe={stripe} options={{ fetchClientSecret, onComplete }}>
          <Checkout id="checkout" />
        </Provider>,
      );
      await waitFor(() => expect(checkoutFrame()).toBeTruthy());
      const frame = checkoutFrame();
      const url = new URL(frame.src);
      expect(url.origin + url.pathname).toBe(`${PROVIDER}/c/embedded/${id}`);
      expect(document.getElementById('checkout')?.contains(frame)).toBe(true);
      const fragment = JSON.parse(
        atob(url.hash.slice(1).replace(/-/g, '+').replace(/_/g, '/')),
      ) as Record<string, string>;
      expect(fragment).toMatchObject({ apiKey: provider.keys.publishableKey, clientSecret });
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { kassa: 1, type: 'checkout:complete', frameId: fragment.frameId },
            origin: PROVIDER,
            source: frame.contentWindow,
          }),
        );
      });
      expect(onComplete).toHaveBeenCalledOnce();
      // Unmounting destroys it: the instance may embed again.
      unmount();
      expect(document.querySelector('iframe[name^="__kassaCheckout-"]')).toBeNull();
      await expect(stripe.createEmbeddedCheckoutPage({ clientSecret })).resolves.toBeTruthy();
    },
  );
});

/** A page written as Stripe's Elements-with-Checkout docs write it. */
function PayForm({ use }: { use: typeof useCheckout }) {
  const state = use();
  const [message, setMessage] = useState('');
  if (state.type === 'loading') return <p>Loading</p>;
  if (state.type === 'error') return <p>Error: {state.error.message}</p>;
  const { checkout } = state;
  const pay = async () => {
    await checkout.updateEmail('ada@example.com');
    const result = await checkout.confirm({ redirect: 'if_required' });
    setMessage(
      result.type === 'success' ? `paid ${result.session.status.type}` : result.error.message,
    );
  };
  return (
    <div>
      <p>Total {checkout.total.total.amount}</p>
      <button type="button" onClick={pay}>
        Pay
      </button>
      <p>{message}</p>
    </div>
  );
}

describe('Elements with Checkout in @stripe/react-stripe-js', () => {
  it.each([
    [
      '7 (CheckoutElementsProvider, initCheckoutElementsSdk)',
      CheckoutElementsProvider,
      PaymentElement,
      useCheckout,
      // stripe-js 10 types clientSecret; the versions react-stripe-js 5 pairs with, fetchClientSecret.
      'clientSecret',
    ],
    [
      '5 (CheckoutProvider, initCheckout)',
      CheckoutProviderV5,
      PaymentElementV5,
      useCheckoutV5,
      'fetchClientSecret',
    ],
  ] as const)(
    'v%s shows the session and pays it with a card',
    async (_v, Provider, Payment, use, key) => {
      const { id, clientSecret } = await session('elements');
      const { stripe } = bridgedStripe(provider);
      render(
        <Provider
          stripe={stripe}
          options={
            (key === 'clientSecret'
              ? { clientSecret }
              : { fetchClientSecret: () => Promise.resolve(clientSecret) }) as never
          }
        >
          <Payment />
          <PayForm use={use as typeof useCheckout} />
        </Provider>,
      );
      await screen.findByText('Total $18.00', {}, { timeout: 10_000 });
      await waitFor(() =>
        expect(document.querySelector('iframe[name^="__kassaFrame-"]')).not.toBeNull(),
      );
      act(() => screen.getByRole('button', { name: 'Pay' }).click());
      await screen.findByText('paid complete', {}, { timeout: 15_000 });
      const stored = await provider.secret('GET', `checkout/sessions/${id}`);
      expect(stored).toMatchObject({
        status: 'complete',
        payment_status: 'paid',
        amount_total: 1800,
      });
    },
  );
});
