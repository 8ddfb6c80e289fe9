export type IntentObject = 'payment_intent' | 'setup_intent';

export interface ParsedClientSecret {
  /** pi_… or seti_… */
  id: string;
  type: IntentObject;
  clientSecret: string;
}

const SECRET_PATTERN = /^((pi|seti)_[^_\s]+)_secret_[A-Za-z0-9]+$/;

/** `pi_…_secret_…` or `seti_…_secret_…` to its intent id and type; null for anything else. */
export function parseClientSecret(secret: unknown): ParsedClientSecret | null {
  if (typeof secret !== 'string') return null;
  const match = SECRET_PATTERN.exec(secret);
  if (match === null) return null;
  return {
    id: match[1] as string,
    type: match[2] === 'pi' ? 'payment_intent' : 'setup_intent',
    clientSecret: secret,
  };
}

/** How Stripe.js spells the expected form of a client secret in its error messages. */
export const CLIENT_SECRET_FORM = `\${id}_secret_\${secret}`;

export type ConfirmMethod = 'confirmPayment' | 'confirmSetup';

export type ClientSecretError =
  | 'client_secret_required'
  | 'invalid_client_secret'
  | 'setup_intent_secret_with_confirm_payment'
  | 'payment_intent_secret_with_confirm_setup';

/**
 * Which secret a confirm call uses: the one given, else the one the elements session was
 * created with. A payment secret cannot confirm a setup, nor the other way round.
 */
export function resolveConfirmSecret(
  method: ConfirmMethod,
  given: unknown,
  sessionSecret: string | null | undefined,
): { ok: true; secret: ParsedClientSecret } | { ok: false; error: ClientSecretError } {
  const raw = given ?? sessionSecret;
  if (raw === undefined || raw === null || raw === '') {
    return { ok: false, error: 'client_secret_required' };
  }
  const secret = parseClientSecret(raw);
  if (secret === null) return { ok: false, error: 'invalid_client_secret' };
  if (method === 'confirmPayment' && secret.type === 'setup_intent') {
    return { ok: false, error: 'setup_intent_secret_with_confirm_payment' };
  }
  if (method === 'confirmSetup' && secret.type === 'payment_intent') {
    return { ok: false, error: 'payment_intent_secret_with_confirm_setup' };
  }
  return { ok: true, secret };
}
