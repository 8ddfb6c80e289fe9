import { SHIPPING_FIELD } from '../intents/shipping.js';
import { ADDRESS_SHAPE } from '../payment-methods/payment-method-params.js';
import { LIST_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';
import { PRICE_DATA_SHAPE } from '../prices/price-checkout.js';
import { CREATE_SHIPPING_RATE_SHAPE } from '../shipping-rates/shipping-rate-params.js';

export { PRICE_DATA_SHAPE };

// The parameter shapes of /v1/checkout/sessions. Arrays of objects (line_items, custom_fields,
// shipping_options) are read item by item with parseItems (./checkout-items.ts).

export const ADJUSTABLE_QUANTITY_SHAPE = {
  enabled: { kind: 'boolean', required: true },
  minimum: { kind: 'integer' },
  maximum: { kind: 'integer' },
} as const satisfies Shape;

/** One of `line_items`: today's form and the legacy name/amount/currency one. */
export const LINE_ITEM_SHAPE = {
  price: { kind: 'string' },
  price_data: { kind: 'object', fields: PRICE_DATA_SHAPE },
  quantity: { kind: 'integer' },
  adjustable_quantity: { kind: 'object', fields: ADJUSTABLE_QUANTITY_SHAPE },
  dynamic_tax_rates: { kind: 'strings' },
  tax_rates: { kind: 'strings' },
  // The legacy form (API versions before 2022-08-01, the Stripe CLI's fixture).
  name: { kind: 'string', maxLength: 5000 },
  description: { kind: 'string', maxLength: 5000 },
  amount: { kind: 'integer' },
  currency: { kind: 'string', maxLength: 10 },
  images: { kind: 'strings' },
} as const satisfies Shape;

export type LineItemParams = Params<typeof LINE_ITEM_SHAPE>;

const { expand: _expand, ...SHIPPING_RATE_DATA_SHAPE } = CREATE_SHIPPING_RATE_SHAPE;

export { SHIPPING_RATE_DATA_SHAPE };

export const SHIPPING_OPTION_SHAPE = {
  shipping_rate: { kind: 'string' },
  shipping_rate_data: { kind: 'object', fields: SHIPPING_RATE_DATA_SHAPE },
} as const satisfies Shape;

export const CUSTOM_FIELD_SHAPE = {
  key: { kind: 'string', required: true, maxLength: 200 },
  label: {
    kind: 'object',
    required: true,
    fields: {
      custom: { kind: 'string', required: true, maxLength: 50 },
      type: { kind: 'enum', required: true, values: ['custom'] },
    },
  },
  type: { kind: 'enum', required: true, values: ['dropdown', 'numeric', 'text'] },
  optional: { kind: 'boolean' },
  dropdown: { kind: 'any' },
  numeric: {
    kind: 'object',
    fields: {
      default_value: { kind: 'string' },
      maximum_length: { kind: 'integer' },
      minimum_length: { kind: 'integer' },
    },
  },
  text: {
    kind: 'object',
    fields: {
      default_value: { kind: 'string' },
      maximum_length: { kind: 'integer' },
      minimum_length: { kind: 'integer' },
    },
  },
} as const satisfies Shape;

const CUSTOM_TEXT_ITEM = {
  kind: 'object',
  fields: { message: { kind: 'string', required: true, maxLength: 1200 } },
} as const;

export const PAYMENT_INTENT_DATA_SHAPE = {
  application_fee_amount: { kind: 'integer' },
  capture_method: { kind: 'enum', values: ['automatic', 'automatic_async', 'manual'] },
  description: { kind: 'string', maxLength: 1000 },
  metadata: { kind: 'metadata' },
  on_behalf_of: { kind: 'string' },
  receipt_email: { kind: 'email' },
  setup_future_usage: { kind: 'enum', values: ['on_session', 'off_session'] },
  shipping: SHIPPING_FIELD,
  statement_descriptor: { kind: 'string', maxLength: 22 },
  statement_descriptor_suffix: { kind: 'string', maxLength: 22 },
  transfer_data: { kind: 'any' },
  transfer_group: { kind: 'string' },
} as const satisfies Shape;

export const SETUP_INTENT_DATA_SHAPE = {
  description: { kind: 'string', maxLength: 1000 },
  metadata: { kind: 'metadata' },
  on_behalf_of: { kind: 'string' },
} as const satisfies Shape;

const COUNTRIES_FIELD = {
  kind: 'object',
  fields: { allowed_countries: { kind: 'strings', required: true } },
} as const;

/** What a Checkout Session and a Payment Link share. */
export const COLLECTION_SHAPE = {
  billing_address_collection: { kind: 'enum', values: ['auto', 'required'] },
  consent_collection: {
    kind: 'object',
    fields: {
      payment_method_reuse_agreement: {
        kind: 'object',
        fields: { position: { kind: 'enum', required: true, values: ['auto', 'hidden'] } },
      },
      promotions: { kind: 'enum', values: ['auto', 'none'] },
      terms_of_service: { kind: 'enum', values: ['none', 'required'] },
    },
  },
  custom_fields: { kind: 'any' },
  custom_text: {
    kind: 'object',
    fields: {
      after_submit: CUSTOM_TEXT_ITEM,
      shipping_address: CUSTOM_TEXT_ITEM,
      submit: CUSTOM_TEXT_ITEM,
      terms_of_service_acceptance: CUSTOM_TEXT_ITEM,
    },
  },
  customer_creation: { kind: 'enum', values: ['always', 'if_required'] },
  metadata: { kind: 'metadata' },
  payment_method_types: { kind: 'strings' },
  phone_number_collection: {
    kind: 'object',
    fields: { enabled: { kind: 'boolean', required: true } },
  },
  shipping_address_collection: COUNTRIES_FIELD,
  shipping_options: { kind: 'any' },
  submit_type: { kind: 'enum', values: ['auto', 'book', 'donate', 'pay', 'subscribe'] },
  tax_id_collection: {
    kind: 'object',
    fields: {
      enabled: { kind: 'boolean', required: true },
      required: { kind: 'enum', values: ['if_supported', 'never'] },
    },
  },
  allow_promotion_codes: { kind: 'boolean' },
  automatic_tax: { kind: 'any' },
  payment_intent_data: { kind: 'object', fields: PAYMENT_INTENT_DATA_SHAPE },
  line_items: { kind: 'any' },
} as const satisfies Shape;

export const CREATE_CHECKOUT_SESSION_SHAPE = {
  ...COLLECTION_SHAPE,
  mode: { kind: 'enum', values: ['payment', 'setup', 'subscription'] },
  ui_mode: { kind: 'string' },
  success_url: { kind: 'string', maxLength: 5000 },
  cancel_url: { kind: 'string', maxLength: 5000 },
  return_url: { kind: 'string', maxLength: 5000 },
  redirect_on_completion: { kind: 'enum', values: ['always', 'if_required', 'never'] },
  client_reference_id: { kind: 'string', maxLength: 200 },
  currency: { kind: 'string', maxLength: 10 },
  customer: { kind: 'string' },
  customer_email: { kind: 'email' },
  customer_update: { kind: 'any' },
  locale: { kind: 'string' },
  expires_at: { kind: 'integer' },
  after_expiration: {
    kind: 'object',
    fields: {
      recovery: {
        kind: 'object',
        fields: {
          enabled: { kind: 'boolean', required: true },
          allow_promotion_codes: { kind: 'boolean' },
        },
      },
    },
  },
  adaptive_pricing: { kind: 'object', fields: { enabled: { kind: 'boolean' } } },
  discounts: { kind: 'any' },
  setup_intent_data: { kind: 'object', fields: SETUP_INTENT_DATA_SHAPE },
  saved_payment_method_options: {
    kind: 'object',
    fields: {
      allow_redisplay_filters: { kind: 'strings' },
      payment_method_remove: { kind: 'enum', values: ['disabled', 'enabled'] },
      payment_method_save: { kind: 'enum', values: ['disabled', 'enabled'] },
    },
  },
  payment_method_collection: { kind: 'enum', values: ['always', 'if_required'] },
  payment_method_configuration: { kind: 'string' },
  payment_method_options: { kind: 'any' },
  billing_address_collection: { kind: 'enum', values: ['auto', 'required'] },
  invoice_creation: { kind: 'any' },
  subscription_data: { kind: 'any' },
  wallet_options: { kind: 'any' },
  origin_context: { kind: 'enum', values: ['mobile_app', 'web'] },
  payment_link: { kind: 'string' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreateCheckoutSessionParams = Params<typeof CREATE_CHECKOUT_SESSION_SHAPE>;

/** Stripe lets an open session change its metadata, shipping options and line items. */
export const UPDATE_CHECKOUT_SESSION_SHAPE = {
  metadata: { kind: 'metadataPatch' },
  shipping_options: { kind: 'any' },
  collected_information: {
    kind: 'object',
    fields: {
      shipping_details: {
        kind: 'object',
        fields: {
          name: { kind: 'string', required: true },
          address: { kind: 'object', required: true, fields: ADDRESS_SHAPE },
        },
      },
    },
  },
  line_items: { kind: 'any' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type UpdateCheckoutSessionParams = Params<typeof UPDATE_CHECKOUT_SESSION_SHAPE>;

export const LIST_CHECKOUT_SESSIONS_SHAPE = {
  ...LIST_SHAPE,
  customer: { kind: 'string' },
  customer_details: { kind: 'object', fields: { email: { kind: 'string', required: true } } },
  payment_intent: { kind: 'string' },
  payment_link: { kind: 'string' },
  status: { kind: 'enum', values: ['complete', 'expired', 'open'] },
  subscription: { kind: 'string' },
} as const satisfies Shape;

export type ListCheckoutSessionsParams = Params<typeof LIST_CHECKOUT_SESSIONS_SHAPE>;
