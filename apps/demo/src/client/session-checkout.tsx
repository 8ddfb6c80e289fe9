import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import {
  CheckoutElementsProvider,
  PaymentElement,
  useCheckout,
} from '@stripe/react-stripe-js/checkout';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useCallback, useEffect, useState } from 'react';
import { type DemoConfig, formatAmount } from './demo-config.js';

// The shop's Checkout Session checkouts, written as Stripe's docs write them with the unmodified
// @stripe/react-stripe-js and loadStripe (which finds the provider's loader script):
// `/embedded-checkout` (Embedded Checkout), `/checkout-elements` (Elements with the Checkout
// Session) and `/checkout-return`, where both come back.

let stripePromise: Promise<Stripe | null> | undefined;
function stripeFor(config: DemoConfig) {
  stripePromise ??= loadStripe(config.publishableKey);
  return stripePromise;
}

async function sessionSecret(ui: 'embedded' | 'elements'): Promise<string> {
  const response = await fetch(`/api/checkout-sessions?ui=${ui}`, { method: 'POST' });
  const body = (await response.json()) as { clientSecret?: string; error?: { message: string } };
  if (!response.ok || typeof body.clientSecret !== 'string')
    throw new Error(body.error?.message ?? 'The shop could not start the checkout.');
  return body.clientSecret;
}

export function EmbeddedCheckoutPage({ config }: { config: DemoConfig }) {
  const fetchClientSecret = useCallback(() => sessionSecret('embedded'), []);
  return (
    <main className="checkout">
      <h1>Embedded checkout</h1>
      <EmbeddedCheckoutProvider stripe={stripeFor(config)} options={{ fetchClientSecret }}>
        <EmbeddedCheckout id="embedded-checkout" />
      </EmbeddedCheckoutProvider>
    </main>
  );
}

function ElementsForm() {
  const state = useCheckout();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  if (state.type === 'loading') return <p role="status">Loading the checkout…</p>;
  if (state.type === 'error') return <p role="alert">{state.error.message}</p>;
  const { checkout } = state;
  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setPaying(true);
    setMessage(null);
    const updated = await checkout.updateEmail(email);
    const result =
      updated.type === 'error' ? updated : await checkout.confirm({ redirect: 'always' });
    // On success the page leaves for the session's return_url.
    if (result.type === 'error') setMessage(result.error.message);
    setPaying(false);
  };
  return (
    <form onSubmit={pay}>
      <ul className="summary" aria-label="Order summary">
        {checkout.lineItems.map((item) => (
          <li key={item.id}>
            {item.name} × {item.quantity}: {item.total.amount}
          </li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor="checkout-email">Email</label>
        <input
          id="checkout-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <PaymentElement />
      {message === null ? null : (
        <p className="payment-error" role="alert">
          {message}
        </p>
      )}
      <button className="pay" type="submit" disabled={paying}>
        Pay {checkout.total.total.amount}
      </button>
    </form>
  );
}

export function CheckoutElementsPage({ config }: { config: DemoConfig }) {
  const [clientSecret] = useState(() => sessionSecret('elements'));
  return (
    <main className="checkout">
      <h1>Checkout with Elements</h1>
      <CheckoutElementsProvider stripe={stripeFor(config)} options={{ clientSecret }}>
        <ElementsForm />
      </CheckoutElementsProvider>
    </main>
  );
}

interface SessionStatus {
  id: string;
  status: string;
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  error?: { message: string };
}

export function CheckoutReturnPage() {
  const [session, setSession] = useState<SessionStatus | { error: string } | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('session_id') ?? '';
    fetch(`/api/checkout-sessions/${encodeURIComponent(id)}`)
      .then((response) => response.json() as Promise<SessionStatus>)
      .then((body) => setSession(body.error ? { error: body.error.message } : body))
      .catch(() => setSession({ error: 'The shop could not read the order.' }));
  }, []);
  if (session === null) return <p role="status">Reading your order…</p>;
  if ('error' in session && typeof session.error === 'string')
    return <p role="alert">{session.error}</p>;
  const found = session as SessionStatus;
  const paid = found.status === 'complete';
  return (
    <main className="checkout">
      <h1>{paid ? 'Thank you for your order' : 'Your order is not paid yet'}</h1>
      <p data-testid="checkout-session-status">
        {found.status} · {found.paymentStatus}
        {found.amountTotal !== null && found.currency !== null
          ? ` · ${formatAmount(found.amountTotal, found.currency)}`
          : ''}
      </p>
    </main>
  );
}
