// The bank details the payment element and the bank elements collect, checked before anything
// is sent: each rule returns an error code (the UI turns it into words) or null when valid.

/** IBAN lengths by country (the SWIFT IBAN registry), for the countries bank debits reach. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

export type IbanErrorCode =
  | 'incomplete_iban'
  | 'invalid_iban'
  | 'invalid_iban_country_code'
  | 'invalid_iban_start';

/** The IBAN as it is sent: spaces dropped, letters upper-cased. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Groups of four, as the IBAN is printed on a bank card or statement. */
export function formatIban(input: string): string {
  return normalizeIban(input)
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();
}

/** ISO 13616's check: the digits, letters counted from A = 10, modulo 97 leave 1. */
function ibanChecksumValid(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

/**
 * An IBAN's error: its start must be a country code of a country that has IBANs (and, when
 * given, one of `countries`), then its country's length, then the check digits.
 */
export function ibanError(input: string, countries?: readonly string[]): IbanErrorCode | null {
  const iban = normalizeIban(input);
  if (iban === '') return 'incomplete_iban';
  if (!/^[A-Z]+$/.test(iban.slice(0, 2))) return 'invalid_iban_start';
  if (iban.length < 2) return 'incomplete_iban';
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined || (countries !== undefined && !countries.includes(country))) {
    return 'invalid_iban_country_code';
  }
  if (!/^[A-Z]{2}\d{0,2}$|^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'invalid_iban';
  if (iban.length < length) return 'incomplete_iban';
  if (iban.length > length || !ibanChecksumValid(iban)) return 'invalid_iban';
  return null;
}

/** The country an IBAN belongs to, once its first two letters are typed. */
export function ibanCountry(input: string): string | null {
  const country = normalizeIban(input).slice(0, 2);
  return Object.hasOwn(IBAN_LENGTHS, country) ? country : null;
}

export type BankNumberErrorCode =
  | 'incomplete_au_bank_account_bsb'
  | 'incomplete_au_bank_account_number'
  | 'incomplete_sort_code'
  | 'incomplete_account_number'
  | 'incomplete_tax_id'
  | 'invalid_tax_id';

const digits = (input: string): string => input.replace(/[\s-]/g, '');

/** An Australian BSB: six digits, typed as 000-000. */
export function bsbError(input: string): BankNumberErrorCode | null {
  return /^\d{6}$/.test(digits(input)) ? null : 'incomplete_au_bank_account_bsb';
}

/** An Australian account number: 5 to 9 digits. */
export function auAccountNumberError(input: string): BankNumberErrorCode | null {
  return /^\d{5,9}$/.test(digits(input)) ? null : 'incomplete_au_bank_account_number';
}

/** A UK sort code: six digits, typed as 10-88-00. */
export function sortCodeError(input: string): BankNumberErrorCode | null {
  return /^\d{6}$/.test(digits(input)) ? null : 'incomplete_sort_code';
}

/** A UK account number: eight digits. */
export function bacsAccountNumberError(input: string): BankNumberErrorCode | null {
  return /^\d{8}$/.test(digits(input)) ? null : 'incomplete_account_number';
}

/** Digits only, as BSB, sort code, account number and tax id are sent. */
export function bankDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** Digits formatted in groups joined by '-': 123-456 for a BSB, 10-88-00 for a sort code. */
export function groupDigits(input: string, groups: readonly number[]): string {
  const raw = bankDigits(input);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= raw.length) break;
    parts.push(raw.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** A check digit of a CPF or CNPJ: weighted sum modulo 11, 0 for a remainder under 2. */
function checkDigit(numbers: readonly number[], weights: readonly number[]): number {
  const sum = numbers.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * A Brazilian tax id as Boleto needs it: a CPF (11 digits, individuals) or a CNPJ (14 digits,
 * companies), with both of its check digits right; all-equal digits are never valid.
 */
export function brazilTaxIdError(input: string): BankNumberErrorCode | null {
  const raw = bankDigits(input);
  if (raw.length !== 11 && raw.length !== 14) {
    return raw.length < 14 ? 'incomplete_tax_id' : 'invalid_tax_id';
  }
  if (/^(\d)\1+$/.test(raw)) return 'invalid_tax_id';
  const numbers = [...raw].map(Number);
  const body = numbers.slice(0, -2);
  const weights =
    raw.length === 11
      ? [
          [10, 9, 8, 7, 6, 5, 4, 3, 2],
          [11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
        ]
      : [
          [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
          [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
        ];
  const first = checkDigit(body, weights[0] ?? []);
  const second = checkDigit([...body, first], weights[1] ?? []);
  return numbers.at(-2) === first && numbers.at(-1) === second ? null : 'invalid_tax_id';
}
