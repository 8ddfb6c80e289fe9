// Wallet (Link), WebAuthn and express-checkout codes and messages, word for word where
// Stripe.js has a fixed text.

export const LINK_ERROR_CODES = {
  LJS001: 'Unsupported request surface',
  LJS002: 'Consumer not logged in',
  LJS003: 'No credentials for e-mail',
  LJS004: 'Missing active consumer session',
  LJS005: 'Missing active verification',
  LJS006: 'Invalid authentication state transition',
  LJS007: 'Invalid params or context for action',
} as const;
export type LinkErrorCode = keyof typeof LINK_ERROR_CODES;

export const LINK_MESSAGES_EN = {
  invalid_shared_session_origin: 'Invalid shared session origin',
  empty_entry: 'Entry or value is empty',
  no_payment_details_id: 'No payment details id found during sharePaymentDetails',
  consumer_not_found: 'Consumer not found',
  start_verification_without_session:
    'Cannot start verification without an existing consumer session.',
  api_client_not_initialized: 'LinkApiClient has not been initialized.',
  no_consent_action: 'No consent action provided on sign up',
  card_details_with_token: 'Unsupported for Card details with token.',
  link_app_only: 'This function may only be called from the Link app',
  generic_error: 'Generic error',
} as const;
export type LinkMessageKey = keyof typeof LINK_MESSAGES_EN;

/** Wallet API error codes with special handling. */
export const LINK_API_ERROR_CODES = [
  'api_connection_error',
  'unexpected_error',
  'consumer_session_credentials_invalid',
  'consumer_session_expired',
  'rate_limit_exceeded',
] as const;
export type LinkApiErrorCode = (typeof LINK_API_ERROR_CODES)[number];

export const WEBAUTHN_ERROR_CODES = [
  'get_webauthn_credential_iframe_not_focused',
  'get_webauthn_credential_user_cancelled_request',
  'get_webauthn_credential_request_already_pending',
  'get_webauthn_credential_unknown_error',
  'internal_error',
] as const;
export type WebAuthnErrorCode = (typeof WEBAUTHN_ERROR_CODES)[number];

/**
 * Code for a failed `navigator.credentials.get()`: DOMException names map as follows
 * (timed out, not allowed or aborted means the shopper cancelled).
 */
export function webAuthnErrorCode(
  exceptionName: string,
  context?: { frameFocused?: boolean; pending?: boolean },
): WebAuthnErrorCode {
  if (context?.pending) return 'get_webauthn_credential_request_already_pending';
  if (context?.frameFocused === false) return 'get_webauthn_credential_iframe_not_focused';
  if (exceptionName === 'NotAllowedError' || exceptionName === 'TimeoutError') {
    return 'get_webauthn_credential_user_cancelled_request';
  }
  if (exceptionName === 'AbortError') return 'get_webauthn_credential_user_cancelled_request';
  return 'get_webauthn_credential_unknown_error';
}

export const WALLET_UNAVAILABLE_REASONS = [
  'merchant_disabled_link_in_session',
  'link_payment_method_not_present',
  'no_link_funding_sources_available',
  'link_not_on_verified_domain',
  'link_payment_element_disabled_by_targeting',
  'link_signup_disabled',
] as const;
export type WalletUnavailableReason = (typeof WALLET_UNAVAILABLE_REASONS)[number];

export const EXPRESS_BUTTON_HIDDEN_REASONS = [
  'manual_override_early_development',
  'domain_unregistered_or_backend_filtered',
  'payment_method_disabled',
  'manual_payment_method_creation_unsupported',
  'setup_future_usage_unsupported',
  'unsupported_browser',
  'merchant_payment_method_param_config',
  'field_not_provided_by_financial_partner',
  'should_show_button_dispatch',
] as const;
export type ExpressButtonHiddenReason = (typeof EXPRESS_BUTTON_HIDDEN_REASONS)[number];

export const EXPRESS_ROLLOUT_TYPES = ['disabled', 'beta', 'beta_ga_rollout', 'ga'] as const;
export type ExpressRolloutType = (typeof EXPRESS_ROLLOUT_TYPES)[number];

export const EXPRESS_OFF_REASONS = [
  'circuit_breaker',
  'manual_override_early_development',
  'beta_gate_disabled',
] as const;
export type ExpressOffReason = (typeof EXPRESS_OFF_REASONS)[number];

/** Errors the form throws at the integrator; text ours but for colour. */
export const FORM_THROWN_MESSAGES_EN = {
  unknown_country: 'Unknown country code: {country}.',
  session_required:
    'This operation needs an elements session. Initialise elements with a clientSecret, or with mode, amount and currency.',
  customer_required: 'This operation needs a customer on the elements session.',
  unexpected_deferred_mode:
    'Unexpected deferred intent mode: {mode}. Expected payment, setup or subscription.',
  invalid_color: 'Invalid color provided',
} as const;
