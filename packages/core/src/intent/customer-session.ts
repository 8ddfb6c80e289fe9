// Customer-session features of the payment element, as Stripe's customer sessions define them.
export type FeatureSetting = 'enabled' | 'disabled';

export interface PaymentElementFeaturesWire {
  payment_method_save?: FeatureSetting;
  payment_method_save_usage?: 'off_session' | 'on_session';
  payment_method_remove?: FeatureSetting;
  payment_method_remove_last?: FeatureSetting;
  payment_method_update?: FeatureSetting;
  payment_method_set_as_default?: FeatureSetting;
}

export interface PaymentElementFeatures {
  paymentMethodSave: boolean;
  paymentMethodSaveUsage: 'off_session' | 'on_session' | null;
  paymentMethodRemove: boolean;
  paymentMethodRemoveLast: boolean;
  paymentMethodUpdate: boolean;
  paymentMethodSetAsDefault: boolean;
}

/**
 * Wire features to client-side flags. Remove and remove-last are on unless disabled; save,
 * update and set-as-default are off unless enabled; no features object means all defaults.
 */
export function resolvePaymentElementFeatures(
  wire: PaymentElementFeaturesWire | null | undefined,
): PaymentElementFeatures {
  const features = wire ?? {};
  return {
    paymentMethodSave: features.payment_method_save === 'enabled',
    paymentMethodSaveUsage: features.payment_method_save_usage ?? null,
    paymentMethodRemove: features.payment_method_remove !== 'disabled',
    paymentMethodRemoveLast: features.payment_method_remove_last !== 'disabled',
    paymentMethodUpdate: features.payment_method_update === 'enabled',
    paymentMethodSetAsDefault: features.payment_method_set_as_default === 'enabled',
  };
}

export type SetAsDefaultCheck = 'allowed' | 'feature_disabled' | 'allow_redisplay_not_always';

/** Set-as-default needs the feature and a saved method the customer may see again ('always'). */
export function checkSetAsDefault(
  features: Pick<PaymentElementFeatures, 'paymentMethodSetAsDefault'>,
  savedMethod: { allow_redisplay?: string | null },
): SetAsDefaultCheck {
  if (!features.paymentMethodSetAsDefault) return 'feature_disabled';
  return savedMethod.allow_redisplay === 'always' ? 'allowed' : 'allow_redisplay_not_always';
}

/** Removing is allowed by the feature; removing the customer's last method needs remove-last too. */
export function canRemoveSavedMethod(
  features: Pick<PaymentElementFeatures, 'paymentMethodRemove' | 'paymentMethodRemoveLast'>,
  savedMethodCount: number,
): boolean {
  if (!features.paymentMethodRemove) return false;
  return savedMethodCount > 1 || features.paymentMethodRemoveLast;
}

export type SubscriptionRuleError =
  | 'subscriptions_customer_session'
  | 'subscriptions_save_payment_method'
  | 'subscriptions_off_session_disallowed'
  | 'subscriptions_on_session_disallowed';

export interface SubscriptionContext {
  /** Deferred mode is subscription. */
  subscription: boolean;
  customerSessionClientSecret?: string | null;
  saveFeatureEnabled?: boolean;
  setupFutureUsage?: 'off_session' | 'on_session' | null;
  /** The merchant explicitly overrides the off_session restriction. */
  allowOffSession?: boolean;
  /** The flow confirms a payment intent, or the deferred intent is in payment mode. */
  paymentIntentOrPaymentMode?: boolean;
}

/** Saved-method rules with Subscriptions, in the order checked. */
export function checkSubscriptionRules(context: SubscriptionContext): SubscriptionRuleError[] {
  if (!context.subscription) return [];
  const errors: SubscriptionRuleError[] = [];
  if (context.customerSessionClientSecret) errors.push('subscriptions_customer_session');
  if (context.saveFeatureEnabled) errors.push('subscriptions_save_payment_method');
  if (context.setupFutureUsage === 'off_session' && !context.allowOffSession) {
    errors.push('subscriptions_off_session_disallowed');
  }
  if (context.setupFutureUsage === 'on_session' && context.paymentIntentOrPaymentMode) {
    errors.push('subscriptions_on_session_disallowed');
  }
  return errors;
}

const WALLET_TYPES = ['link', 'apple_pay', 'google_pay', 'samsung_pay', 'amazon_pay', 'paypal'];

export interface UpdatableMethod {
  type: string;
  card?: { wallet?: { type?: string } | null } | null;
}

/**
 * Saved-method update: allowed when the setting is 'enabled' or unset, not when 'never', 'auto'
 * or 'disabled'; wallet-backed methods (Link, Apple Pay card, ...) never.
 */
export function isPaymentMethodUpdateAllowed(
  setting: string | null | undefined,
  method: UpdatableMethod,
): boolean {
  if (setting !== undefined && setting !== null && setting !== 'enabled') return false;
  if (WALLET_TYPES.includes(method.type)) return false;
  return !method.card?.wallet;
}

/** Update or detach of a saved method needs an ephemeral key or a customer-session secret. */
export function hasSavedMethodCredentials(credentials: {
  ephemeralKey?: string | null;
  customerSessionClientSecret?: string | null;
}): boolean {
  return Boolean(credentials.ephemeralKey || credentials.customerSessionClientSecret);
}
