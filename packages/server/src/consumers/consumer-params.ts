import type { Params, Shape } from '../platform/schema.js';

// The consumer calls as the wallet client sends them (spec 001 §3 and §7). Fields the server
// does not act on (amounts, intents, surfaces) are accepted as sent, as Stripe does.

const CREDENTIALS = {
  kind: 'object',
  fields: { consumer_session_client_secret: { kind: 'string', maxLength: 200 } },
} as const satisfies Shape[string];

const CONTEXT = {
  request_surface: { kind: 'string', maxLength: 100 },
  session_id: { kind: 'string', maxLength: 200 },
  locale: { kind: 'string', maxLength: 35 },
} as const satisfies Shape;

export const LOOKUP_SHAPE = {
  ...CONTEXT,
  email_address: { kind: 'string', maxLength: 800 },
  email_source: { kind: 'any' },
  cookies: { kind: 'any' },
  credentials: CREDENTIALS,
  amount: { kind: 'integer' },
  currency: { kind: 'string', maxLength: 3 },
  payment_intent: { kind: 'string' },
  setup_intent: { kind: 'string' },
  on_behalf_of: { kind: 'string' },
  transaction_context: { kind: 'any' },
  supported_payment_details_types: { kind: 'any' },
} as const satisfies Shape;
export type LookupParams = Params<typeof LOOKUP_SHAPE>;

const VERIFICATION_TYPE = { kind: 'enum', values: ['SMS', 'EMAIL'] } as const;

export const START_VERIFICATION_SHAPE = {
  ...CONTEXT,
  type: { ...VERIFICATION_TYPE, required: true },
  credentials: CREDENTIALS,
  account_phone_number: { kind: 'string', maxLength: 40 },
  custom_email_type: { kind: 'string' },
  connections_merchant_name: { kind: 'string' },
} as const satisfies Shape;
export type StartVerificationParams = Params<typeof START_VERIFICATION_SHAPE>;

export const CONFIRM_VERIFICATION_SHAPE = {
  ...CONTEXT,
  type: { ...VERIFICATION_TYPE, required: true },
  code: { kind: 'string', required: true, maxLength: 20 },
  credentials: CREDENTIALS,
  email_address: { kind: 'string', maxLength: 800 },
} as const satisfies Shape;
export type ConfirmVerificationParams = Params<typeof CONFIRM_VERIFICATION_SHAPE>;

export const SESSION_CALL_SHAPE = {
  ...CONTEXT,
  credentials: CREDENTIALS,
  cookies: { kind: 'any' },
} as const satisfies Shape;
export type SessionCallParams = Params<typeof SESSION_CALL_SHAPE>;

export const SIGN_UP_SHAPE = {
  ...CONTEXT,
  email_address: { kind: 'string', required: true, maxLength: 800 },
  phone_number: { kind: 'string', maxLength: 40 },
  legal_name: { kind: 'string', maxLength: 200 },
  country: { kind: 'string', maxLength: 2 },
  country_inferring_method: { kind: 'string' },
  amount: { kind: 'integer' },
  currency: { kind: 'string', maxLength: 3 },
  consent_action: { kind: 'string', maxLength: 100 },
  payment_intent: { kind: 'string' },
  setup_intent: { kind: 'string' },
  hcaptcha_response: { kind: 'string' },
  on_behalf_of: { kind: 'string' },
  stripe_js_id: { kind: 'string' },
} as const satisfies Shape;
export type SignUpParams = Params<typeof SIGN_UP_SHAPE>;

export const INBOX_SHAPE = {
  recipient: { kind: 'string', required: true, maxLength: 800 },
  limit: { kind: 'integer' },
} as const satisfies Shape;
