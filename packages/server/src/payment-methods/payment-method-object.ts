import type { Address } from '../platform/address.js';
import type { CheckResult } from '../processor/card-scenarios.js';

// The PaymentMethod object exactly as Stripe's API renders it (null where nothing applies).
export interface BillingDetails {
  address: Address;
  email: string | null;
  name: string | null;
  phone: string | null;
  tax_id: string | null;
}

// The processor decides the checks' results (card-scenarios.ts); the object carries them.
export type { CheckResult } from '../processor/card-scenarios.js';

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
  /** A wallet's card (Apple Pay, Google Pay, or one shared from Link), as Stripe renders it. */
  wallet: CardWallet | null;
}

/** A wallet's card: `{type: 'apple_pay', apple_pay: {}, dynamic_last4}` as Stripe renders it. */
export interface CardWallet {
  type: 'apple_pay' | 'google_pay' | 'link';
  dynamic_last4: string | null;
  apple_pay?: Record<string, never>;
  google_pay?: Record<string, never>;
  link?: Record<string, never>;
}

/** A `link` method's own hash, as Stripe renders it (`persistent_token` is a legacy null). */
export interface LinkDetails {
  email: string | null;
  persistent_token: null;
}

/**
 * What pays behind a `link` method, kept beside it (not shown: Stripe's link method has no card
 * hash): the wallet card's details as the wallet shared them.
 */
export interface LinkFunding {
  readonly card: CardDetails;
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

/** A `link` method (the object's static type names cards only; the other types are cast). */
export function isLinkMethod(method: { readonly type: string }): boolean {
  return method.type === 'link';
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
