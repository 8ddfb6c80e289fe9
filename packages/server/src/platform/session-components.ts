// What a customer session grants its client. Customer sessions render it, and the caller an
// ephemeral key or a session's api_key authenticates as (http/) carries it, so it sits below both.
export interface PaymentElementFeaturesObject {
  payment_method_allow_redisplay_filters: string[];
  payment_method_redisplay: 'enabled' | 'disabled';
  payment_method_redisplay_limit: number;
  payment_method_remove: 'enabled' | 'disabled';
  payment_method_remove_last: 'enabled' | 'disabled';
  payment_method_save: 'enabled' | 'disabled';
  payment_method_save_usage: 'off_session' | 'on_session' | null;
  payment_method_set_as_default: 'enabled' | 'disabled';
  payment_method_update: 'enabled' | 'disabled';
}

export interface CustomerSessionComponents {
  buy_button: { enabled: boolean };
  payment_element: { enabled: boolean; features: PaymentElementFeaturesObject | null };
  pricing_table: { enabled: boolean };
}
