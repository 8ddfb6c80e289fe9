import type { FormattedInput } from './card-format.js';
import { countDigitsBefore, digitValue, normalizeDigits, positionAfterDigits } from './digits.js';

export type ExpiryError =
  | 'incomplete_expiry'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'invalid_expiry_month_past'
  | 'invalid_expiry_year_past';

export interface ExpiryValidation {
  empty: boolean;
  complete: boolean;
  /** 1–12 once the month part is readable. */
  month?: number;
  /** Four-digit year (2000 + yy) once the year part is complete. */
  year?: number;
  error?: ExpiryError;
}

interface ExpiryParts {
  month: string;
  year: string;
  /** Digits inserted before the first typed digit ("2" is read as "02"). */
  padded: boolean;
}

// Cards are not issued for more than 50 years ahead; anything further is a typo.
const MAX_YEARS_AHEAD = 50;

/**
 * Month and year digits. A first digit 2–9, a 1 followed by 3–9, or a single digit followed by a
 * separator ("1/") is a one-digit month and gets a leading zero; a lone 0 or 1 waits.
 */
function splitExpiry(input: string): ExpiryParts {
  const digits = normalizeDigits(input);
  const first = digits[0];
  if (first === undefined) return { month: '', year: '', padded: false };
  const separatorAt = digitsBeforeSeparator(input);
  let oneDigitMonth: boolean;
  if (separatorAt === 1) oneDigitMonth = true;
  else if (separatorAt === 2) oneDigitMonth = false;
  else oneDigitMonth = first >= '2' || (first === '1' && (digits[1] ?? '0') > '2');
  if (oneDigitMonth && first !== '0') {
    return { month: `0${first}`, year: digits.slice(1), padded: true };
  }
  return { month: digits.slice(0, 2), year: digits.slice(2), padded: false };
}

/** How many digits precede the first separator the shopper typed, or -1 without one. */
function digitsBeforeSeparator(input: string): number {
  let seen = 0;
  for (let i = 0; i < input.length; i++) {
    if (digitValue(input.charCodeAt(i)) >= 0) seen++;
    else if (seen > 0) return seen;
  }
  return -1;
}

/** Expiry shown as `MM / YY`; a four-digit year is shortened to its last two digits. */
export function formatExpiry(input: string, caret: number = input.length): FormattedInput {
  const { month, year, padded } = splitExpiry(input);
  let typedBefore = countDigitsBefore(input, caret);
  if (padded && typedBefore > 0) typedBefore++;
  let shortYear = year.slice(0, 4);
  if (shortYear.length === 4) {
    // "12/2030" from autofill: the century digits go, and so does the caret's share of them.
    const yearDigitsBefore = Math.max(0, typedBefore - 2);
    typedBefore -= Math.min(2, yearDigitsBefore);
    shortYear = shortYear.slice(2);
  }
  const value = shortYear.length > 0 ? `${month} / ${shortYear}` : month;
  const digitCount = month.length + shortYear.length;
  return { value, caret: positionAfterDigits(value, Math.min(typedBefore, digitCount)) };
}

/** Expiry against `now` (the shopper's clock): empty, complete with month and year, or an error. */
export function validateExpiry(input: string, now: Date): ExpiryValidation {
  const { month, year } = splitExpiry(input);
  if (month.length === 0) return { empty: true, complete: false };
  if (month.length < 2) return { empty: false, complete: false, error: 'incomplete_expiry' };
  const m = Number(month);
  if (m < 1 || m > 12) return { empty: false, complete: false, error: 'invalid_expiry_month' };
  if (year.length < 2 || year.length === 3) {
    return { empty: false, complete: false, month: m, error: 'incomplete_expiry' };
  }
  if (year.length > 4) {
    return { empty: false, complete: false, month: m, error: 'invalid_expiry_year' };
  }
  const y = 2000 + (Number(year) % 100);
  const thisYear = now.getFullYear();
  const base = { empty: false, complete: false, month: m, year: y };
  if (y < thisYear) return { ...base, error: 'invalid_expiry_year_past' };
  if (y === thisYear && m < now.getMonth() + 1)
    return { ...base, error: 'invalid_expiry_month_past' };
  if (y > thisYear + MAX_YEARS_AHEAD) return { ...base, error: 'invalid_expiry_year' };
  return { ...base, complete: true };
}

/**
 * Expiry as the payment-method API wants it: a two-digit year gets 20 prefixed and the month
 * loses its leading zero ({ exp_month: '3', exp_year: '2030' }). Null until the input is complete.
 */
export function expiryForCreation(input: string): { exp_month: string; exp_year: string } | null {
  const { month, year } = splitExpiry(input);
  const m = Number(month);
  if (month.length !== 2 || m < 1 || m > 12) return null;
  if (year.length === 2) return { exp_month: String(m), exp_year: `20${year}` };
  if (year.length === 4) return { exp_month: String(m), exp_year: `20${year.slice(2)}` };
  return null;
}
