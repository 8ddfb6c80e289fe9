import { type PaymentElementFeatures, resolvePaymentElementFeatures } from '@kassa/core';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { Caller } from '../platform/accounts.js';
import type { CustomerSessionComponents } from '../platform/session-components.js';
import type { AppEnv } from './env.js';

/** A caller limited to one customer: an ephemeral key (or a customer session's api_key). */
export interface ScopedCaller extends Caller {
  readonly customerScope: string;
  /** Set when the key is a customer session's api_key: its features limit the key. */
  readonly sessionComponents: CustomerSessionComponents | null;
}

export function isScopedCaller(caller: Caller): caller is ScopedCaller {
  return typeof (caller as Partial<ScopedCaller>).customerScope === 'string';
}

/** The customer an ephemeral-key caller is limited to; undefined for secret-key callers. */
export function customerScope(c: Context<AppEnv>): string | undefined {
  const caller = c.get('caller');
  return isScopedCaller(caller) ? caller.customerScope : undefined;
}

const NOTHING_ALLOWED: PaymentElementFeatures = {
  paymentMethodSave: false,
  paymentMethodSaveUsage: null,
  paymentMethodRemove: false,
  paymentMethodRemoveLast: false,
  paymentMethodUpdate: false,
  paymentMethodSetAsDefault: false,
};

/** Saved-method features of a customer session's components (none without the element). */
export function componentFeatures(components: CustomerSessionComponents): PaymentElementFeatures {
  const element = components.payment_element;
  if (!element.enabled || !element.features) return NOTHING_ALLOWED;
  const { payment_method_save_usage: usage, ...features } = element.features;
  return resolvePaymentElementFeatures({
    ...features,
    ...(usage ? { payment_method_save_usage: usage } : {}),
  });
}

/** Features limiting the caller: a customer session's; null for plain ephemeral/secret keys. */
export function sessionFeatures(c: Context<AppEnv>): PaymentElementFeatures | null {
  const caller = c.get('caller');
  if (!isScopedCaller(caller) || !caller.sessionComponents) return null;
  return componentFeatures(caller.sessionComponents);
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
