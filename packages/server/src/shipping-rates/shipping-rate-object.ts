import type { TaxBehavior } from '../prices/price-object.js';

export interface DeliveryEstimateBound {
  unit: 'hour' | 'business_day' | 'day' | 'week' | 'month';
  value: number;
}

/** The ShippingRate object as Stripe renders it (currency_options only when expanded). */
export interface ShippingRateObject {
  id: string;
  object: 'shipping_rate';
  active: boolean;
  created: number;
  delivery_estimate: {
    maximum: DeliveryEstimateBound | null;
    minimum: DeliveryEstimateBound | null;
  } | null;
  display_name: string;
  fixed_amount: {
    amount: number;
    currency: string;
    currency_options?: Record<string, ShippingCurrencyOption>;
  };
  livemode: false;
  metadata: Record<string, string>;
  tax_behavior: TaxBehavior;
  tax_code: string | null;
  type: 'fixed_amount';
}

export interface ShippingCurrencyOption {
  amount: number;
  tax_behavior: TaxBehavior;
}
