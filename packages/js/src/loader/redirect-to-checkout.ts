import { CHECKOUT_SESSION_PATTERN, hostedCheckoutUrl } from '@kassa/protocol';
import { IntegrationError } from './integration-error.js';

// stripe.redirectToCheckout of Stripe.js before it was removed (still called by older pages and
// @stripe/stripe-js versions that type it). With a `sessionId` it sends the page to the session's
// hosted page (the address the server answers as `session.url`). The client-only form (line
// items built in the browser) needs Stripe's "client-only integration" Dashboard setting, which
// Kassa does not have: it fails as Stripe.js failed with that setting off.

const CLIENT_ONLY_KEYS = ['lineItems', 'items', 'mode', 'successUrl', 'cancelUrl'] as const;

export const CLIENT_ONLY_DISABLED =
  'The Checkout client-only integration is not enabled. Kassa has no client-only Checkout: create a Checkout Session on your server and pass its `sessionId`.';

export interface RedirectHost {
  providerOrigin: string;
  key: string;
  navigate: (url: string) => void;
}

/** Navigates to the session's hosted page; the promise then never settles (the page leaves). */
export function redirectToCheckout(host: RedirectHost, raw: unknown): Promise<never> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new IntegrationError(
      'stripe.redirectToCheckout: You must provide one of lineItems, items, or sessionId.',
    );
  const options = raw as Record<string, unknown>;
  const { sessionId } = options;
  const clientOnly = CLIENT_ONLY_KEYS.filter((key) => options[key] !== undefined);
  if (sessionId === undefined) {
    if (clientOnly.length === 0)
      throw new IntegrationError(
        'stripe.redirectToCheckout: You must provide one of lineItems, items, or sessionId.',
      );
    throw new IntegrationError(CLIENT_ONLY_DISABLED);
  }
  if (clientOnly.length > 0)
    throw new IntegrationError(
      `stripe.redirectToCheckout: Do not provide other parameters when providing sessionId. Specify all parameters on your server when creating the CheckoutSession (you passed ${clientOnly.join(', ')}).`,
    );
  if (typeof sessionId !== 'string' || !CHECKOUT_SESSION_PATTERN.test(sessionId))
    throw new IntegrationError(
      `Invalid value for redirectToCheckout(): expected \`sessionId\` to be a Checkout Session id (cs_…), but received ${typeof sessionId === 'string' ? `"${sessionId}"` : typeof sessionId}.`,
    );
  const testKey = host.key.startsWith('pk_test_');
  if (testKey !== sessionId.startsWith('cs_test_'))
    throw new IntegrationError(
      `stripe.redirectToCheckout: the Checkout Session ${sessionId} is a ${testKey ? 'live' : 'test'} mode session but the publishable key is a ${testKey ? 'test' : 'live'} mode key.`,
    );
  host.navigate(hostedCheckoutUrl(host.providerOrigin, sessionId, host.key));
  return new Promise<never>(() => {});
}
