import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import type { Bindings } from './bindings.js';
import { CardForm } from './card-form.js';
import { CheckoutControls, INITIAL_CONTROLS } from './checkout-controls.js';
import { checkoutPath } from './checkout-path.js';
import { type DemoConfig, formatAmount, linkTo } from './demo-config.js';
import {
  METHOD_SWITCH_KEYS,
  MethodSwitch,
  methodSwitchQuery,
  readMethodSwitch,
} from './method-switch.js';
import { PaymentForm, successUrl } from './payment-form.js';
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
  | {
      state: 'ready';
      id: string;
      clientSecret: string;
      amount: number;
      currency: string;
      /** Why the last attempt failed, when the shopper came back from a failed redirect. */
      failure?: string;
    }
  | { state: 'failed'; message: string };

interface CheckoutAnswer {
  id?: string;
  clientSecret?: string;
  amount?: number;
  currency?: string;
  error?: { message: string };
}

/** What the method switch asks of the shop's server for a new intent. */
interface IntentRequest {
  currency: string;
  quantity: number;
  customer: boolean;
}

async function createIntent(
  variant: DemoConfig['variant'],
  { currency, quantity, customer }: IntentRequest,
): Promise<Intent> {
  const query = new URLSearchParams();
  if (currency) query.set('currency', currency);
  // Quantity and customer belong to the switch, which only a currency turns on.
  if (currency && quantity !== 1) query.set('quantity', String(quantity));
  if (currency && customer) query.set('customer', '1');
  const text = query.toString();
  // The express and Link checkouts name their own path (checkoutPath); the currency rides along.
  const path = checkoutPath(variant);
  const response = await fetch(text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path, {
    method: 'POST',
  });
  const body = (await response.json()) as CheckoutAnswer;
  if (!response.ok || !body.clientSecret || !body.id) {
    return {
      state: 'failed',
      message: body.error?.message ?? `The shop answered ${response.status}.`,
    };
  }
  return {
    state: 'ready',
    id: body.id,
    clientSecret: body.clientSecret,
    amount: body.amount ?? PRODUCT_DISPLAY.amount,
    currency: body.currency ?? PRODUCT_DISPLAY.currency,
  };
}

/** What a redirect method's page adds to the return_url (the checkout, see PaymentForm). */
interface Returned {
  id: string;
  clientSecret: string;
  redirectStatus: string;
}

const RETURN_KEYS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

function readReturned(search: string): Returned | null {
  const query = new URLSearchParams(search);
  const id = query.get('payment_intent');
  const clientSecret = query.get('payment_intent_client_secret');
  if (!id || !clientSecret?.startsWith(`${id}_secret_`)) return null;
  return { id, clientSecret, redirectStatus: query.get('redirect_status') ?? '' };
}

/**
 * Back from a bank, wallet or pay-later page: an intent that still needs a payment method (the
 * shopper failed or cancelled there) is paid again on this page, with the reason shown; any
 * other state is an order, shown on the status page.
 */
async function resumeIntent(returned: Returned, config: DemoConfig): Promise<Intent | null> {
  const response = await fetch(`/api/payment-intents/${encodeURIComponent(returned.id)}`);
  const body = (await response.json()) as {
    status?: string;
    amount?: number;
    currency?: string;
    last_payment_error?: string | null;
    error?: { message: string };
  };
  if (!response.ok) {
    return { state: 'failed', message: body.error?.message ?? `HTTP ${response.status}` };
  }
  if (body.status !== 'requires_payment_method') {
    const success = new URL(successUrl(config, returned.id));
    success.searchParams.set('payment_intent_client_secret', returned.clientSecret);
    if (returned.redirectStatus)
      success.searchParams.set('redirect_status', returned.redirectStatus);
    window.location.replace(success.href);
    return null;
  }
  return {
    state: 'ready',
    id: returned.id,
    clientSecret: returned.clientSecret,
    amount: body.amount ?? PRODUCT_DISPLAY.amount,
    currency: body.currency ?? PRODUCT_DISPLAY.currency,
    failure: body.last_payment_error ?? 'The payment was not completed.',
  };
}

