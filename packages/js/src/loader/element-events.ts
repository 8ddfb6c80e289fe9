import type { Json } from '@kassa/protocol';
import type { KassaElementType } from '../types.js';

const BASE = ['change', 'ready', 'focus', 'blur', 'escape', 'loaderror'] as const;

/** The events each element type emits, as in Stripe.js; on() refuses others. */
export const ELEMENT_EVENTS: Record<KassaElementType, readonly string[]> = {
  payment: [
    ...BASE,
    'loaderstart',
    'carddetailschange',
    'savedpaymentmethodupdate',
    'savedpaymentmethodremove',
    'availablepaymentmethodschange',
  ],
  card: [...BASE, 'networkschange'],
  cardNumber: [...BASE, 'networkschange'],
  cardExpiry: BASE,
  cardCvc: BASE,
};

/** A `loaderror` event's payload, one object per failure so each element hears of it once. */
export interface LoadError {
  error: Json;
}
