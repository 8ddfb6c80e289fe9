import { formatMessage } from '@kassa/core';
import { loadedCatalogue } from '../i18n/load-locale.js';

/**
 * English texts of the hosted Checkout page (the `checkout` bundle). A catalogue part of its
 * own, so no element frame carries them; every locale module has its `checkout` part and falls
 * back to these key by key. The developer diagnostics panel (test mode only) is not here: it is
 * written for the developer, in English, as Stripe's own dashboard tools are.
 */
export const CHECKOUT_EN = {
  'checkout.back': 'Back to {name}',
  'checkout.testMode': 'Test mode',
  'checkout.summary': 'Order summary',
  'checkout.quantity': 'Quantity',
  'checkout.quantityOf': 'Quantity of {name}',
  'checkout.decrease': 'Decrease quantity of {name}',
  'checkout.increase': 'Increase quantity of {name}',
  'checkout.each': '{amount} each',
  'checkout.subtotal': 'Subtotal',
  'checkout.shipping': 'Shipping',
  'checkout.discount': 'Discount',
  'checkout.tax': 'Tax',
  'checkout.total': 'Total due',
  'checkout.totalUpdated': 'Total updated: {amount}',
  'checkout.shippingMethod': 'Shipping method',
  'checkout.free': 'Free',
  'checkout.contact': 'Contact information',
  'checkout.email': 'Email',
  'checkout.phone': 'Phone number',
  'checkout.optional': '{label} (optional)',
  'checkout.shippingAddress': 'Shipping address',
  'checkout.billingAddress': 'Billing address',
  'checkout.payment': 'Payment method',
  'checkout.express': 'Express checkout',
  'checkout.savedMethod': '{brand} ending in {last4}',
  'checkout.newMethod': 'Use a new payment method',
  'checkout.select': 'Select…',
  'checkout.terms': 'I agree to the terms of service of {name}.',
  'checkout.pay': 'Pay {amount}',
  'checkout.donate': 'Donate',
  'checkout.book': 'Book',
  'checkout.subscribe': 'Subscribe',
  'checkout.save': 'Save',
  'checkout.processing': 'Processing…',
  'checkout.loading': 'Loading checkout…',
  'checkout.error.required': 'This field is required.',
  'checkout.error.number': 'Enter numbers only.',
  'checkout.error.length': 'Enter between {min} and {max} characters.',
  'checkout.error.terms': 'Accept the terms of service to continue.',
  'checkout.error.failed': 'Your payment could not be completed. Try again.',
  'checkout.error.unreachable': 'The payment service could not be reached. Try again.',
  'checkout.error.rejected': 'This change could not be made.',
  'checkout.complete.title': 'Thank you',
  'checkout.complete.paid': 'Your payment of {amount} to {name} is complete.',
  'checkout.complete.processing': 'Your payment to {name} is processing.',
  'checkout.complete.saved': 'Your payment details were saved with {name}.',
  'checkout.redirecting': 'Redirecting…',
  'checkout.expired.title': 'This checkout session has expired',
  'checkout.expired.recover': 'Start a new checkout',
  'checkout.invalid.title': 'This link is not valid',
  'checkout.invalid.body': 'The checkout link is incomplete or no longer exists.',
} as const;

export type CheckoutKey = keyof typeof CHECKOUT_EN;

export type CheckoutText = (key: CheckoutKey, params?: Readonly<Record<string, string>>) => string;

/** The page's texts in a loaded wanted locale; English key by key where it has none. */
export function checkoutTexts(wanted = 'en'): {
  locale: string;
  dir: 'ltr' | 'rtl';
  text: CheckoutText;
} {
  const catalogue = loadedCatalogue(wanted);
  const part = catalogue?.checkout;
  return {
    locale: catalogue?.tag ?? 'en',
    dir: catalogue?.dir ?? 'ltr',
    text: (key, params = {}) => formatMessage(part?.[key] ?? CHECKOUT_EN[key], params),
  };
}
