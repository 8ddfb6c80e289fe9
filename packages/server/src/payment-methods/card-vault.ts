import {
  containsCardNumber,
  DECLINE_MESSAGES_EN,
  detectBrand,
  ERROR_MESSAGES_EN,
  isLuhnValid,
  normalizeDigits,
  validateCvc,
} from '@kassa/core';
import { ApiError } from '../errors/api-error.js';
import { addressFields } from '../platform/address.js';
import { keyedFingerprint } from '../platform/fingerprints.js';
import { profileCard, type TestOutcome } from '../processor/test-cards.js';
import type { BillingDetails, CardDetails } from './payment-method-object.js';
import { displayBrand } from './payment-method-object.js';
import type { BillingDetailsParams, CardParams } from './payment-method-params.js';

const FORM_MESSAGES = ERROR_MESSAGES_EN as Readonly<Record<string, string | undefined>>;
const DECLINES = DECLINE_MESSAGES_EN as Readonly<Record<string, string | undefined>>;

function cardError(
  code:
    | 'invalid_number'
    | 'incorrect_number'
    | 'invalid_expiry_month'
    | 'invalid_expiry_year'
    | 'invalid_cvc',
  param: string,
  fallback: string,
): ApiError {
  const message = DECLINES[code] ?? FORM_MESSAGES[code] ?? fallback;
  return new ApiError(code, message, { param });
}

export interface TokenizedCard {
  readonly card: CardDetails;
  /** What the test processor will do with this card; the PAN itself is dropped here. */
  readonly outcome: TestOutcome;
}

/**
 * Checks a raw card the way Stripe's API does and reduces it to what may be stored: brand,
 * last4, expiry, a keyed fingerprint and the test outcome. Raw number and CVC go no further.
 */
export function tokenizeCard(
  input: CardParams,
  fingerprintSecret: string,
  now: Date,
): TokenizedCard {
  const raw = input.number ?? '';
  const digits = normalizeDigits(raw);
  if (!/^[\d\s-]+$/.test(raw) || !/^\d{12,19}$/.test(digits)) {
    throw cardError('invalid_number', 'number', 'Your card number is invalid.');
  }
  if (!isLuhnValid(digits)) {
    throw cardError('incorrect_number', 'number', 'Your card number is incorrect.');
  }
  const brand = detectBrand(digits);
  const { expMonth, expYear } = checkExpiry(input.exp_month ?? 0, input.exp_year ?? 0, now);
  const cvc = input.cvc;
  if (cvc !== undefined && (!/^\d+$/.test(cvc) || validateCvc(cvc, brand).error)) {
    throw cardError('invalid_cvc', 'cvc', "Your card's security code is invalid.");
  }
  const profile = profileCard(digits);
  const fingerprint = keyedFingerprint(fingerprintSecret, digits);
  return {
    outcome: profile.outcome,
    card: {
      brand,
      checks: {
        address_line1_check: null,
        address_postal_code_check: null,
        cvc_check: cvc === undefined ? null : 'unchecked',
      },
      country: profile.country,
      display_brand: displayBrand(brand),
      exp_month: expMonth,
      exp_year: expYear,
      fingerprint,
      funding: profile.funding,
      generated_from: null,
      last4: digits.slice(-4),
      networks: { available: [brand], preferred: input.networks?.preferred ?? null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
}

function checkExpiry(month: number, year: number, now: Date) {
  const expYear = year < 100 && year >= 0 ? 2000 + year : year;
  if (month < 1 || month > 12) {
    throw cardError(
      'invalid_expiry_month',
      'exp_month',
      "Your card's expiration month is invalid.",
    );
  }
  const thisYear = now.getUTCFullYear();
  if (expYear < thisYear || expYear > thisYear + 50) {
    throw cardError('invalid_expiry_year', 'exp_year', "Your card's expiration year is invalid.");
  }
  if (expYear === thisYear && month < now.getUTCMonth() + 1) {
    throw cardError(
      'invalid_expiry_month',
      'exp_month',
      "Your card's expiration month is invalid.",
    );
  }
  return { expMonth: month, expYear };
}

/** Billing details as stored; a card number typed into the name or postal code is refused. */
export function buildBillingDetails(input: BillingDetailsParams | undefined): BillingDetails {
  const address = input?.address;
  if (input?.name && containsCardNumber(input.name)) {
    throw formError('card_number_in_name_field', 'billing_details[name]');
  }
  if (address?.postal_code && containsCardNumber(address.postal_code)) {
    throw formError('card_number_in_postal_code_field', 'billing_details[address][postal_code]');
  }
  return {
    address: addressFields(address),
    email: input?.email ?? null,
    name: input?.name ?? null,
    phone: input?.phone ?? null,
    tax_id: input?.tax_id ?? null,
  };
}

function formError(
  code: 'card_number_in_name_field' | 'card_number_in_postal_code_field',
  param: string,
) {
  const fallback =
    code === 'card_number_in_name_field'
      ? 'Your name appears to contain a card number.'
      : 'Your postal code appears to contain a card number.';
  return new ApiError(code, FORM_MESSAGES[code] ?? fallback, { param });
}
