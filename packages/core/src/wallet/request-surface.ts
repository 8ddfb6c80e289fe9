import { type LinkError, linkError } from './credential-cache.js';

// Spec 001 §2: the surfaces the wallet is used from, each with the `request_surface` value the
// wallet calls carry. A surface outside the list fails with LJS001.
export const REQUEST_SURFACES = {
  checkout: 'web_checkout',
  embeddedCheckout: 'web_embedded_checkout',
  hostedInvoicePage: 'web_hosted_invoice_page',
  cardElement: 'web_card_element',
  splitCardElement: 'web_split_card_element',
  linkAuthenticationElement: 'web_link_authentication_in_payment_element',
  paymentElement: 'web_payment_element',
  paymentRequestButton: 'web_payment_request_button',
  expressCheckoutElement: 'web_express_checkout_element',
  mobileElement: 'web_mobile_element',
  globalElements: 'web_global_elements',
  connections: 'web_connections',
  instantDebits: 'web_instant_debits',
  networkedConnections: 'web_networked_connections',
  cryptoOnramp: 'web_crypto_onramp',
  cryptoPayins: 'web_crypto_payins',
} as const;

export type RequestSurface = keyof typeof REQUEST_SURFACES;
export type RequestSurfaceValue = (typeof REQUEST_SURFACES)[RequestSurface];

/** The wire value of a surface, or LJS001 for a surface outside spec 001 §2's list. */
export function requestSurface(
  surface: string,
): { ok: true; value: RequestSurfaceValue } | { ok: false; error: LinkError } {
  return Object.hasOwn(REQUEST_SURFACES, surface)
    ? { ok: true, value: REQUEST_SURFACES[surface as RequestSurface] }
    : { ok: false, error: linkError('LJS001') };
}
