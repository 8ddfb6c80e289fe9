import {
  type CardBrand,
  checkCardDataInField,
  declineCodeField,
  isBrandBlocked,
  normalizeDigits,
  type PostalCodeRule,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validatePostalCodeByRule,
} from '@kassa/core';

export type CardFieldName = 'number' | 'expiry' | 'cvc' | 'postalCode';

/** What the shopper typed, as displayed (formatted). */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
  /** Billing country; empty when the form does not ask for one. */
  country: string;
}

export interface FieldCheck {
  empty: boolean;
  complete: boolean;
  /** The field's error code, including the "incomplete" one an empty required field has. */
  error?: string;
}

export interface CardCheck {
  brand: CardBrand;
  fields: Record<CardFieldName, FieldCheck>;
}

export interface CardRuleContext {
  now: Date;
  /**
   * The billing country's address format to check the postal code against; null accepts any
   * text (the Card Element, or while the country's format is still loading).
   */
  postalFormat: PostalCodeRule | null;
  /** The brand when another frame of the group knows it (split cvc field); else from number. */
  brand?: CardBrand;
  /** The brands the merchant's allowedCardBrands / disallowedCardBrands refuse. */
  blockedBrands?: readonly CardBrand[];
}

/** Codes shown while the shopper types: the input is already known to be wrong, not unfinished. */
export const IMMEDIATE_ERRORS: ReadonlySet<string> = new Set([
  'invalid_number',
  'card_brand_not_accepted',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_expiry_month_past',
  'invalid_expiry_year_past',
  'card_number_in_postal_code_field',
]);

const EMPTY_ERRORS: Record<Exclude<CardFieldName, 'postalCode'>, string> = {
  number: 'incomplete_number',
  expiry: 'incomplete_expiry',
  cvc: 'incomplete_cvc',
};

function withEmptyError(name: Exclude<CardFieldName, 'postalCode'>, check: FieldCheck): FieldCheck {
  if (check.empty) return { empty: true, complete: false, error: EMPTY_ERRORS[name] };
  return check;
}

/** True when the postal code is a US-style ZIP, which changes its label and error texts. */
export function isZip(country: string, format: PostalCodeRule | null): boolean {
  return format === null
    ? country === 'US' || country === 'PR' || country === ''
    : format.type === 'zip';
}

function checkPostalCode(values: CardValues, format: PostalCodeRule | null): FieldCheck {
  const zip = isZip(values.country, format);
  if (values.postalCode.trim() === '') {
    return {
      empty: true,
      complete: false,
      error: zip ? 'incomplete_zip' : 'incomplete_postal_code',
    };
  }
  // A card number typed into the postal field must never be sent.
  const misplaced = checkCardDataInField('postalCode', values.postalCode, {
    number: values.number,
    cvc: values.cvc,
  });
  if (misplaced !== null) return { empty: false, complete: false, error: misplaced };
  if (format === null) return { empty: false, complete: true };
  const { complete, error } = validatePostalCodeByRule(values.postalCode, format);
  return error === undefined ? { empty: false, complete } : { empty: false, complete, error };
}

/** Every card rule in one place; the core decides numbers, expiry and CVC. */
export function checkCard(values: CardValues, context: CardRuleContext): CardCheck {
  const number = validateCardNumber(values.number);
  const brand = context.brand ?? number.brand;
  const expiry = validateExpiry(values.expiry, context.now);
  const cvc = validateCvc(values.cvc, brand);
  return {
    brand,
    fields: {
      number: isBrandBlocked(number.brand, context.blockedBrands ?? [])
        ? { empty: false, complete: false, error: 'card_brand_not_accepted' }
        : withEmptyError('number', number),
      expiry: withEmptyError('expiry', expiry),
      cvc: withEmptyError('cvc', cvc),
      postalCode: checkPostalCode(values, context.postalFormat),
    },
  };
}

export interface CardPayload {
  number?: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

/**
 * The API's view of the card parts this frame collects: digits only, four-digit year.
 * Parts the shopper has not given are left out, so the controller can merge split fields.
 */
export function cardPayload(
  values: CardValues,
  parts: readonly CardFieldName[],
  now: Date,
): CardPayload {
  const payload: CardPayload = {};
  if (parts.includes('number')) payload.number = normalizeDigits(values.number);
  if (parts.includes('expiry')) {
    const { month, year } = validateExpiry(values.expiry, now);
    if (month !== undefined) payload.exp_month = month;
    if (year !== undefined) payload.exp_year = year;
  }
  if (parts.includes('cvc')) payload.cvc = normalizeDigits(values.cvc);
  return payload;
}

/** The field a confirmation error is about; null for a decline of the card as a whole. */
export function fieldForConfirmError(
  code: string | undefined,
  declineCode?: string,
): CardFieldName | null {
  return declineCodeField(code, declineCode);
}
