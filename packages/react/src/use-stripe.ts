import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useElementsContext } from './elements-context.js';

/** The instance given to the nearest <Elements>, or null while a Promise of it is pending. */
export function useStripe(): Stripe | null {
  return useElementsContext('calls useStripe()').stripe;
}

/** The elements group of the nearest <Elements>, or null until its instance is available. */
export function useElements(): StripeElements | null {
  return useElementsContext('calls useElements()').elements;
}
