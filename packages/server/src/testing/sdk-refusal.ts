import type Stripe from 'stripe';

/** The SDK error a call is refused with, or null when it succeeds (for asserting refusals). */
export function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError | null> {
  return call.then(
    () => null,
    (caught: unknown) => caught as Stripe.errors.StripeError,
  );
}
