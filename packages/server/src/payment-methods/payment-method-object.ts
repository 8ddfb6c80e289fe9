import type { Address } from '../platform/address.js';

// The PaymentMethod object exactly as Stripe's API renders it (null where nothing applies).
export interface BillingDetails {
  address: Address;
  email: string | null;
  name: string | null;
  phone: string | null;
  tax_id: string | null;
}

export type CheckResult = 'pass' | 'fail' | 'unavailable' | 'unchecked' | null;

export interface CardChecks {
  address_line1_check: CheckResult;
  address_postal_code_check: CheckResult;
  cvc_check: CheckResult;
}

export interface CardDetails {
  brand: string;
  checks: CardChecks;
  country: string;
  display_brand: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: string;
  generated_from: null;
  last4: string;
  networks: { available: string[]; preferred: string | null };
  regulated_status: 'unregulated';
  three_d_secure_usage: { supported: boolean };
  /** A card shared from the wallet (Link) says so, as Stripe's do. */
  wallet: null | { type: 'link'; link: Record<string, never>; dynamic_last4: null };
}

export interface PaymentMethodObject {
  id: string;
  object: 'payment_method';
  allow_redisplay: 'always' | 'limited' | 'unspecified';
  billing_details: BillingDetails;
  card: CardDetails;
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  type: 'card';
}

// Stripe's display_brand spells some networks out.
const DISPLAY_BRANDS: Readonly<Record<string, string>> = {
  amex: 'american_express',
  diners: 'diners_club',
  unionpay: 'union_pay',
  unknown: 'other',
};

export function displayBrand(brand: string): string {
  return DISPLAY_BRANDS[brand] ?? brand;
}
