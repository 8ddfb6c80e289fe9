import type { ShippingRateObject } from '../shipping-rates/shipping-rate-object.js';

// The Checkout Session as stored (the latest API version's shape) and what the store keeps
// beside it: its line items with their prices, and the shipping rates it offers.

export type Json = Record<string, unknown>;

export interface CheckoutSessionObject extends Json {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number | null;
  amount_total: number | null;
  client_secret: string | null;
  created: number;
  currency: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_creation: 'always' | 'if_required' | null;
  customer_details: Json | null;
  collected_information: Json | null;
  expires_at: number;
  metadata: Record<string, string>;
  mode: 'payment' | 'setup';
  payment_intent: string | null;
  payment_link: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  setup_intent: string | null;
  shipping_cost: Json | null;
  shipping_options: { shipping_amount: number; shipping_rate: string }[];
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  cancel_url: string | null;
  return_url: string | null;
  redirect_on_completion: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number } | null;
  ui_mode: 'hosted_page' | 'embedded_page' | 'elements';
  url: string | null;
}

/** A Price as the session's line item shows it (Stripe's Price object). */
export interface LineItemPrice extends Json {
  id: string;
  object: 'price';
  currency: string;
  product: string;
  unit_amount: number;
}

/** A line item as stored: Stripe's `item` object plus the page's extras. */
export interface StoredLineItem {
  readonly item: Json & {
    id: string;
    object: 'item';
    amount_subtotal: number;
    amount_total: number;
    currency: string;
    description: string | null;
    price: LineItemPrice;
    quantity: number;
  };
  readonly name: string;
  readonly images: readonly string[];
  readonly adjustable_quantity: { enabled: boolean; minimum: number; maximum: number } | null;
}

/** A shipping rate the session offers (Stripe's ShippingRate object). */
export type OfferedRate = ShippingRateObject;

/** What the rows keep beside the public object. */
export interface SessionInternals {
  items: StoredLineItem[];
  rates: OfferedRate[];
  /** payment_intent_data / setup_intent_data: the intent the confirm creates takes them. */
  intentData: Json;
  /** The provider origin the session was created at (its recovery URL is built on it). */
  origin?: string;
  /** Values the shopper typed into the page (custom fields), by key. */
  customFieldValues?: Record<string, string>;
  consentAccepted?: boolean;
  billingAddress?: Json | null;
  billingName?: string | null;
  /** A 'checkout.session' id this one was recovered from (after_expiration.recovery). */
  recoveredFrom?: string | null;
  /** The local currency the shopper chose (adaptive pricing), or null for the session's own. */
  activeCurrency?: string | null;
}
