// Full-width digits (U+FF10–U+FF19) come from East Asian IMEs; shoppers expect them to count.
const FULL_WIDTH_ZERO = 0xff10;
const FULL_WIDTH_NINE = 0xff19;
const ASCII_ZERO = 0x30;
const ASCII_NINE = 0x39;

/** Digit value of the UTF-16 code unit, or -1 when it is not an ASCII or full-width digit. */
export function digitValue(code: number): number {
  if (code >= ASCII_ZERO && code <= ASCII_NINE) return code - ASCII_ZERO;
  if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_NINE) return code - FULL_WIDTH_ZERO;
  return -1;
}

/** Full-width digits to ASCII; everything that is not a digit is dropped. */
export function normalizeDigits(input: string): string {
  let out = '';
  for (let i = 0; i < input.length; i++) {
    const d = digitValue(input.charCodeAt(i));
    if (d >= 0) out += String.fromCharCode(ASCII_ZERO + d);
  }
  return out;
}

/** Number of digits in `input` before position `end`. */
export function countDigitsBefore(input: string, end: number): number {
  let n = 0;
  const stop = Math.min(Math.max(end, 0), input.length);
  for (let i = 0; i < stop; i++) if (digitValue(input.charCodeAt(i)) >= 0) n++;
  return n;
}

/** Position just after the `count`-th digit of `value` (0 when count is 0). */
export function positionAfterDigits(value: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (digitValue(value.charCodeAt(i)) >= 0 && ++seen === count) return i + 1;
  }
  return value.length;
}
