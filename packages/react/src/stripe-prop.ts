import { describeValueTyped } from '@kassa/core';
import type { Stripe } from '@stripe/stripe-js';

/**
 * The `stripe` prop of <Elements> comes from merchant code that may be untyped, so it is
 * parsed once into a tagged union instead of being trusted.
 */
export type ParsedStripeProp =
  | { tag: 'empty' }
  | { tag: 'sync'; stripe: Stripe }
  | { tag: 'async'; promise: Promise<Stripe | null> }
  | { tag: 'invalid'; received: string };

const REQUIRED_METHODS = ['elements', 'confirmPayment', 'createPaymentMethod'] as const;

function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return value !== null && (typeof value === 'object' || typeof value === 'function');
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return isObject(value) && typeof value.then === 'function';
}

export function isStripeInstance(value: unknown): value is Stripe {
  return isObject(value) && REQUIRED_METHODS.every((name) => typeof value[name] === 'function');
}

export function invalidStripeMessage(received: string): string {
  return (
    'Invalid prop `stripe` supplied to `Elements`: expected a Kassa instance (from ' +
    '`Kassa(publishableKey)` or `loadStripe(publishableKey)`), a Promise resolving to one, or ' +
    `null, but received ${received}. Create the instance once, outside of render, and pass it ` +
    'to <Elements stripe={...}>.'
  );
}

export function parseStripeProp(raw: unknown): ParsedStripeProp {
  if (raw === null || raw === undefined) return { tag: 'empty' };
  if (isThenable(raw)) {
    const promise = Promise.resolve(raw).then((resolved): Stripe | null => {
      if (resolved === null || isStripeInstance(resolved)) return resolved;
      throw new Error(
        invalidStripeMessage(`a Promise resolving to ${describeValueTyped(resolved)}`),
      );
    });
    return { tag: 'async', promise };
  }
  if (isStripeInstance(raw)) return { tag: 'sync', stripe: raw };
  return { tag: 'invalid', received: describeValueTyped(raw) };
}
