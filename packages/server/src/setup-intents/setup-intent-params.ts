import { CONFIRM_METHOD_DATA_SHAPE } from '../payment-methods/typed-payment-method-params.js';
import { LIST_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';

// Accepted on every confirm (Stripe.js sends some of them); options are kept as given.
const CONFIRM_COMMON = {
  confirmation_token: { kind: 'string' },
  payment_method: { kind: 'string' },
  payment_method_data: { kind: 'object', fields: CONFIRM_METHOD_DATA_SHAPE },
  payment_method_options: { kind: 'any' },
  return_url: { kind: 'string', maxLength: 2048 },
  mandate_data: { kind: 'any' },
  use_stripe_sdk: { kind: 'boolean' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const CREATE_SETUP_INTENT_SHAPE = {
  ...CONFIRM_COMMON,
  automatic_payment_methods: {
    kind: 'object',
    fields: {
      enabled: { kind: 'boolean', required: true },
      allow_redirects: { kind: 'enum', values: ['always', 'never'] },
    },
  },
  attach_to_self: { kind: 'boolean' },
  confirm: { kind: 'boolean' },
  customer: { kind: 'string' },
  description: { kind: 'string', maxLength: 1000 },
  flow_directions: { kind: 'strings' },
  metadata: { kind: 'metadata' },
  on_behalf_of: { kind: 'string' },
  payment_method_configuration: { kind: 'string' },
  payment_method_types: { kind: 'strings' },
  single_use: { kind: 'any' },
  usage: { kind: 'enum', values: ['on_session', 'off_session'] },
} as const satisfies Shape;

export const UPDATE_SETUP_INTENT_SHAPE = {
  attach_to_self: { kind: 'boolean' },
  customer: { kind: 'string' },
  description: { kind: 'string', maxLength: 1000 },
  flow_directions: { kind: 'strings' },
  metadata: { kind: 'metadata' },
  payment_method: { kind: 'string' },
  payment_method_configuration: { kind: 'string' },
  payment_method_options: { kind: 'any' },
  payment_method_types: { kind: 'strings' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const CONFIRM_SETUP_INTENT_SHAPE = {
  ...CONFIRM_COMMON,
  client_secret: { kind: 'string' },
  client_context: { kind: 'any' },
  expected_payment_method_type: { kind: 'string' },
} as const satisfies Shape;

export const CANCEL_SETUP_INTENT_SHAPE = {
  cancellation_reason: {
    kind: 'enum',
    values: ['abandoned', 'requested_by_customer', 'duplicate'],
  },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const RETRIEVE_SETUP_INTENT_SHAPE = {
  client_secret: { kind: 'string' },
  expand: { kind: 'strings' },
  is_stripe_sdk: { kind: 'boolean' },
} as const satisfies Shape;

export const LIST_SETUP_INTENTS_SHAPE = {
  ...LIST_SHAPE,
  customer: { kind: 'string' },
  payment_method: { kind: 'string' },
  attach_to_self: { kind: 'boolean' },
} as const satisfies Shape;

export type CreateSetupIntentParams = Params<typeof CREATE_SETUP_INTENT_SHAPE>;
export type UpdateSetupIntentParams = Params<typeof UPDATE_SETUP_INTENT_SHAPE>;
export type ConfirmSetupIntentParams = Params<typeof CONFIRM_SETUP_INTENT_SHAPE>;
export type ListSetupIntentsParams = Params<typeof LIST_SETUP_INTENTS_SHAPE>;
