import { SHIPPING_FIELD } from '../intents/shipping.js';
import { CONFIRM_METHOD_DATA_SHAPE } from '../payment-methods/typed-payment-method-params.js';
import { LIST_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';

// Accepted on every confirm (Stripe.js sends some of them); options are kept as given.
const CONFIRM_COMMON = {
  payment_method: { kind: 'string' },
  confirmation_token: { kind: 'string' },
  payment_method_data: { kind: 'object', fields: CONFIRM_METHOD_DATA_SHAPE },
  payment_method_options: { kind: 'any' },
  return_url: { kind: 'string', maxLength: 2048 },
  setup_future_usage: { kind: 'enum', values: ['on_session', 'off_session'] },
  shipping: SHIPPING_FIELD,
  receipt_email: { kind: 'string', maxLength: 800 },
  mandate_data: { kind: 'any' },
  off_session: { kind: 'any' },
  error_on_requires_action: { kind: 'boolean' },
  use_stripe_sdk: { kind: 'boolean' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const CREATE_PAYMENT_INTENT_SHAPE = {
  ...CONFIRM_COMMON,
  amount: { kind: 'integer', required: true },
  currency: { kind: 'string', required: true, maxLength: 10 },
  automatic_payment_methods: {
    kind: 'object',
    fields: {
      enabled: { kind: 'boolean', required: true },
      allow_redirects: { kind: 'enum', values: ['always', 'never'] },
    },
  },
  payment_method_types: { kind: 'strings' },
  capture_method: { kind: 'enum', values: ['automatic', 'automatic_async', 'manual'] },
  confirmation_method: { kind: 'enum', values: ['automatic', 'manual'] },
  confirm: { kind: 'boolean' },
  customer: { kind: 'string' },
  description: { kind: 'string', maxLength: 1000 },
  metadata: { kind: 'metadata' },
  statement_descriptor: { kind: 'string', maxLength: 22 },
  statement_descriptor_suffix: { kind: 'string', maxLength: 22 },
  transfer_group: { kind: 'string' },
} as const satisfies Shape;

export const CONFIRM_PAYMENT_INTENT_SHAPE = {
  ...CONFIRM_COMMON,
  client_secret: { kind: 'string' },
  capture_method: { kind: 'enum', values: ['automatic', 'automatic_async', 'manual'] },
  expected_payment_method_type: { kind: 'string' },
  set_as_default_payment_method: { kind: 'boolean' },
  client_context: { kind: 'any' },
} as const satisfies Shape;

export const RETRIEVE_PAYMENT_INTENT_SHAPE = {
  client_secret: { kind: 'string' },
  expand: { kind: 'strings' },
  is_stripe_sdk: { kind: 'boolean' },
} as const satisfies Shape;

export type CreatePaymentIntentParams = Params<typeof CREATE_PAYMENT_INTENT_SHAPE>;
export type ConfirmPaymentIntentParams = Params<typeof CONFIRM_PAYMENT_INTENT_SHAPE>;
export type RetrievePaymentIntentParams = Params<typeof RETRIEVE_PAYMENT_INTENT_SHAPE>;

export const UPDATE_PAYMENT_INTENT_SHAPE = {
  amount: { kind: 'integer' },
  currency: { kind: 'string', maxLength: 10 },
  capture_method: { kind: 'enum', values: ['automatic', 'automatic_async', 'manual'] },
  description: { kind: 'string', maxLength: 1000 },
  metadata: { kind: 'metadataPatch' },
  payment_method: { kind: 'string' },
  payment_method_options: { kind: 'any' },
  payment_method_types: { kind: 'strings' },
  receipt_email: { kind: 'string', maxLength: 800 },
  setup_future_usage: { kind: 'enum', values: ['on_session', 'off_session'] },
  shipping: SHIPPING_FIELD,
  statement_descriptor: { kind: 'string', maxLength: 22 },
  statement_descriptor_suffix: { kind: 'string', maxLength: 22 },
  transfer_group: { kind: 'string' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const CANCEL_PAYMENT_INTENT_SHAPE = {
  cancellation_reason: {
    kind: 'enum',
    values: ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'],
  },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const CAPTURE_PAYMENT_INTENT_SHAPE = {
  amount_to_capture: { kind: 'integer' },
  final_capture: { kind: 'boolean' },
  metadata: { kind: 'metadata' },
  statement_descriptor: { kind: 'string', maxLength: 22 },
  statement_descriptor_suffix: { kind: 'string', maxLength: 22 },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const LIST_PAYMENT_INTENTS_SHAPE = {
  ...LIST_SHAPE,
  customer: { kind: 'string' },
} as const satisfies Shape;

export const VERIFY_MICRODEPOSITS_SHAPE = {
  client_secret: { kind: 'string' },
  amounts: { kind: 'strings' },
  descriptor_code: { kind: 'string', maxLength: 10 },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type VerifyMicrodepositsParams = Params<typeof VERIFY_MICRODEPOSITS_SHAPE>;

export type UpdatePaymentIntentParams = Params<typeof UPDATE_PAYMENT_INTENT_SHAPE>;
export type CancelPaymentIntentParams = Params<typeof CANCEL_PAYMENT_INTENT_SHAPE>;
export type CapturePaymentIntentParams = Params<typeof CAPTURE_PAYMENT_INTENT_SHAPE>;
export type ListPaymentIntentsParams = Params<typeof LIST_PAYMENT_INTENTS_SHAPE>;
