import { normalizeDigits } from './digits.js';

export const BIN_LENGTH = 6;
/** Digits compared against card-metadata account ranges. */
export const BIN_COMPARABLE_PREFIX_LENGTH = 8;
export const INVALID_BIN_PREFIX_MESSAGE = 'Invalid BIN prefix';

/** A card-metadata lookup needs exactly six ASCII digits: the card number's BIN. */
export function isValidBinPrefix(prefix: string): boolean {
  return /^[0-9]{6}$/.test(prefix);
}

/** The BIN to look up for a number being typed, or null while fewer than six digits exist. */
export function binPrefixOf(cardNumber: string): string | null {
  const digits = normalizeDigits(cardNumber);
  return digits.length >= BIN_LENGTH ? digits.slice(0, BIN_LENGTH) : null;
}

export interface CardAccountRange {
  account_range_low: string;
  account_range_high: string;
  pan_length: number;
  brand: string;
  country?: string;
  funding?: string;
}

/** The ranges that contain the number, compared on their first 8 digits. */
export function matchAccountRanges<T extends CardAccountRange>(
  cardNumber: string,
  ranges: readonly T[],
): T[] {
  const digits = normalizeDigits(cardNumber).slice(0, BIN_COMPARABLE_PREFIX_LENGTH);
  if (digits.length < BIN_LENGTH) return [];
  return ranges.filter((r) => {
    const low = r.account_range_low.slice(0, digits.length);
    const high = r.account_range_high.slice(0, digits.length);
    return digits >= low && digits <= high;
  });
}
