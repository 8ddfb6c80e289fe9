import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import type { Bindings } from './bindings.js';
import { CardForm } from './card-form.js';
import { CheckoutControls, INITIAL_CONTROLS } from './checkout-controls.js';
import { checkoutPath } from './checkout-path.js';
import { type DemoConfig, formatAmount, linkTo } from './demo-config.js';
import { PaymentForm } from './payment-form.js';
import { PRODUCT_DISPLAY } from './product-display.js';

// One instance per page load, created outside React so re-renders never create another.
const instances = new Map<string, Stripe | Promise<Stripe | null>>();
export function instanceFor(
  bindings: Bindings,
  publishableKey: string,
): Stripe | Promise<Stripe | null> {
  let instance = instances.get(bindings.mode);
  if (!instance) {
    instance = bindings.loadInstance(publishableKey);
    instances.set(bindings.mode, instance);
  }
  return instance;
}

type Intent =
  | { state: 'loading' }
  | { state: 'ready'; id: string; clientSecret: string }
  | { state: 'failed'; message: string };

async function createIntent(variant: DemoConfig['variant']): Promise<Intent> {
  const response = await fetch(checkoutPath(variant), {
    method: 'POST',
  });
  const body = (await response.json()) as {
    id?: string;
    clientSecret?: string;
    error?: { message: string };
  };
  if (!response.ok || !body.clientSecret || !body.id) {
    return {
      state: 'failed',
      message: body.error?.message ?? `The shop answered ${response.status}.`,
    };
  }
  return { state: 'ready', id: body.id, clientSecret: body.clientSecret };
}

export function CheckoutPage({ config, bindings }: { config: DemoConfig; bindings: Bindings }) {
  const [intent, setIntent] = useState<Intent>({ state: 'loading' });
  const [controls, setControls] = useState(INITIAL_CONTROLS);

  useEffect(() => {
    let live = true;
    createIntent(config.variant)
      .catch((error: unknown) => ({ state: 'failed', message: String(error) }) as const)
      .then((result) => live && setIntent(result));
    return () => {
      live = false;
    };
  }, [config.variant]);

  const Form = config.variant === 'card' || config.variant === 'split' ? CardForm : PaymentForm;
  return (
    <main
      className="checkout"
      data-bindings={bindings.mode}
      data-variant={config.variant}
      data-theme={controls.theme}
      data-payment-intent={intent.state === 'ready' ? intent.id : undefined}
    >
      <a href={linkTo('/', config)}>← Back to the shop</a>
      <h1>Checkout</h1>
      <p className="summary">
        {PRODUCT_DISPLAY.name} · {formatAmount(PRODUCT_DISPLAY.amount, PRODUCT_DISPLAY.currency)}
      </p>
      {intent.state === 'loading' && <p>Preparing your order…</p>}
      {intent.state === 'failed' && <p role="alert">{intent.message}</p>}
      {intent.state === 'ready' && (
        <bindings.Elements
          stripe={instanceFor(bindings, config.publishableKey)}
          options={{ clientSecret: intent.clientSecret, appearance: { theme: controls.theme } }}
        >
          <Form
            bindings={bindings}
            config={config}
            clientSecret={intent.clientSecret}
            listening={controls.listening}
            shown={controls.shown}
          />
        </bindings.Elements>
      )}
      <CheckoutControls state={controls} onChange={setControls} />
      <p className="bindings-note">Bindings: {bindings.label}</p>
    </main>
  );
}
