// Controller-frame messages, word for word as Stripe.js has them; `{name}` placeholders are
// filled with formatMessage. The keys are ours; the text is what merchants and logs see.

export const CONTROLLER_MESSAGES_EN = {
  group_not_found: 'Could not find the expected elements group',
  store_not_found: 'Could not retrieve elements store',
  different_stripe_instance:
    'Please use the same instance of Stripe you used to create this Element.',
  elements_data_unavailable:
    'Could not retrieve data from Elements. Did Elements mount successfully?',
  client_secret_required: 'You must pass in a clientSecret when calling {method}',
  element_not_mounted:
    'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
  express_checkout_unexpected_call:
    'Unexpected call to {method}. {method} must be called exactly once per expressCheckout Element confirm event.',
  wallet_unavailable:
    'Something went wrong. Unable to show wallet. Please choose a different payment method and try again.',
  link_app_only: 'This function may only be called from the Link app',
  frame_not_found: 'Could not find expected elements frame',
  issuing_card_not_cached: 'Issuing card {id} not found in cache',
  ephemeral_key_nonce_unknown:
    'Ephemeral key nonce {id} was not created by createEphemeralKeyNonce.',
  routing_not_specified: 'Routing not specified for integration type',
  unknown_action: 'Unknown action: {type}',
  chunk_load_failed: 'Loading chunk {id} failed.',
  confirmation_token_unsupported:
    'The confirmation-token method is unsupported for this flow; use confirmPayment or confirmSetup.',
  script_not_loaded: 'It looks like Stripe.js was not loaded correctly',
  unsupported_browser: 'Stripe is being used in an unsupported browser and will not function.',
  card_details_with_token: 'Unsupported for Card details with token.',
  ephemeral_key_required:
    'An ephemeral key must be provided on confirmation token creation when using with a saved payment method.',
  invalid_bin_prefix: 'Invalid BIN prefix',
  invalid_shared_session_origin: 'Invalid shared session origin',
  empty_entry: 'Entry or value is empty',
  no_accounts_returned: 'No accounts were returned',
  consumer_api_error: 'consumer api error',
  consumer_session_expired: 'consumer session is expired',
  subscriptions_customer_session:
    'You cannot specify a customerSessionClientSecret while using Subscriptions.',
  subscriptions_save_payment_method:
    'You cannot use the save payment method feature while using Subscriptions.',
  invalid_color: 'Invalid color provided',
} as const;

export type ControllerMessageKey = keyof typeof CONTROLLER_MESSAGES_EN;

/** Why a script chunk failed to load ("Loading chunk {id} failed."). */
export const CHUNK_FAILURE_TYPES = ['missing', 'timeout', 'error'] as const;
export type ChunkFailureType = (typeof CHUNK_FAILURE_TYPES)[number];

/** Error codes the controller returns in `{ error }` results. */
export const CONTROLLER_ERROR_CODES = [
  'incomplete',
  'incomplete_payment_details',
  'modify_bacs_debit_bank_details',
  'sepa_debit_microdeposits_unconfirmed',
  'external_payment_method_selected',
  'instant_verification_incomplete',
  'unsupported_parameter',
  'api_connection_error',
  'unexpected_error',
] as const;
export type ControllerErrorCode = (typeof CONTROLLER_ERROR_CODES)[number];

/**
 * What a confirm answers when the shopper closed the bank-linking dialog without linking an
 * account (instant_verification_incomplete); translated in each locale's `methodErrors`.
 */
export const INSTANT_VERIFICATION_INCOMPLETE_EN =
  'The bank account was not linked. Link it, or choose another payment method.';

export const INTENT_ERROR_CODES = [
  'payment_intent_unexpected_state',
  'setup_intent_unexpected_state',
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
] as const;
export type IntentErrorCode = (typeof INTENT_ERROR_CODES)[number];

export const INTENT_ERROR_MESSAGES_EN: Readonly<Record<IntentErrorCode, string>> = {
  payment_intent_unexpected_state:
    'This PaymentIntent could not be completed because it has a status of {status}.',
  setup_intent_unexpected_state:
    'This SetupIntent could not be completed because it has a status of {status}.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  setup_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Stripe-style documentation address for an API error code. */
export function errorDocUrl(code: string): string {
  return `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;
}

/** API errors the controller expects and does not report. */
export const EXPECTED_API_ERROR_CODES = [
  'resource_missing',
  'parameter_unknown',
  'client_secret_mismatch',
  'payment_intent_unexpected_state',
  'setup_intent_unexpected_state',
  'card_declined',
  'incorrect_number',
  'invalid_cvc',
  'token_already_used',
  'parameter_missing',
  'email_invalid',
  'amount_too_large',
  'amount_too_small',
  'routing_number_invalid',
  'account_number_invalid',
  'offline_bank',
  'payment_method_unactivated',
  'known_test_bank_account',
] as const;

/** Logged event name for a failed saved-method update. */
export const UPDATE_CUSTOMER_ERROR_EVENT = 'upe.update_customer_error';
/** Logged event name for a frame that cannot be reached. */
export const IFRAME_UNREACHABLE_EVENT = 'iframe_unreachable';
