// Compiled by `tsc -b packages/js`: a Kassa instance is a Stripe.js instance to TypeScript.
import type {
  Stripe,
  StripeCardCvcElement,
  StripeCardElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeConstructor,
  StripeElements,
  StripePaymentElement,
} from '@stripe/stripe-js';
import type { KassaConstructor, KassaElements, KassaInstance } from './types.js';

declare const kassa: KassaInstance;
declare const group: KassaElements;
declare const kassaConstructor: KassaConstructor;

export const asStripe: Stripe = kassa;
export const asElements: StripeElements = group;
export const asConstructor: StripeConstructor = kassaConstructor;
export const payment: StripePaymentElement = group.create('payment');
export const card: StripeCardElement = group.create('card');
export const cardNumber: StripeCardNumberElement = group.create('cardNumber');
export const cardExpiry: StripeCardExpiryElement = group.create('cardExpiry');
export const cardCvc: StripeCardCvcElement = group.create('cardCvc');
export const found: StripeCardElement | null = group.getElement('card');

// Every element type of @stripe/stripe-js is in @kassa/protocol's list: create() answers for it.
declare const stripeType: import('@stripe/stripe-js').StripeElementType;
export const everyStripeType: import('@kassa/protocol').AnyElementType = stripeType;

// Checkout is typed as stripe-js 10 types it; the older names take the same options.
export const embedded: ReturnType<Stripe['createEmbeddedCheckoutPage']> =
  kassa.initEmbeddedCheckout({ fetchClientSecret: async () => 'cs_test_1_secret_2' });
export const checkoutSdk: import('@stripe/stripe-js').StripeCheckoutElementsSdk =
  kassa.initCheckout({ clientSecret: 'cs_test_1_secret_2' });
export const leaving: Promise<never> = kassa.redirectToCheckout({ sessionId: 'cs_test_1' });
