import type { BillingDetails, CardDetails } from '../payment-methods/payment-method-object.js';

export type CardPreview = Omit<CardDetails, 'fingerprint' | 'regulated_status'>;

/**
 * What the token's payment method will be: its type, and that type's own object (card,
 * sepa_debit, ideal, ...) under the type's name, with the fields its PaymentMethod shows.
 */
export interface PaymentMethodPreview {
  allow_redisplay: 'always' | 'limited' | 'unspecified';
  billing_details: BillingDetails;
  customer: string | null;
  type: string;
  [details: string]: unknown;
}

// The ConfirmationToken object as Stripe's API renders it.
export interface ConfirmationTokenObject {
  id: string;
  object: 'confirmation_token';
  created: number;
  expires_at: number;
  livemode: false;
  mandate_data: unknown;
  /** The PaymentIntent this token confirmed; null until it is used. */
  payment_intent: string | null;
  /** The existing PaymentMethod given on creation, if any. */
  payment_method: string | null;
  payment_method_options: unknown;
  payment_method_preview: PaymentMethodPreview;
  return_url: string | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  setup_intent: string | null;
  shipping: unknown;
  use_stripe_sdk: boolean;
}
