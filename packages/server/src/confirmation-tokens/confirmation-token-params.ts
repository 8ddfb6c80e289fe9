import { SHIPPING_FIELD } from '../intents/shipping.js';
import { CONFIRM_METHOD_DATA_SHAPE } from '../payment-methods/typed-payment-method-params.js';
import type { Params, Shape } from '../platform/schema.js';

// The params of POST /v1/confirmation_tokens. payment_method_data takes what a confirm's does:
// a card (fields or card token) or any non-card type with its own object.
export const CREATE_CONFIRMATION_TOKEN_SHAPE = {
  payment_method: { kind: 'string' },
  payment_method_data: { kind: 'object', fields: CONFIRM_METHOD_DATA_SHAPE },
  payment_method_options: { kind: 'any' },
  setup_future_usage: { kind: 'enum', values: ['on_session', 'off_session'] },
  shipping: SHIPPING_FIELD,
  return_url: { kind: 'string', maxLength: 2048 },
  mandate_data: { kind: 'any' },
  client_context: { kind: 'any' },
  set_as_default_payment_method: { kind: 'boolean' },
  fx_quote: { kind: 'string' },
  abstracted_presentment_currency: { kind: 'string' },
  payment_method_types: { kind: 'strings' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreateConfirmationTokenParams = Params<typeof CREATE_CONFIRMATION_TOKEN_SHAPE>;
