import { BILLING_DETAILS_FIELD } from '../payment-methods/payment-method-params.js';
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

const VERIFICATION_TYPE = { kind: 'enum', values: ['SMS', 'EMAIL', 'WEBAUTHN'] } as const;

export const START_VERIFICATION_SHAPE = {
  ...CONTEXT,
  /** Optional: without it the server chooses (SMS to a proven phone, else EMAIL). */
  type: VERIFICATION_TYPE,
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
  /** The passkey's assertion (AuthenticationResponseJSON), as JSON text. */
  webauthn_credential_data: { kind: 'string', maxLength: 20_000 },
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
  /** Absent: the newest messages of every recipient (the inbox page's first view). */
  recipient: { kind: 'string', maxLength: 800 },
  limit: { kind: 'integer' },
} as const satisfies Shape;

const WALLET_ADDRESS = {
  kind: 'object',
  fields: {
    name: { kind: 'string', maxLength: 200 },
    line_1: { kind: 'string', maxLength: 200 },
    line_2: { kind: 'string', maxLength: 200 },
    locality: { kind: 'string', maxLength: 200 },
    administrative_area: { kind: 'string', maxLength: 200 },
    dependent_locality: { kind: 'string', maxLength: 200 },
    postal_code: { kind: 'string', maxLength: 40 },
    country_code: { kind: 'string', maxLength: 2 },
    phone: { kind: 'string', maxLength: 40 },
  },
} as const satisfies Shape[string];

export const CREATE_PAYMENT_DETAIL_SHAPE = {
  ...SESSION_CALL_SHAPE,
  type: { kind: 'enum', values: ['card', 'bank_account'], required: true },
  /** Required for type card. */
  card: {
    kind: 'object',
    fields: {
      number: { kind: 'string', maxLength: 40 },
      exp_month: { kind: 'integer' },
      exp_year: { kind: 'integer' },
      cvc: { kind: 'string', maxLength: 8 },
      preferred_network: { kind: 'string', maxLength: 40 },
      token: { kind: 'string' },
    },
  },
  /** Required for type bank_account: a US account, as a us_bank_account PaymentMethod takes. */
  bank_account: {
    kind: 'object',
    fields: {
      routing_number: { kind: 'string', maxLength: 20 },
      account_number: { kind: 'string', maxLength: 40 },
      /**
       * Or the account the shopper linked in the wallet's bank-linking session
       * (consumers/link_account_sessions): verified by the bank, so no microdeposits.
       */
      financial_connections_account: { kind: 'string', maxLength: 100 },
      account_holder_type: { kind: 'enum', values: ['individual', 'company'] },
      account_type: { kind: 'enum', values: ['checking', 'savings'] },
    },
  },
  billing_address: WALLET_ADDRESS,
  billing_email_address: { kind: 'string', maxLength: 800 },
  is_default: { kind: 'boolean' },
  active: { kind: 'boolean' },
  nickname: { kind: 'string', maxLength: 100 },
  on_behalf_of: { kind: 'string' },
} as const satisfies Shape;
export type CreatePaymentDetailParams = Params<typeof CREATE_PAYMENT_DETAIL_SHAPE>;

export const UPDATE_PAYMENT_DETAIL_SHAPE = {
  ...SESSION_CALL_SHAPE,
  exp_month: { kind: 'integer' },
  exp_year: { kind: 'integer' },
  preferred_network: { kind: 'string', maxLength: 40 },
  billing_address: WALLET_ADDRESS,
  nickname: { kind: 'string', maxLength: 100 },
  is_default: { kind: 'boolean' },
} as const satisfies Shape;
export type UpdatePaymentDetailParams = Params<typeof UPDATE_PAYMENT_DETAIL_SHAPE>;

export const REMOVE_SHAPE = {
  ...SESSION_CALL_SHAPE,
  is_automatic: { kind: 'boolean' },
} as const satisfies Shape;

export const LIST_PAYMENT_DETAILS_SHAPE = {
  ...SESSION_CALL_SHAPE,
  types: { kind: 'any' },
} as const satisfies Shape;

export const SHARE_SHAPE = {
  ...SESSION_CALL_SHAPE,
  id: { kind: 'string', maxLength: 100 },
  expected_payment_method_type: { kind: 'enum', values: ['card', 'us_bank_account', 'link'] },
  payment_method_options: {
    kind: 'object',
    fields: {
      card: { kind: 'object', fields: { cvc: { kind: 'string', maxLength: 8 } } },
      us_bank_account: { kind: 'any' },
      link: { kind: 'any' },
    },
  },
  allow_redisplay: { kind: 'enum', values: ['always', 'limited', 'unspecified'] },
  metadata: { kind: 'metadata' },
  billing_phone: { kind: 'string', maxLength: 40 },
  billing_email: { kind: 'string', maxLength: 800 },
  expand: { kind: 'strings' },
} as const satisfies Shape;
export type ShareParams = Params<typeof SHARE_SHAPE>;

export const CREATE_SHIPPING_ADDRESS_SHAPE = {
  ...SESSION_CALL_SHAPE,
  address: { ...WALLET_ADDRESS, required: true },
  is_default: { kind: 'boolean' },
} as const satisfies Shape;
export type CreateShippingAddressParams = Params<typeof CREATE_SHIPPING_ADDRESS_SHAPE>;

export const UPDATE_SHIPPING_ADDRESS_SHAPE = {
  ...SESSION_CALL_SHAPE,
  is_default: { kind: 'boolean' },
} as const satisfies Shape;

export const REGISTER_PASSKEY_SHAPE = {
  ...SESSION_CALL_SHAPE,
  /** The new credential (RegistrationResponseJSON), as JSON text. */
  credential: { kind: 'string', required: true, maxLength: 20_000 },
} as const satisfies Shape;

/**
 * POST /v1/payment_methods with type=link (spec 001 §7: payment_details_id, optional
 * backup_payment_details_ids and billing_details), the consumer session's credentials in the
 * link hash as Stripe's clients send them.
 */
export const CREATE_LINK_PAYMENT_METHOD_SHAPE = {
  type: { kind: 'enum', values: ['link'], required: true },
  link: {
    kind: 'object',
    required: true,
    fields: {
      payment_details_id: { kind: 'string', required: true, maxLength: 100 },
      backup_payment_details_ids: { kind: 'strings' },
      credentials: CREDENTIALS,
    },
  },
  billing_details: BILLING_DETAILS_FIELD,
  metadata: { kind: 'metadata' },
  allow_redisplay: { kind: 'enum', values: ['always', 'limited', 'unspecified'] },
  expand: { kind: 'strings' },
} as const satisfies Shape;
export type CreateLinkPaymentMethodParams = Params<typeof CREATE_LINK_PAYMENT_METHOD_SHAPE>;
