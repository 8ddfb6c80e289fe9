import { cardNumberLengths, detectCardVariant } from './card-brand.js';
import type { CardNumberOptions } from './card-number.js';
import { countDigitsBefore, normalizeDigits, positionAfterDigits } from './digits.js';

export interface FormattedInput {
  value: string;
  caret: number;
}

const GROUPS: Readonly<Record<string, readonly number[]>> = {
  amex: [4, 6, 5],
  diners14: [4, 6, 4],
};
const DEFAULT_GROUPS: readonly number[] = [4, 4, 4, 4, 3];

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * Card number in display groups (4-4-4-4, amex 4-6-5, diners14 4-6-4), cut at the brand's longest
 * length. The caret stays after the digit it followed in the input (default: the end).
 */
export function formatCardNumber(
  input: string,
  caret: number = input.length,
  options?: CardNumberOptions,
): FormattedInput {
  const variant = detectCardVariant(input);
  const max = cardNumberLengths(variant, options).max;
  const digits = normalizeDigits(input).slice(0, max);
  const value = group(digits, GROUPS[variant] ?? DEFAULT_GROUPS);
  const before = Math.min(countDigitsBefore(input, caret), digits.length);
  return { value, caret: positionAfterDigits(value, before) };
}
