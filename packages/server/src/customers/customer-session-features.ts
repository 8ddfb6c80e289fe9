import {
  checkSetAsDefault,
  INTEGRATION_MESSAGES_EN,
  type PaymentElementFeatures,
  resolvePaymentElementFeatures,
} from '@kassa/core';
import { ApiError } from '../errors/api-error.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { CustomerSessionComponents } from '../platform/session-components.js';
import { featureDisabled } from './session-rules.js';

/** A customer session as its row's `data` column keeps it: the object without its secret. */
export interface StoredCustomerSession {
  readonly session: { readonly components: CustomerSessionComponents; readonly customer: string };
  readonly api_key: string;
}

const NOTHING_ALLOWED: PaymentElementFeatures = {
  paymentMethodSave: false,
  paymentMethodSaveUsage: null,
  paymentMethodRemove: false,
  paymentMethodRemoveLast: false,
  paymentMethodUpdate: false,
  paymentMethodSetAsDefault: false,
};

/** Saved-method features of a customer session's components (none without the element). */
export function componentFeatures(components: CustomerSessionComponents): PaymentElementFeatures {
  const element = components.payment_element;
  if (!element.enabled || !element.features) return NOTHING_ALLOWED;
  const { payment_method_save_usage: usage, ...features } = element.features;
  return resolvePaymentElementFeatures({
    ...features,
    ...(usage ? { payment_method_save_usage: usage } : {}),
  });
}

/**
 * What a customer session allows, read from its stored row. Every credential the session hands
 * out (its client secret, and the api_key the browser gets in the elements session) goes
 * through this one reading, so no credential can see fewer limits than another.
 */
export function storedSessionFeatures(stored: StoredCustomerSession): PaymentElementFeatures {
  return componentFeatures(stored.session.components);
}

/**
 * A customer session may set the customer's default only with payment_method_set_as_default,
 * and only to a method the customer agreed to see again (allow_redisplay "always"): a method
 * saved for one purchase ("limited") must not become what every later payment uses.
 */
export function checkSessionDefault(
  features: PaymentElementFeatures,
  method: Pick<PaymentMethodObject, 'allow_redisplay'> | null,
): void {
  const verdict = checkSetAsDefault(features, method ?? { allow_redisplay: 'always' });
  if (verdict === 'feature_disabled') throw featureDisabled('payment_method_set_as_default');
  if (verdict === 'allow_redisplay_not_always') {
    throw new ApiError(
      'parameter_invalid_value',
      INTEGRATION_MESSAGES_EN.allow_redisplay_not_always,
      { param: 'invoice_settings[default_payment_method]' },
    );
  }
}
