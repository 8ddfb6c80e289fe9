import type { AnyElementType } from '@kassa/protocol';

export const BASE_EVENTS = ['change', 'ready', 'focus', 'blur', 'escape', 'loaderror'] as const;

/** The events each element type emits, as in Stripe.js; on() refuses others. */
export const ELEMENT_EVENTS: Partial<Record<AnyElementType, readonly string[]>> = {
  payment: [
    ...BASE_EVENTS,
    'loaderstart',
    'carddetailschange',
    'savedpaymentmethodupdate',
    'savedpaymentmethodremove',
    'availablepaymentmethodschange',
  ],
  card: [...BASE_EVENTS, 'networkschange'],
  cardNumber: [...BASE_EVENTS, 'networkschange'],
  linkAuthentication: [...BASE_EVENTS, 'loaderstart'],
  // Stripe's Link signup element has no change event.
  linkSignup: ['ready', 'focus', 'blur', 'escape', 'loaderstart', 'loaderror'],
  address: [...BASE_EVENTS, 'loaderstart'],
  shippingAddress: [...BASE_EVENTS, 'loaderstart'],
  contactDetails: [...BASE_EVENTS, 'loaderstart'],
  taxId: [...BASE_EVENTS, 'loaderstart'],
  paymentRequestButton: ['click', 'ready', 'focus', 'blur', 'escape', 'loaderror'],
  expressCheckout: [
    'click',
    'confirm',
    'cancel',
    'shippingaddresschange',
    'shippingratechange',
    'availablepaymentmethodschange',
    'ready',
    'focus',
    'blur',
    'escape',
    'loaderror',
  ],
};