export function CheckoutPage({ config, bindings }: { config: DemoConfig; bindings: Bindings }) {
  const [intent, setIntent] = useState<Intent>({ state: 'loading' });
  const [controls, setControls] = useState(INITIAL_CONTROLS);
  // The method switch belongs to the plain Payment Element checkout.
  const switchable = config.variant === 'payment';
  const [methods, setMethods] = useState(() => readMethodSwitch(window.location.search));
  const [returned, setReturned] = useState(() => readReturned(window.location.search));
  const currency = switchable ? methods.currency : '';
  const quantity = switchable ? methods.quantity : 1;
  const customer = switchable && methods.customer;

  useEffect(() => {
    if (!switchable) return;
    // The switch's settings stay in the address; the redirect's answer is read once.
    const query = new URLSearchParams(window.location.search);
    for (const key of [...METHOD_SWITCH_KEYS, ...RETURN_KEYS]) query.delete(key);
    for (const [key, value] of Object.entries(methodSwitchQuery(methods))) query.set(key, value);
    const text = query.toString();
    window.history.replaceState(null, '', text ? `/checkout?${text}` : '/checkout');
  }, [switchable, methods]);

  useEffect(() => {
    let live = true;
    setIntent({ state: 'loading' });
    const next = returned
      ? resumeIntent(returned, config)
      : createIntent(config.variant, { currency, quantity, customer });
    next
      .catch((error: unknown) => ({ state: 'failed', message: String(error) }) as const)
      .then((result) => live && result !== null && setIntent(result));
    return () => {
      live = false;
    };
  }, [config, currency, quantity, customer, returned]);

  const Form = ['card', 'split', 'wallet'].includes(config.variant) ? CardForm : PaymentForm;
  const returnUrl = new URL(
    linkTo('/checkout', config, switchable ? methodSwitchQuery(methods) : {}),
    window.location.href,
  ).href;
  // Until the shopper switches, the element gets no options, as the shop's other checkouts.
  const switched = switchable && Object.keys(methodSwitchQuery(methods)).length > 0;
  const elementOptions = switched
    ? {
        layout: methods.layout,
        ...(methods.country
          ? { defaultValues: { billingDetails: { address: { country: methods.country } } } }
          : {}),
      }
    : undefined;
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
        {PRODUCT_DISPLAY.name} ·{' '}
        {intent.state === 'ready'
          ? formatAmount(intent.amount, intent.currency)
          : formatAmount(PRODUCT_DISPLAY.amount, PRODUCT_DISPLAY.currency)}
      </p>
      {intent.state === 'loading' && <p>Preparing your order…</p>}
      {intent.state === 'failed' && <p role="alert">{intent.message}</p>}
      {intent.state === 'ready' && (
        <bindings.Elements
          // A new intent (another currency) is a new group: its client secret cannot change.
          key={intent.id}
          stripe={instanceFor(bindings, config.publishableKey)}
          options={{ clientSecret: intent.clientSecret, appearance: { theme: controls.theme } }}
        >
          <Form
            // The layout and billing country are the element's creation options: a new element.
            key={`${methods.layout}-${methods.country}`}
            bindings={bindings}
            config={config}
            clientSecret={intent.clientSecret}
            listening={controls.listening}
            shown={controls.shown}
            price={{ amount: intent.amount, currency: intent.currency }}
            returnUrl={switchable ? returnUrl : undefined}
            elementOptions={elementOptions}
            initialError={intent.failure}
          />
        </bindings.Elements>
      )}
      <CheckoutControls state={controls} onChange={setControls} />
      {/* Last on the page, so the shop's other controls stay where its tests and users know them. */}
      {switchable && (
        <MethodSwitch
          state={methods}
          onChange={(next) => {
            // Another currency, quantity or customer is another order: the intent the shopper
            // came back with is left.
            if (
              next.currency !== methods.currency ||
              next.quantity !== methods.quantity ||
              next.customer !== methods.customer
            ) {
              setReturned(null);
            }
            setMethods(next);
          }}
        />
      )}
      <p className="bindings-note">Bindings: {bindings.label}</p>
    </main>
  );
}
