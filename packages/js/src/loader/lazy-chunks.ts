import type * as Challenge from './challenge-modal.js';
import type * as Checkout from './checkout-chunk.js';
import type * as PaymentSheet from './payment-sheet.js';

// Set by scripts/build.mjs when it bundles the loader the provider serves: the file names (with
// their content version) of the loader's parts it leaves out of /v3 and serves at
// /v3/chunks/<name> instead, fetched from the provider origin only when a page uses them. The
// npm package's loader, bundled by the merchant, has none: its bundler splits the import()s.
declare const __KASSA_SHEET_CHUNK__: string | undefined;
declare const __KASSA_CHALLENGE_CHUNK__: string | undefined;
declare const __KASSA_CHECKOUT_CHUNK__: string | undefined;

/**
 * The wallet sheet (payment-sheet.ts). From the provider, the chunk's URL carries its content
 * version, so the browser keeps it for good and a new build's loader never runs an older chunk.
 */
export function loadPaymentSheet(providerOrigin: string): Promise<typeof PaymentSheet> {
  // One expression: esbuild then leaves the branch the build's define makes dead out entirely.
  return typeof __KASSA_SHEET_CHUNK__ === 'string'
    ? import(`${providerOrigin}/v3/chunks/${__KASSA_SHEET_CHUNK__}`)
    : import('./payment-sheet.js');
}

/**
 * The 3-D Secure modal (challenge-modal.ts), wanted only by a payment that asks for a
 * challenge; from the provider as the sheet is.
 */
export function loadChallengeModal(providerOrigin: string): Promise<typeof Challenge> {
  return typeof __KASSA_CHALLENGE_CHUNK__ === 'string'
    ? import(`${providerOrigin}/v3/chunks/${__KASSA_CHALLENGE_CHUNK__}`)
    : import('./challenge-modal.js');
}

/**
 * Checkout (checkout-chunk.ts): Embedded Checkout, redirectToCheckout and the Elements SDK of a
 * Checkout Session, wanted only by a page that uses a session.
 */
export function loadCheckout(providerOrigin: string): Promise<typeof Checkout> {
  return typeof __KASSA_CHECKOUT_CHUNK__ === 'string'
    ? import(`${providerOrigin}/v3/chunks/${__KASSA_CHECKOUT_CHUNK__}`)
    : import('./checkout-chunk.js');
}

/** The chunk's entry points, each called with the instance's CheckoutHost and the options. */
export type CheckoutEntry =
  | 'createEmbeddedCheckoutPage'
  | 'initEmbeddedCheckout'
  | 'redirectToCheckout'
  | 'initCheckoutElementsSdk'
  | 'initCheckout';
