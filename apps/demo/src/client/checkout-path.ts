import type { CheckoutVariant } from './demo-config.js';

/**
 * Where the checkout asks the shop for its PaymentIntent: the express checkout's also takes the
 * express buttons' methods, the Link checkout's also takes `link` (the wallet in the Payment
 * Element) and, in its bank variant, `us_bank_account`; every other one takes cards.
 */
export function checkoutPath(variant: CheckoutVariant): string {
  if (variant === 'express' || variant === 'express-shipping') return '/api/checkout?express=1';
  if (variant === 'link' || variant === 'link-shipping' || variant === 'link-pe')
    return '/api/checkout/link';
  if (variant === 'link-only') return '/api/checkout/link?only=1';
  if (variant === 'link-bank') return '/api/checkout/link?bank=1';
  return '/api/checkout';
}
