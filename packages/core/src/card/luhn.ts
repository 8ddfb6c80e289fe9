import { digitValue } from './digits.js';

/** Luhn (mod 10) check over the digits of `digits`; false when there is no digit at all. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  let count = 0;
  for (let i = digits.length - 1; i >= 0; i--) {
    const d = digitValue(digits.charCodeAt(i));
    if (d < 0) continue;
    if (count % 2 === 1) sum += d > 4 ? d * 2 - 9 : d * 2;
    else sum += d;
    count++;
  }
  return count > 0 && sum % 10 === 0;
}

/** The digit that, appended to `payload`, makes it Luhn-valid. */
export function luhnCheckDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) {
    if (isLuhnValid(payload + d)) return String(d);
  }
  return '0';
}
