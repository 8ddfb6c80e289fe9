import type { TestBankFundingMarker, WalletUnavailableReason } from '@kassa/core';
import type { Address } from '../platform/address.js';
import type { ConsumerSessionObject } from './consumer-object.js';
import type { PaymentDetailRow, ShippingAddressRow, WalletAddress } from './wallet-rows.js';

/** A card check as the wallet spells it (core's CardCheckResult). */
export type WalletCheck = 'PASS' | 'FAIL' | 'UNCHECKED';

const walletCheck = (check: string | null): WalletCheck =>
  check === 'pass' ? 'PASS' : check === 'fail' ? 'FAIL' : 'UNCHECKED';

/** A saved bank account as the wallet lists it: bank, last4 and kind, never the numbers. */
export interface BankAccountDetailsObject {
  bank_name: string;
  bank_icon_code: null;
  last4: string;
  account_type: string;
  account_holder_type: string | null;
  is_instant_debits_eligible: false;
  is_networking_share_disabled: false;
}

/**
 * Payment details as the wallet lists them (spec 001 §3): a card (never more than last4 and
 * expiry) or a bank account; the other kind's details are null.
 */
export interface RedactedPaymentDetailsObject {
  id: string;
  type: 'CARD' | 'BANK_ACCOUNT';
  is_default: boolean;
  nickname: string | null;
  backup_ids: string[];
  billing_address: WalletAddress;
  billing_email_address: string | null;
  card_details: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: string;
    networks: string[];
    preferred_network: string | null;
    checks: { cvc_check: WalletCheck; address_postal_code_check: WalletCheck };
  } | null;
  bank_account_details: BankAccountDetailsObject | null;
  cvc_check: WalletCheck;
  address_postal_code_check: WalletCheck;
  metadata: Record<string, never>;
}

export function paymentDetailsObject(row: PaymentDetailRow): RedactedPaymentDetailsObject {
  const common = {
    id: row.id,
    type: row.type,
    is_default: row.is_default,
    nickname: row.nickname,
    backup_ids: [],
    billing_address: row.billing_address,
    billing_email_address: row.billing_email,
  };
  if (row.type === 'BANK_ACCOUNT') {
    const bank = row.bank_account;
    return {
      ...common,
      card_details: null,
      bank_account_details: {
        bank_name: bank.bank_name,
        bank_icon_code: null,
        last4: bank.last4,
        account_type: bank.account_type,
        account_holder_type: bank.account_holder_type,
        is_instant_debits_eligible: false,
        is_networking_share_disabled: false,
      },
      cvc_check: 'UNCHECKED',
      address_postal_code_check: 'UNCHECKED',
      metadata: {},
    };
  }
  const checks = {
    cvc_check: walletCheck(row.card.checks.cvc_check),
    address_postal_code_check: walletCheck(row.card.checks.address_postal_code_check),
  };
  return {
    ...common,
    card_details: {
      brand: row.card.brand,
      last4: row.card.last4,
      exp_month: row.card.exp_month,
      exp_year: row.card.exp_year,
      funding: row.card.funding,
      networks: row.card.networks.available,
      preferred_network: row.card.networks.preferred,
      checks,
    },
    bank_account_details: null,
    ...checks,
    metadata: {},
  };
}

export interface ShippingAddressObject {
  id: string;
  address: WalletAddress;
  is_default: boolean;
}

export function shippingAddressObject(row: ShippingAddressRow): ShippingAddressObject {
  return { id: row.id, address: row.address, is_default: row.is_default };
}

/** The wallet's address as Stripe's billing details spell it. */
export function stripeAddress(address: WalletAddress): Address {
  return {
    city: address.locality,
    country: address.country_code,
    line1: address.line_1,
    line2: address.line_2,
    postal_code: address.postal_code,
    state: address.administrative_area,
  };
}

/**
 * The wallet in a session: on when the merchant offers `link` among the payment method types,
 * so the wallet's card is shared as a `link` PaymentMethod (Stripe's LINK_PAYMENT_METHOD mode,
 * not the passthrough mode that shares a card PaymentMethod) and, where the session takes
 * us_bank_account, a bank account as a us_bank_account PaymentMethod.
 */
export interface LinkSettings {
  link_enabled: boolean;
  link_funding_sources: string[];
  link_passthrough_mode_enabled: boolean;
  link_mode: 'LINK_PAYMENT_METHOD' | null;
}

/**
 * `link_funding_sources`: CARD, and BANK_ACCOUNT when the session takes us_bank_account on a
 * US merchant account (the method is a US one), unless the test shopper's e-mail turns bank
 * funding off (+disable_bank@, spec 001 §5).
 */
export function linkSettings(
  types: readonly string[],
  options: { country: string; marker?: TestBankFundingMarker | null },
): LinkSettings {
  const enabled = types.includes('link');
  const bank =
    types.includes('us_bank_account') &&
    options.country === 'US' &&
    options.marker !== 'disable_bank';
  return {
    link_enabled: enabled,
    link_funding_sources: enabled ? (bank ? ['CARD', 'BANK_ACCOUNT'] : ['CARD']) : [],
    link_passthrough_mode_enabled: false,
    link_mode: enabled ? 'LINK_PAYMENT_METHOD' : null,
  };
}

/** What a signed-in wallet session shows in the wallet configuration (spec 001 §3). */
export interface ConsumerInfoObject {
  consumer_session: {
    client_secret: string;
    email_address: string;
    verification_sessions: ConsumerSessionObject['verification_sessions'];
  };
  publishable_key: null;
  auth_session_client_secret: null;
  redacted_payment_details: { id: string }[];
  available_passkeys: never[];
}

/** GET elements/wallet-config (spec 001 §3). */
export interface WalletConfigObject {
  link_available: boolean;
  /** Spec 001 §8's reason the wallet is not offered; null when it is. */
  link_unavailable_reason: WalletUnavailableReason | null;
  google_pay_available: false;
  apple_pay_available: false;
  link_settings: LinkSettings;
  experiments: Record<string, never>;
  gates: Record<string, never>;
  card_brand_choice: { eligible: false };
  verified_payment_methods_on_domain: string[];
  consumer_info: ConsumerInfoObject | null;
}
