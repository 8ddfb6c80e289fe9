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

const setting = (on: boolean) => (on ? 'enabled' : 'disabled');

/**
 * Features as the session shows them: remove and remove-last on unless disabled; save,
 * update and set-as-default off unless enabled (core's rules); Stripe's defaults for the rest.
 */
export function featuresObject(input: FeaturesInput | undefined): PaymentElementFeaturesObject {
  const resolved = resolvePaymentElementFeatures(input);
  return {
    payment_method_allow_redisplay_filters: input?.payment_method_allow_redisplay_filters ?? [
      'always',
    ],
    payment_method_redisplay: input?.payment_method_redisplay ?? 'disabled',
    payment_method_redisplay_limit: input?.payment_method_redisplay_limit ?? 3,
    payment_method_remove: setting(resolved.paymentMethodRemove),
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
