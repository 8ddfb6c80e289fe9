import { ApiError } from '../errors/api-error.js';
import { keyedFingerprint } from '../platform/fingerprints.js';

// Bank details as Stripe's API checks and shows them: the full numbers are reduced to what
// may be stored (last4, bank and branch codes, a keyed fingerprint) right here.

export function bankFingerprint(secret: string, value: string): string {
  return keyedFingerprint(secret, `bank:${value}`);
}

/** ISO 13616: move the first four characters to the end, letters to numbers, mod 97 is 1. */
export function isIbanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

// Where the bank and branch codes sit in a country's BBAN (after the 4 leading characters).
const BBAN_CODES: Readonly<Record<string, readonly [bank: number, branch: number]>> = {
  AT: [5, 0],
  BE: [3, 0],
  CH: [5, 0],
  DE: [8, 0],
  ES: [4, 4],
  FI: [3, 0],
  FR: [5, 5],
  GB: [4, 6],
  IE: [4, 6],
  IT: [6, 5],
  LU: [3, 0],
  NL: [4, 0],
  PT: [4, 4],
};

export interface SepaDetails {
  bank_code: string;
  branch_code: string;
  country: string;
  fingerprint: string;
  generated_from: { charge: null; setup_attempt: null };
  last4: string;
}

export function sepaDetails(input: string, secret: string): SepaDetails {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!isIbanValid(iban)) {
    throw new ApiError(
      'parameter_invalid_value',
      'Invalid sepa_debit[iban]: the IBAN is not valid (wrong format, length or check digits).',
      { param: 'sepa_debit[iban]' },
    );
  }
  const country = iban.slice(0, 2);
  // Italy's BBAN starts with a check character before the bank code.
  const offset = country === 'IT' ? 5 : 4;
  const [bank, branch] = BBAN_CODES[country] ?? [4, 0];
  return {
    bank_code: iban.slice(offset, offset + bank),
    branch_code: iban.slice(offset + bank, offset + bank + branch),
    country,
    fingerprint: bankFingerprint(secret, iban),
    generated_from: { charge: null, setup_attempt: null },
    last4: iban.slice(-4),
  };
}

/** ABA routing numbers: nine digits, weights 3-7-1 summing to a multiple of ten. */
export function isRoutingNumberValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(routing[i]), 0);
  return sum % 10 === 0;
}

function accountNumber(value: string | undefined, param: string, pattern: RegExp): string {
  const digits = (value ?? '').replace(/[\s-]/g, '');
  if (!pattern.test(digits)) {
    throw new ApiError('account_number_invalid', 'The account number provided is invalid.', {
      param,
    });
  }
  return digits;
}

export interface UsBankAccountInput {
  routing_number?: string | undefined;
  account_number?: string | undefined;
  account_holder_type?: string | undefined;
  account_type?: string | undefined;
}

/** `prefix` names the parameters in errors (the wallet's own call sends `bank_account`). */
export function usBankAccountDetails(
  input: UsBankAccountInput,
  secret: string,
  prefix = 'us_bank_account',
) {
  const routing = (input.routing_number ?? '').trim();
  if (!isRoutingNumberValid(routing)) {
    throw new ApiError('routing_number_invalid', 'The routing number provided is invalid.', {
      param: `${prefix}[routing_number]`,
    });
  }
  const account = accountNumber(input.account_number, `${prefix}[account_number]`, /^\d{4,17}$/);
  return {
    account_holder_type: input.account_holder_type ?? null,
    account_type: input.account_type ?? 'checking',
    bank_name: 'STRIPE TEST BANK',
    financial_connections_account: null,
    fingerprint: bankFingerprint(secret, `${routing}:${account}`),
    last4: account.slice(-4),
    networks: { preferred: 'ach', supported: ['ach'] },
    routing_number: routing,
    status_details: null,
  };
}

export function auBecsDetails(
  input: { bsb_number?: string | undefined; account_number?: string | undefined },
  secret: string,
) {
  const bsb = (input.bsb_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(bsb)) {
    throw new ApiError(
      'parameter_invalid_value',
      'Invalid au_becs_debit[bsb_number]: a BSB has 6 digits.',
      {
        param: 'au_becs_debit[bsb_number]',
      },
    );
  }
  const account = accountNumber(input.account_number, 'au_becs_debit[account_number]', /^\d{5,9}$/);
  return {
    bsb_number: bsb,
    fingerprint: bankFingerprint(secret, `${bsb}:${account}`),
    last4: account.slice(-4),
  };
}

export function bacsDetails(
  input: { sort_code?: string | undefined; account_number?: string | undefined },
  secret: string,
) {
  const sortCode = (input.sort_code ?? '').replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(sortCode)) {
    throw new ApiError(
      'parameter_invalid_value',
      'Invalid bacs_debit[sort_code]: a sort code has 6 digits.',
      {
        param: 'bacs_debit[sort_code]',
      },
    );
  }
  const account = accountNumber(input.account_number, 'bacs_debit[account_number]', /^\d{8}$/);
  return {
    fingerprint: bankFingerprint(secret, `${sortCode}:${account}`),
    last4: account.slice(-4),
    sort_code: sortCode,
  };
}
