import type { PaymentElementFeatures } from '@kassa/core';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { Caller } from '../platform/accounts.js';
import type { AppEnv } from './env.js';

/** A caller limited to one customer: an ephemeral key (or a customer session's api_key). */
export interface ScopedCaller extends Caller {
  readonly customerScope: string;
  /** Set when the key is a customer session's api_key: the session's features limit the key. */
  readonly sessionFeatures: PaymentElementFeatures | null;
}

export function isScopedCaller(caller: Caller): caller is ScopedCaller {
  return typeof (caller as Partial<ScopedCaller>).customerScope === 'string';
}

/** The customer an ephemeral-key caller is limited to; undefined for secret-key callers. */
export function customerScope(c: Context<AppEnv>): string | undefined {
  const caller = c.get('caller');
  return isScopedCaller(caller) ? caller.customerScope : undefined;
}

/** Features limiting the caller: a customer session's; null for plain ephemeral/secret keys. */
export function sessionFeatures(c: Context<AppEnv>): PaymentElementFeatures | null {
  const caller = c.get('caller');
  return isScopedCaller(caller) ? caller.sessionFeatures : null;
}

/** The secret key, or an ephemeral key (whose routes check its customer themselves). */
export const requireSecretOrCustomerKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = c.get('caller');
  if (caller.keyKind !== 'secret' && !isScopedCaller(caller)) {
    throw new ApiError(
      'secret_key_required',
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
    );
  }
  await next();
};

export function forbiddenForKey(what: string): ApiError {
  return new ApiError(
    'permission_denied',
    `The provided key does not have access to ${what}. Ephemeral keys may only read and update their own customer and its payment methods.`,
  );
}
