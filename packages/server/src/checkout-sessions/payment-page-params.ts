import { ADDRESS_SHAPE } from '../payment-methods/payment-method-params.js';
import type { Params, Shape } from '../platform/schema.js';

// What the browser sends to /v1/payment_pages/:id (update) and /confirm (CHECKOUT-CONTRACT.md).

const ADDRESS_FIELD = { kind: 'object', fields: ADDRESS_SHAPE } as const;

export const PAGE_DETAILS_SHAPE = {
  email: { kind: 'email' },
  phone: { kind: 'string', maxLength: 20 },
  name: { kind: 'string', maxLength: 150 },
  shipping_address: {
    kind: 'object',
    fields: {
      name: { kind: 'string' },
      address: { kind: 'object', required: true, fields: ADDRESS_SHAPE },
    },
  },
  shipping: {
    kind: 'object',
    fields: {
      name: { kind: 'string' },
      address: { kind: 'object', required: true, fields: ADDRESS_SHAPE },
    },
  },
  tax_region: ADDRESS_FIELD,
  billing_address: ADDRESS_FIELD,
  shipping_rate: { kind: 'string' },
  updated_line_item_quantity: {
    kind: 'object',
    fields: {
      line_item_id: { kind: 'string', required: true },
      quantity: { kind: 'integer', required: true },
    },
  },
  updated_currency: { kind: 'string', maxLength: 10 },
  promotion_code: { kind: 'string' },
  tax_id_collection: { kind: 'any' },
  custom_fields: { kind: 'any' },
  consent: {
    kind: 'object',
    fields: {
      terms_of_service: { kind: 'enum', values: ['accepted'] },
      promotions: { kind: 'string' },
    },
  },
  expand: { kind: 'strings' },
  // Stripe.js sends these on every call; they change nothing here.
  key: { kind: 'string' },
  _stripe_version: { kind: 'string' },
  elements_session_client: { kind: 'any' },
  client_attribution_metadata: { kind: 'any' },
} as const satisfies Shape;

export type PageDetailsParams = Params<typeof PAGE_DETAILS_SHAPE>;

export const PAGE_CONFIRM_SHAPE = {
  ...PAGE_DETAILS_SHAPE,
  payment_method: { kind: 'string' },
  confirmation_token: { kind: 'string' },
  expected_amount: { kind: 'integer' },
  return_url: { kind: 'string', maxLength: 5000 },
  save_payment_method: { kind: 'boolean' },
  expected_payment_method_type: { kind: 'string' },
  payment_method_options: { kind: 'any' },
} as const satisfies Shape;

export type PageConfirmParams = Params<typeof PAGE_CONFIRM_SHAPE>;

export const PAGE_READ_SHAPE = {
  expand: { kind: 'strings' },
  key: { kind: 'string' },
  _stripe_version: { kind: 'string' },
  elements_session_client: { kind: 'any' },
  browser_locale: { kind: 'string' },
  browser_timezone: { kind: 'string' },
  eid: { kind: 'string' },
} as const satisfies Shape;
