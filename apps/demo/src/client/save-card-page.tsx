import type { StripeCardElement } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import type { Bindings } from './bindings.js';
import { instanceFor } from './checkout-page.js';
import { type DemoConfig, linkTo } from './demo-config.js';
import { PaymentError } from './pay-button.js';

type Saved = { setupIntent: string; status: string; paymentMethod: string };

async function createSetupIntent(): Promise<string> {
  const response = await fetch('/api/setup-intents', { method: 'POST' });
  const body = (await response.json()) as { clientSecret?: string; error?: { message: string } };
  if (!response.ok || body.clientSecret === undefined)
    throw new Error(body.error?.message ?? `The shop answered ${response.status}.`);
  return body.clientSecret;
}

/**
 * Stripe's "save a card" sample: the Card Element in a group made without options, the
 * SetupIntent created on submit, and the element found with `getElement(CardElement)`.
 */
function SaveCardForm({ bindings }: { bindings: Bindings }) {
  const stripe = bindings.useStripe();
  const elements = bindings.useElements();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || saving) return;
    // The component itself, as the sample passes it (react-stripe-js tags it __elementType);
    // the shop's bindings type names no such overload, so it is spelled out here.
    const getElement = elements.getElement as (component: unknown) => StripeCardElement | null;
    const card = getElement.call(elements, bindings.CardElement);
    if (!card) return;
    setSaving(true);
    setError(null);
    try {
      const result = await stripe.confirmCardSetup(await createSetupIntent(), {
        payment_method: { card },
      });
      if (result.error) setError(result.error.message ?? 'The card could not be saved.');
      else
        setSaved({
          setupIntent: result.setupIntent.id,
          status: result.setupIntent.status,
          paymentMethod: String(result.setupIntent.payment_method),
        });
    } catch (thrown) {
      setError((thrown as Error).message);
    }
    setSaving(false);
  }

  if (saved !== null) {
    return (
      <p role="status" data-testid="card-saved" data-setup-intent={saved.setupIntent}>
        Card saved ({saved.status}): {saved.paymentMethod}
      </p>
    );
  }
  return (
    <form className="checkout-form save-card" onSubmit={save}>
      <bindings.CardElement id="card-element" className="field" />
      <PaymentError message={error} />
      <button type="submit" className="pay" disabled={!stripe || !elements || saving}>
        {saving ? 'Saving…' : 'Save card'}
      </button>
    </form>
  );
}

export function SaveCardPage({ config, bindings }: { config: DemoConfig; bindings: Bindings }) {
  return (
    <main className="checkout" data-bindings={bindings.mode}>
      <a href={linkTo('/', config)}>← Back to the shop</a>
      <h1>Save a card</h1>
      <bindings.Elements stripe={instanceFor(bindings, config.publishableKey)}>
        <SaveCardForm bindings={bindings} />
      </bindings.Elements>
      <p className="bindings-note">Bindings: {bindings.label}</p>
    </main>
  );
}
