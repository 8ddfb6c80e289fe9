import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { requestParams } from './body.js';
import type { AppEnv } from './env.js';
import { authenticateEphemeralKey } from './ephemeral-auth.js';

function keyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() === 'basic') {
    // Basic auth carries the key as the user name, the password is empty.
    return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  }
  return undefined;
}

function mask(key: string): string {
  return `${key.slice(0, 8)}${'*'.repeat(Math.max(0, Math.min(key.length, 32) - 12))}${key.slice(-4)}`;
}

/** The API key a call presents: the Authorization header, or Stripe.js's `key` parameter. */
export async function presentedKey(c: Context<AppEnv>): Promise<string | undefined> {
  const key = keyFromHeader(c.req.header('authorization'));
  if (key) return key;
  const params = await requestParams(c);
  return typeof params.key === 'string' ? params.key : undefined;
}

/** Resolves the API key (Authorization header, or Stripe.js's `key` parameter) to a caller. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = await presentedKey(c);
  if (!key) {
    throw new ApiError(
      'api_key_missing',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (key.startsWith('ek_')) return authenticateEphemeralKey(c, next, key);
  const caller = /^(sk|pk)_test_[A-Za-z0-9]+$/.test(key)
    ? await c.get('services').keys.resolve(key)
    : null;
  if (!caller) throw new ApiError('api_key_invalid', `Invalid API Key provided: ${mask(key)}`);
  c.set('caller', caller);
  await next();
};

/** Everything except what Stripe.js itself may call needs the secret key. */
export const requireSecretKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('caller').keyKind !== 'secret') {
    throw new ApiError(
      'secret_key_required',
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
    );
  }
  await next();
};
