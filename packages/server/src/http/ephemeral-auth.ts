import type { Context, Next } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { ScopedCaller } from './customer-scope.js';
import type { AppEnv } from './env.js';

// What an ephemeral key may call, as with Stripe's customer ephemeral keys: its customer and
// that customer's saved methods, including a confirmation token that pays with one of them. The
// routes check that the objects belong to the key's customer.
const ALLOWED: readonly (readonly [string, RegExp])[] = [
  ['GET', /^\/v1\/customers\/[^/]+$/],
  ['POST', /^\/v1\/customers\/[^/]+$/],
  ['GET', /^\/v1\/customers\/[^/]+\/payment_methods$/],
  ['GET', /^\/v1\/payment_methods$/],
  ['POST', /^\/v1\/payment_methods\/[^/]+$/],
  ['POST', /^\/v1\/payment_methods\/[^/]+\/detach$/],
  ['POST', /^\/v1\/elements\/payment_methods\/[^/]+$/],
  ['POST', /^\/v1\/elements\/payment_methods\/[^/]+\/detach$/],
  ['POST', /^\/v1\/confirmation_tokens$/],
];

const masked = (key: string) => `${key.slice(0, 8)}${'*'.repeat(12)}${key.slice(-4)}`;

/** Authenticates `Bearer ek_test_…`: a caller limited to one customer and a few routes. */
export async function authenticateEphemeralKey(
  c: Context<AppEnv>,
  next: Next,
  key: string,
): Promise<void> {
  const grant = /^ek_test_[A-Za-z0-9]+$/.test(key)
    ? await c.get('services').ephemeralKeys.resolve(key)
    : null;
  if (!grant) throw new ApiError('api_key_invalid', `Invalid API Key provided: ${masked(key)}`);
  const method = c.req.method;
  const path = c.req.path;
  if (!ALLOWED.some(([verb, pattern]) => verb === method && pattern.test(path))) {
    throw new ApiError(
      'permission_denied',
      'This API call cannot be made with an ephemeral key. Ephemeral keys may only read and update their customer and its payment methods.',
    );
  }
  const caller: ScopedCaller = {
    account: grant.account,
    keyKind: 'publishable',
    customerScope: grant.customerId,
    sessionFeatures: grant.features,
  };
  c.set('caller', caller);
  await next();
}
