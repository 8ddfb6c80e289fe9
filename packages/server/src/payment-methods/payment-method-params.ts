import { checkContact } from '../platform/address-rules.js';
import type { Params, Shape } from '../platform/schema.js';

export const ADDRESS_SHAPE = {
  city: { kind: 'string' },
  country: { kind: 'string', maxLength: 2 },
  line1: { kind: 'string' },
  line2: { kind: 'string' },
  postal_code: { kind: 'string' },
  state: { kind: 'string' },
} as const satisfies Shape;

export const BILLING_DETAILS_SHAPE = {
  address: { kind: 'object', fields: ADDRESS_SHAPE },
  email: { kind: 'email' },
  name: { kind: 'string' },
  phone: { kind: 'string' },
  tax_id: { kind: 'string' },
} as const satisfies Shape;

/** billing_details wherever a method takes them: its address and phone checked by core's rules. */
export const BILLING_DETAILS_FIELD = {
  kind: 'object',
  fields: BILLING_DETAILS_SHAPE,
  check: checkContact,
} as const;

export const CARD_SHAPE = {
  number: { kind: 'string', required: true, maxLength: 100 },
  exp_month: { kind: 'integer', required: true },
  exp_year: { kind: 'integer', required: true },
  cvc: { kind: 'string', maxLength: 100 },
  networks: { kind: 'object', fields: { preferred: { kind: 'string' } } },
} as const satisfies Shape;

/** payment_method_data on a confirm takes the same fields as a create. */
export const PAYMENT_METHOD_DATA_SHAPE = {
  type: { kind: 'enum', required: true, values: ['card'] },
  card: { kind: 'object', fields: CARD_SHAPE },
  billing_details: BILLING_DETAILS_FIELD,
  metadata: { kind: 'metadata' },
  allow_redisplay: { kind: 'enum', values: ['always', 'limited', 'unspecified'] },
  // What Stripe.js sends alongside the card: accepted, not used.
  payment_user_agent: { kind: 'any' },
  time_on_page: { kind: 'any' },
  guid: { kind: 'any' },
  muid: { kind: 'any' },
  sid: { kind: 'any' },
  referrer: { kind: 'any' },
  pasted_fields: { kind: 'any' },
  client_attribution_metadata: { kind: 'any' },
  radar_options: { kind: 'any' },
} as const satisfies Shape;

// On create a card comes as its fields or as a card token (card[token]=tok_…), never both.
export const CARD_OR_TOKEN_SHAPE = {
  ...CARD_SHAPE,
  number: { kind: 'string', maxLength: 100 },
  exp_month: { kind: 'integer' },
  exp_year: { kind: 'integer' },
  token: { kind: 'string' },
} as const satisfies Shape;

export const CREATE_PAYMENT_METHOD_SHAPE = {
  ...PAYMENT_METHOD_DATA_SHAPE,
  card: { kind: 'object', fields: CARD_OR_TOKEN_SHAPE },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreatePaymentMethodParams = Params<typeof CREATE_PAYMENT_METHOD_SHAPE>;

export type PaymentMethodData = Params<typeof PAYMENT_METHOD_DATA_SHAPE>;
export type BillingDetailsParams = Params<typeof BILLING_DETAILS_SHAPE>;
export type CardParams = Params<typeof CARD_SHAPE>;
