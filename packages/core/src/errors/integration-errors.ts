import { BRAND_FILTER_MESSAGES_EN, type BrandFilterError } from '../card/brand-filter.js';
import type { ClientSecretError } from '../intent/client-secret.js';
import type { SubscriptionRuleError } from '../intent/customer-session.js';
import type { DeferredConfirmError } from '../intent/intent-type.js';
import { CONTROLLER_MESSAGES_EN } from './controller-errors.js';

// Messages for integration mistakes the core rules detect; thrown or returned to the merchant's
// code, never shown to shoppers. `{method}` and `{values}` are filled with formatMessage.
export type IntegrationErrorCode =
  | ClientSecretError
  | DeferredConfirmError
  | SubscriptionRuleError
  | BrandFilterError
  | 'allow_redisplay_not_always'
  | 'saved_method_credentials_required';

export const INTEGRATION_MESSAGES_EN: Readonly<Record<IntegrationErrorCode, string>> = {
  client_secret_required: CONTROLLER_MESSAGES_EN.client_secret_required,
  invalid_client_secret:
    'Invalid value for {method}: clientSecret should be a client secret of the form pi_…_secret_… or seti_…_secret_….',
  setup_intent_secret_with_confirm_payment:
    'Invalid value for confirmPayment: clientSecret is a SetupIntent client secret. Use confirmSetup instead.',
  payment_intent_secret_with_confirm_setup:
    'Invalid value for confirmSetup: clientSecret is a PaymentIntent client secret. Use confirmPayment instead.',
  unexpected_deferred_mode:
    'Unexpected deferred intent mode: {mode}. Expected payment, setup or subscription.',
  confirm_setup_requires_setup_mode:
    'confirmSetup needs elements created with mode: "setup". Use confirmPayment for mode "payment".',
  confirm_payment_requires_payment_mode:
    'confirmPayment needs elements created with mode: "payment" or "subscription" with an amount. Use confirmSetup for mode "setup".',
  payment_mode_requires_amount:
    'elements in mode "payment" need an amount before confirming. Call elements.update({amount}) first.',
  subscriptions_customer_session: CONTROLLER_MESSAGES_EN.subscriptions_customer_session,
  subscriptions_save_payment_method: CONTROLLER_MESSAGES_EN.subscriptions_save_payment_method,
  subscriptions_off_session_disallowed:
    'setup_future_usage off_session cannot be set while using Subscriptions.',
  subscriptions_on_session_disallowed:
    'setup_future_usage on_session cannot be used with a PaymentIntent or mode "payment" while using Subscriptions.',
  ...BRAND_FILTER_MESSAGES_EN,
  allow_redisplay_not_always:
    'A payment method can be set as default only when its allow_redisplay is "always".',
  saved_method_credentials_required:
    'Updating or removing a saved payment method needs an ephemeral key or a customerSessionClientSecret.',
};
