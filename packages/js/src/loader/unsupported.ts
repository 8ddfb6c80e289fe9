/**
 * Methods of the Stripe.js interface whose capability Kassa has not built yet. Each exists and
 * answers `{error: {type: 'invalid_request_error', code: 'unsupported_method'}}` naming itself:
 * never undefined, never a hang. The type test checks this list against @stripe/stripe-js.
 */
export const UNSUPPORTED_METHODS = [
  'createEphemeralKeyNonce',
  'processOrder',
  'retrieveOrder',
  'verifyIdentity',
] as const;

/** Methods whose Stripe.js result has no `{error}` form: they throw (or reject) instead. */
export const THROWING_METHODS = ['initCheckoutFormSdk'] as const;
export const REJECTING_METHODS = ['initializePricing'] as const;

export type UnsupportedMethodName = (typeof UNSUPPORTED_METHODS)[number];

export function unsupportedMessage(name: string): string {
  return `${name} is not supported by Kassa yet.`;
}

export function unsupportedResult(name: UnsupportedMethodName) {
  const result: Record<string, unknown> = {
    error: {
      type: 'invalid_request_error' as const,
      code: 'unsupported_method',
      message: unsupportedMessage(name),
    },
  };
  return result;
}
