import { ADDRESS_SHAPE } from '../payment-methods/payment-method-params.js';
import { checkAddress, checkContact } from '../platform/address-rules.js';
import { PAGE_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';

export const CUSTOMER_SHIPPING_SHAPE = {
  address: { kind: 'object', required: true, fields: ADDRESS_SHAPE },
  name: { kind: 'string', required: true },
  phone: { kind: 'string' },
} as const satisfies Shape;

const INVOICE_SETTINGS_SHAPE = {
  default_payment_method: { kind: 'string' },
  custom_fields: { kind: 'any' },
  footer: { kind: 'string' },
  rendering_options: { kind: 'any' },
} as const satisfies Shape;

const CUSTOMER_FIELDS = {
  address: { kind: 'object', fields: ADDRESS_SHAPE, check: checkAddress },
  balance: { kind: 'integer' },
  description: { kind: 'string', maxLength: 350 },
  email: { kind: 'email' },
  invoice_prefix: { kind: 'string', maxLength: 12 },
  invoice_settings: { kind: 'object', fields: INVOICE_SETTINGS_SHAPE },
  metadata: { kind: 'metadata' },
  name: { kind: 'string', maxLength: 256 },
  next_invoice_sequence: { kind: 'integer' },
  phone: { kind: 'string', maxLength: 20 },
  preferred_locales: { kind: 'strings' },
  shipping: { kind: 'object', fields: CUSTOMER_SHIPPING_SHAPE, check: checkContact },
  tax_exempt: { kind: 'enum', values: ['exempt', 'none', 'reverse'] },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const CREATE_CUSTOMER_SHAPE = {
  ...CUSTOMER_FIELDS,
  payment_method: { kind: 'string' },
  test_clock: { kind: 'string' },
} as const satisfies Shape;

export const UPDATE_CUSTOMER_SHAPE = {
  ...CUSTOMER_FIELDS,
  default_source: { kind: 'string' },
} as const satisfies Shape;

/** Fields an update clears when sent as an empty string (Stripe's way of unsetting). */
export const CLEARABLE_CUSTOMER_FIELDS = [
  'address',
  'description',
  'email',
  'name',
  'phone',
  'shipping',
] as const;

export const CUSTOMER_PAYMENT_METHODS_SHAPE = {
  ...PAGE_SHAPE,
  type: { kind: 'string' },
  allow_redisplay: { kind: 'enum', values: ['always', 'limited', 'unspecified'] },
} as const satisfies Shape;

export type CreateCustomerParams = Params<typeof CREATE_CUSTOMER_SHAPE>;
export type UpdateCustomerParams = Params<typeof UPDATE_CUSTOMER_SHAPE>;
export type CustomerPaymentMethodsParams = Params<typeof CUSTOMER_PAYMENT_METHODS_SHAPE>;
