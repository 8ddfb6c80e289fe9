import { type CardBrand, detectBrand } from './card-brand.js';
import { type CardNumberOptions, validateCardNumber } from './card-number.js';
import { type CvcOptions, validateCvc } from './cvc.js';
import type { CardField } from './decline-field.js';
import { normalizeDigits } from './digits.js';
import { expiryForCreation, validateExpiry } from './expiry.js';

export interface CardFieldValues {
  number: string;
  expiry: string;
  cvc?: string;
  postalCode?: string;
}

export interface CardPayload {
  number: string;
  /** No leading zero: "3", "12". */
  exp_month: string;
  /** Four digits: "2030". */
  exp_year: string;
  cvc?: string;
}

export type CardPayloadResult =
  | { ok: true; brand: CardBrand; card: CardPayload }
  | { ok: false; field: CardField; code: string };

export interface CardPayloadOptions extends CardNumberOptions, CvcOptions {
  now: Date;
  /** Split card: number, expiry and cvc are all required (postal code stays optional). */
  requireCvc?: boolean;
}

/**
 * The `card` part of a payment method from the typed fields, or the first field in error. The
 * number and expiry are always required; an empty CVC is left out unless required.
 */
export function buildCardPayload(
  values: CardFieldValues,
  options: CardPayloadOptions,
): CardPayloadResult {
  const number = validateCardNumber(values.number, options);
  if (!number.complete) {
    return { ok: false, field: 'number', code: number.error ?? 'incomplete_number' };
  }
  const expiry = validateExpiry(values.expiry, options.now);
  const exp = expiryForCreation(values.expiry);
  if (!expiry.complete || exp === null) {
    return { ok: false, field: 'expiry', code: expiry.error ?? 'incomplete_expiry' };
  }
  const brand = detectBrand(values.number);
  const cvc = validateCvc(values.cvc ?? '', brand, options);
  if (!cvc.complete && (options.requireCvc || !cvc.empty)) {
    return { ok: false, field: 'cvc', code: cvc.error ?? 'incomplete_cvc' };
  }
  const card: CardPayload = { number: normalizeDigits(values.number), ...exp };
  if (!cvc.empty) card.cvc = normalizeDigits(values.cvc ?? '');
  return { ok: true, brand, card };
}
