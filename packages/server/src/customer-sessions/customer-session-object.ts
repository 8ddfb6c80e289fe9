import { type PaymentElementFeaturesWire, resolvePaymentElementFeatures } from '@kassa/core';
import type {
  CustomerSessionComponents,
  PaymentElementFeaturesObject,
} from '../platform/session-components.js';

export interface CustomerSessionObject {
  object: 'customer_session';
  client_secret: string;
  components: CustomerSessionComponents;
  created: number;
  customer: string;
  expires_at: number;
  livemode: false;
}

export interface FeaturesInput extends PaymentElementFeaturesWire {
  payment_method_allow_redisplay_filters?: string[] | undefined;
  payment_method_redisplay?: 'enabled' | 'disabled' | undefined;
  payment_method_redisplay_limit?: number | undefined;
}

export interface ComponentsInput {
  payment_element?: { enabled?: boolean; features?: FeaturesInput | undefined } | undefined;
  pricing_table?: { enabled?: boolean } | undefined;
  buy_button?: { enabled?: boolean } | undefined;
}

/** The saved methods an elements session shows when the session does not say (Stripe's 3). */
export const REDISPLAY_LIMIT_DEFAULT = 3;
/** The most saved methods a customer session may ask the Payment Element to show. */
export const REDISPLAY_LIMIT_MAX = 10;

/** How many saved methods the elements session lists for this session. */
export function redisplayLimit(components: CustomerSessionComponents): number {
  const wanted = components.payment_element.features?.payment_method_redisplay_limit;
  return Math.min(wanted ?? REDISPLAY_LIMIT_DEFAULT, REDISPLAY_LIMIT_MAX);
}

const setting = (on: boolean) => (on ? 'enabled' : 'disabled');

/**
 * Features as the session shows them: remove off unless enabled, remove-last on unless disabled;
 * save, update and set-as-default off unless enabled (core's rules); Stripe's defaults for the
 * rest.
 */
export function featuresObject(input: FeaturesInput | undefined): PaymentElementFeaturesObject {
  const resolved = resolvePaymentElementFeatures(input);
  return {
    payment_method_allow_redisplay_filters: input?.payment_method_allow_redisplay_filters ?? [
      'always',
    ],
    payment_method_redisplay: input?.payment_method_redisplay ?? 'disabled',
    payment_method_redisplay_limit:
      input?.payment_method_redisplay_limit ?? REDISPLAY_LIMIT_DEFAULT,
    // Stripe keeps removal off unless the merchant enables it (core's client rule defaults on).
    payment_method_remove: input?.payment_method_remove ?? 'disabled',
    payment_method_remove_last: setting(resolved.paymentMethodRemoveLast),
    payment_method_save: setting(resolved.paymentMethodSave),
    payment_method_save_usage: resolved.paymentMethodSaveUsage,
    payment_method_set_as_default: setting(resolved.paymentMethodSetAsDefault),
    payment_method_update: setting(resolved.paymentMethodUpdate),
  };
}

export function componentsObject(input: ComponentsInput): CustomerSessionComponents {
  const element = input.payment_element;
  return {
    buy_button: { enabled: input.buy_button?.enabled ?? false },
    payment_element: {
      enabled: element?.enabled ?? false,
      features: element?.enabled ? featuresObject(element.features) : null,
    },
    pricing_table: { enabled: input.pricing_table?.enabled ?? false },
  };
}
