import { useEffect, useState } from 'react';
import { type DemoConfig, formatAmount, linkTo } from './demo-config.js';

interface IntentStatus {
  id: string;
  status: string;
  amount: number;
  currency: string;
  shipping: {
    name: string | null;
    phone: string | null;
    address: Record<
      'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country',
      string | null
    >;
  } | null;
}

/** The shipping address as one line per part, as an order confirmation shows it. */
function shippingLines(shipping: NonNullable<IntentStatus['shipping']>): string[] {
  const { address } = shipping;
  return [
    shipping.name,
    address.line1,
    address.line2,
    [address.postal_code, address.city, address.state].filter(Boolean).join(' '),
    address.country,
    shipping.phone,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
}

type Lookup =
  | { state: 'loading' }
  | { state: 'found'; intent: IntentStatus }
  | { state: 'failed'; message: string };

async function readIntent(id: string): Promise<Lookup> {
  const response = await fetch(`/api/payment-intents/${encodeURIComponent(id)}`);
  const body = (await response.json()) as IntentStatus & { error?: { message: string } };
  if (!response.ok)
    return { state: 'failed', message: body.error?.message ?? `HTTP ${response.status}` };
  return { state: 'found', intent: body };
}

const HEADLINES: Record<string, string> = {
  succeeded: 'Thank you! Your payment succeeded.',
  processing: 'Your payment is processing.',
  // A voucher or bank transfer the shopper pays later, elsewhere.
  requires_action: 'Your order waits for your payment: pay the voucher or the transfer.',
  requires_payment_method: 'Your payment was not completed. Please try another card.',
};

/** Reads the PaymentIntent back through the shop's server (and so from the provider's API). */
export function SuccessPage({ config }: { config: DemoConfig }) {
  const id = new URLSearchParams(window.location.search).get('payment_intent');
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });

  useEffect(() => {
    if (!id) return;
    let live = true;
    readIntent(id)
      .catch((error: unknown) => ({ state: 'failed', message: String(error) }) as const)
      .then((result) => live && setLookup(result));
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <main className="success">
      <h1>Order status</h1>
      {!id && <p role="alert">No payment_intent in the address.</p>}
      {id && lookup.state === 'loading' && <p>Checking your payment…</p>}
      {lookup.state === 'failed' && <p role="alert">{lookup.message}</p>}
      {lookup.state === 'found' && (
        <>
          <p>{HEADLINES[lookup.intent.status] ?? 'Your payment is pending.'}</p>
          <dl>
            <dt>Payment</dt>
            <dd data-testid="payment-intent-id">{lookup.intent.id}</dd>
            <dt>Status</dt>
            <dd data-testid="payment-status">{lookup.intent.status}</dd>
            <dt>Amount</dt>
            <dd data-testid="payment-amount">
              {formatAmount(lookup.intent.amount, lookup.intent.currency)}
            </dd>
            {lookup.intent.shipping && (
              <>
                <dt>Ships to</dt>
                <dd data-testid="payment-shipping">
                  {shippingLines(lookup.intent.shipping).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </dd>
              </>
            )}
          </dl>
        </>
      )}
      <a href={linkTo('/', config)}>Back to the shop</a>
    </main>
  );
}
