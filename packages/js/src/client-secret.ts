/** A PaymentIntent or SetupIntent client secret, split into the intent id and its kind. */
export interface IntentSecret {
  id: string;
  clientSecret: string;
  type: 'PAYMENT_INTENT' | 'SETUP_INTENT';
}

// `pi_123_secret_abc` / `seti_123_secret_abc`, the same pattern as @kassa/core's (which the
// loader does not import, to stay small).
const SECRET = /^((pi|seti)_[^_\s]+)_secret_[A-Za-z0-9]+$/;

/** Parses a client secret, or returns null when the value is not one. */
export function parseClientSecret(value: unknown): IntentSecret | null {
  if (typeof value !== 'string') return null;
  const match = SECRET.exec(value);
  if (match === null) return null;
  const [, id = '', prefix] = match;
  return { id, clientSecret: value, type: prefix === 'pi' ? 'PAYMENT_INTENT' : 'SETUP_INTENT' };
}

/** How Stripe.js spells the expected form in its error messages. */
export const CLIENT_SECRET_FORM = `\${id}_secret_\${secret}`;
