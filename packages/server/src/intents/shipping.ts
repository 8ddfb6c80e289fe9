import { ADDRESS_SHAPE } from '../payment-methods/payment-method-params.js';
import { addressFields } from '../platform/address.js';
import { checkContact } from '../platform/address-rules.js';
import type { Params, Shape } from '../platform/schema.js';

// Shipping as a PaymentIntent's create, update and confirm and a confirmation token take it.
export const SHIPPING_SHAPE = {
  address: { kind: 'object', required: true, fields: ADDRESS_SHAPE },
  carrier: { kind: 'string' },
  name: { kind: 'string', required: true },
  phone: { kind: 'string' },
  tracking_number: { kind: 'string' },
} as const satisfies Shape;

export type ShippingParams = Params<typeof SHIPPING_SHAPE>;

/** `shipping` on intents and confirmation tokens: address and phone checked by core's rules. */
export const SHIPPING_FIELD = {
  kind: 'object',
  fields: SHIPPING_SHAPE,
  check: checkContact,
} as const;

export function shippingObject(shipping: ShippingParams | undefined): unknown {
  if (!shipping) return null;
  return {
    address: addressFields(shipping.address),
    carrier: shipping.carrier ?? null,
    name: shipping.name ?? null,
    phone: shipping.phone ?? null,
    tracking_number: shipping.tracking_number ?? null,
  };
}
