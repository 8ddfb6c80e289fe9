import { type CardVariant, VARIANTS } from './brand-table.js';
import { detectVariantIndex } from './brand-trie.js';
import { type CardBrand, cardNumberLengths, type LengthRange } from './card-brand.js';
import { digitValue } from './digits.js';

// Per variant index, so the hot path does no string-keyed lookups.
const BRANDS: readonly CardBrand[] = VARIANTS.map((v) => (v === 'diners14' ? 'diners' : v));
const LENGTHS: readonly LengthRange[] = VARIANTS.map((v) => cardNumberLengths(v));

export type CardNumberError = 'incomplete_number' | 'invalid_number';

export interface CardNumberValidation {
  brand: CardBrand;
  empty: boolean;
  complete: boolean;
  error?: CardNumberError;
}

export interface CardNumberOptions {
  /** Accept 19-digit visa and mastercard numbers as well as the usual lengths. */
  allow19Digits?: boolean;
}

/**
 * Empty, complete, or the error to show. A number is incomplete while more digits can still make
 * it valid, and invalid once it has reached its longest length without passing Luhn.
 */
export function validateCardNumber(
  input: string,
  options?: CardNumberOptions,
): CardNumberValidation {
  const index = detectVariantIndex(input);
  const variant = VARIANTS[index] as CardVariant;
  const brand = BRANDS[index] as CardBrand;
  // One pass: the Luhn sum for both parities, picked once the digit count is known.
  let count = 0;
  let sumEven = 0;
  let sumOdd = 0;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    const d = code >= 0x30 && code <= 0x39 ? code - 0x30 : digitValue(code);
    if (d < 0) continue;
    const doubled = d > 4 ? d * 2 - 9 : d * 2;
    if (count % 2 === 0) {
      sumEven += doubled;
      sumOdd += d;
    } else {
      sumEven += d;
      sumOdd += doubled;
    }
    count++;
  }
  if (count === 0) return { brand, empty: true, complete: false };
  const { min, max } = options?.allow19Digits
    ? cardNumberLengths(variant, options)
    : (LENGTHS[index] as LengthRange);
  // With an even digit count the first digit is doubled (sumEven), otherwise it is not.
  const luhn = (count % 2 === 0 ? sumEven : sumOdd) % 10 === 0;
  if (count >= min && count <= max && luhn) return { brand, empty: false, complete: true };
  if (count >= max) return { brand, empty: false, complete: false, error: 'invalid_number' };
  return { brand, empty: false, complete: false, error: 'incomplete_number' };
}
