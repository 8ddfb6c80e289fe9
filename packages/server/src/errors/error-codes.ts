// One table maps every error code we emit to Stripe's error type and HTTP status.
export type ApiErrorType =
  | 'api_error'
  | 'card_error'
  | 'idempotency_error'
  | 'invalid_request_error';

interface CodeEntry {
  readonly type: ApiErrorType;
  readonly status: number;
}

const invalid = (status = 400): CodeEntry => ({ type: 'invalid_request_error', status });
const card: CodeEntry = { type: 'card_error', status: 402 };

export const ERROR_CODES = {
  account_number_invalid: invalid(),
  api_error: { type: 'api_error', status: 500 },
  api_key_missing: invalid(401),
  api_key_invalid: invalid(401),
  secret_key_required: invalid(401),
  amount_too_large: invalid(),
  amount_too_small: invalid(),
  authentication_required: card,
  body_invalid: invalid(),
  body_too_large: invalid(413),
  card_declined: card,
  charge_already_refunded: invalid(),
  charge_disputed: invalid(),
  charge_not_refundable: invalid(),
  checkout_session_complete: invalid(),
  checkout_session_expired: invalid(),
  checkout_session_unexpected_state: invalid(),
  card_number_in_name_field: invalid(),
  card_number_in_postal_code_field: invalid(),
  client_secret_invalid: invalid(),
  consumer_already_exists: invalid(),
  consumer_session_credentials_invalid: invalid(),
  consumer_session_expired: invalid(),
  consumer_verification_code_invalid: invalid(),
  consumer_verification_expired: invalid(),
  consumer_verification_max_attempts_exceeded: invalid(),
  consumer_verification_not_started: invalid(),
  country_code_invalid: invalid(),
  currency_invalid: invalid(),
  email_invalid: invalid(),
  expired_card: card,
  idempotency_key_in_use: { type: 'idempotency_error', status: 409 },
  idempotency_key_reused: { type: 'idempotency_error', status: 400 },
  incorrect_cvc: card,
  incorrect_number: card,
  invalid_cvc: card,
  invalid_expiry_month: card,
  invalid_expiry_year: card,
  invalid_number: card,
  lock_timeout: invalid(429),
  metadata_invalid: invalid(),
  parameter_invalid_empty: invalid(),
  parameter_invalid_integer: invalid(),
  parameter_invalid_string: invalid(),
  parameter_invalid_value: invalid(),
  parameter_missing: invalid(),
  parameter_unknown: invalid(),
  payment_intent_invalid_parameter: invalid(),
  payment_intent_unexpected_state: invalid(),
  payment_method_customer_mismatch: invalid(),
  payment_method_microdeposit_verification_amounts_mismatch: invalid(),
  payment_method_microdeposit_verification_attempts_exceeded: invalid(),
  payment_method_microdeposit_verification_descriptor_code_mismatch: invalid(),
  payment_method_unexpected_state: invalid(),
  permission_denied: invalid(403),
  postal_code_invalid: invalid(),
  processing_error: card,
  publishable_key_required: invalid(401),
  rate_limit_exceeded: invalid(429),
  resource_already_exists: invalid(),
  resource_missing: invalid(404),
  route_missing: invalid(404),
  routing_number_invalid: invalid(),
  token_already_used: invalid(),
  setup_intent_invalid_parameter: invalid(),
  setup_intent_unexpected_state: invalid(),
} as const satisfies Record<string, CodeEntry>;

export type ApiErrorCode = keyof typeof ERROR_CODES;

// Codes that exist only inside Kassa; on the wire Stripe sends these errors without a code.
const CODELESS: ReadonlySet<ApiErrorCode> = new Set([
  'api_error',
  'api_key_missing',
  'body_invalid',
  'currency_invalid',
  'idempotency_key_reused',
  'parameter_invalid_value',
  'payment_method_customer_mismatch',
  'permission_denied',
  'publishable_key_required',
  'route_missing',
]);

export function wireCode(code: ApiErrorCode): string | undefined {
  return CODELESS.has(code) ? undefined : code;
}

export function docUrl(code: ApiErrorCode): string | undefined {
  const wire = wireCode(code);
  return wire ? `https://stripe.com/docs/error-codes/${wire.replaceAll('_', '-')}` : undefined;
}
