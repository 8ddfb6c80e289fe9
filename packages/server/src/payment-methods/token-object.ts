import type { CheckResult } from './payment-method-object.js';

export type TokenType = 'account' | 'bank_account' | 'card' | 'cvc_update' | 'person' | 'pii';

// The legacy Card object a card token carries, as Stripe renders it.
export interface TokenCard {
  id: string;
  object: 'card';
  address_city: string | null;
  address_country: string | null;
  address_line1: string | null;
  address_line1_check: CheckResult;
  address_line2: string | null;
  address_state: string | null;
  address_zip: string | null;
  address_zip_check: CheckResult;
  brand: string;
  country: string;
  currency: string | null;
  cvc_check: CheckResult;
  dynamic_last4: string | null;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: string;
  last4: string;
  metadata: Record<string, string>;
  name: string | null;
  networks: { preferred: string | null };
  /** Set for a wallet's card (the simulated Apple Pay / Google Pay sheet). */
  tokenization_method: 'apple_pay' | 'google_pay' | null;
  wallet: null;
}

export interface TokenBankAccount {
  id: string;
  object: 'bank_account';
  account_holder_name: string | null;
  account_holder_type: string | null;
  account_type: string | null;
  bank_name: string;
  country: string;
  currency: string;
  fingerprint: string;
  last4: string;
  routing_number: string | null;
  status: 'new';
}

export interface TokenObject {
  id: string;
  object: 'token';
  card?: TokenCard;
  bank_account?: TokenBankAccount;
  client_ip: string | null;
  created: number;
  livemode: false;
  type: TokenType;
  used: boolean;
}

// Card objects name the network the way Stripe's legacy Card API did.
const LEGACY_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  elo: 'Elo',
  cartes_bancaires: 'Cartes Bancaires',
};

export function legacyBrand(brand: string): string {
  return LEGACY_BRANDS[brand] ?? 'Unknown';
}
