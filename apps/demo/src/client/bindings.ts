import * as kassaReact from '@kassa/react';
import * as stripeReact from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { BindingsMode } from './demo-config.js';

/**
 * The shop runs the same checkout on either React binding: @kassa/react with `window.Kassa`,
 * or the unmodified @stripe/react-stripe-js with @stripe/stripe-js's `loadStripe`, which finds
 * the `window.Stripe` our loader script defined.
 */
export interface Bindings {
  mode: BindingsMode;
  Elements: typeof kassaReact.Elements;
  PaymentElement: typeof kassaReact.PaymentElement;
  CardElement: typeof kassaReact.CardElement;
  CardNumberElement: typeof kassaReact.CardNumberElement;
  CardExpiryElement: typeof kassaReact.CardExpiryElement;
  CardCvcElement: typeof kassaReact.CardCvcElement;
  useStripe: typeof kassaReact.useStripe;
  useElements: typeof kassaReact.useElements;
  /** @kassa/react gets the instance itself (the script tag already ran); Stripe's a Promise. */
  loadInstance(publishableKey: string): Stripe | Promise<Stripe | null>;
}

function loadKassa(publishableKey: string): Stripe {
  if (typeof window.Kassa !== 'function') {
    throw new Error(
      'window.Kassa is missing: the provider script did not load. Is the Kassa server running?',
    );
  }
  return window.Kassa(publishableKey);
}

export const KASSA_BINDINGS: Bindings = {
  mode: 'kassa',
  ...kassaReact,
  loadInstance: loadKassa,
};

export const STRIPE_BINDINGS: Bindings = {
  mode: 'stripe',
  // The official components have wider prop types; the shop uses the shared subset.
  Elements: stripeReact.Elements as unknown as Bindings['Elements'],
  PaymentElement: stripeReact.PaymentElement as unknown as Bindings['PaymentElement'],
  CardElement: stripeReact.CardElement as unknown as Bindings['CardElement'],
  CardNumberElement: stripeReact.CardNumberElement as unknown as Bindings['CardNumberElement'],
  CardExpiryElement: stripeReact.CardExpiryElement as unknown as Bindings['CardExpiryElement'],
  CardCvcElement: stripeReact.CardCvcElement as unknown as Bindings['CardCvcElement'],
  useStripe: stripeReact.useStripe,
  useElements: stripeReact.useElements,
  loadInstance: (publishableKey) => loadStripe(publishableKey),
};

export function bindingsFor(mode: BindingsMode): Bindings {
  return mode === 'stripe' ? STRIPE_BINDINGS : KASSA_BINDINGS;
}
