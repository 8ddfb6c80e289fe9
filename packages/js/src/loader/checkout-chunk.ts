// Checkout's lazy loader chunk (lazy-chunks.ts loadCheckout): everything a page using a Checkout
// Session needs from the loader, none of it in /v3. Each entry takes the instance's CheckoutHost.
export { initCheckout, initCheckoutElementsSdk } from './checkout-sdk.js';
export { createEmbeddedCheckoutPage, initEmbeddedCheckout } from './embedded-checkout.js';
export { redirectToCheckout } from './redirect-to-checkout.js';
