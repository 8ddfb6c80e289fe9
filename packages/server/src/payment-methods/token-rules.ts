import { ApiError } from '../errors/api-error.js';
import { keyedFingerprint } from '../platform/fingerprints.js';
import { randomBase62 } from '../platform/ids.js';
import type { TokenBankAccount } from './token-object.js';
import type { BankAccountParams, CreateTokenParams, PersonParams } from './token-params.js';

function invalid(param: string, message: string): ApiError {
  return new ApiError('parameter_invalid_value', message, { param });
}

/** Token parameter ranges Stripe enforces: ssn_last_4, dob and percent_ownership. */
export function checkPerson(person: PersonParams | undefined, prefix: string): void {
  if (!person) return;
  if (person.ssn_last_4 !== undefined && !/^\d{4}$/.test(person.ssn_last_4)) {
    throw invalid(
      `${prefix}[ssn_last_4]`,
      `Invalid ${prefix}[ssn_last_4]: must be exactly 4 digits`,
    );
  }
  const dob = person.dob;
  if (dob && (dob.day === undefined || dob.day < 1 || dob.day > 31)) {
    throw invalid(`${prefix}[dob][day]`, 'Invalid day of birth: must be between 1 and 31');
  }
  if (dob && (dob.month === undefined || dob.month < 1 || dob.month > 12)) {
    throw invalid(`${prefix}[dob][month]`, 'Invalid month of birth: must be between 1 and 12');
  }
  const percent = person.relationship?.percent_ownership;
  if (percent !== undefined) {
    const value = Number(percent);
    if (!/^\d+(\.\d+)?$/.test(percent) || value < 0 || value > 100) {
      throw invalid(
        `${prefix}[relationship][percent_ownership]`,
        'Invalid percent_ownership: must be a number between 0 and 100',
      );
    }
  }
}

/** Account tokens: the person rules for the individual, and accepted terms must say true. */
export function checkAccount(account: NonNullable<CreateTokenParams['account']>): void {
  checkPerson(account.individual, 'account[individual]');
  if (account.tos_shown_and_accepted === false) {
    throw invalid(
      'account[tos_shown_and_accepted]',
      'Invalid account[tos_shown_and_accepted]: can only be set to true',
    );
  }
}

const TOKEN_KINDS = ['card', 'bank_account', 'pii', 'cvc_update', 'account', 'person'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Exactly one kind of data per token. */
export function tokenKind(params: CreateTokenParams): TokenKind {
  const given = TOKEN_KINDS.filter((kind) => params[kind] !== undefined);
  if (given.length === 0) {
    throw new ApiError(
      'parameter_missing',
      `You must supply one of these parameters: ${TOKEN_KINDS.join(', ')}.`,
      { param: 'card' },
    );
  }
  if (given.length > 1) {
    throw invalid(
      given[1] ?? 'card',
      `You may only specify one of these parameters: ${given.join(', ')}.`,
    );
  }
  return given[0] as TokenKind;
}

export function checkCvcUpdate(cvc: string): void {
  if (!/^\d{3,4}$/.test(cvc)) {
    throw new ApiError('invalid_cvc', "Your card's security code is invalid.", {
      param: 'cvc_update[cvc]',
    });
  }
}

/** A bank account reduced to what a token shows: last4, a keyed fingerprint, the bank. */
export function bankAccountObject(
  input: BankAccountParams,
  fingerprintSecret: string,
): TokenBankAccount {
  const account = input.account_number ?? '';
  const country = (input.country ?? '').toUpperCase();
  if (!/^[A-Z0-9]{4,34}$/i.test(account)) {
    throw new ApiError('account_number_invalid', 'The account number is invalid.', {
      param: 'bank_account[account_number]',
    });
  }
  const routing = input.routing_number ?? null;
  if (country === 'US' && !/^\d{9}$/.test(routing ?? '')) {
    throw new ApiError('routing_number_invalid', 'Routing number must have 9 digits', {
      param: 'bank_account[routing_number]',
    });
  }
  return {
    id: `ba_${randomBase62(24)}`,
    object: 'bank_account',
    account_holder_name: input.account_holder_name ?? null,
    account_holder_type: input.account_holder_type ?? null,
    account_type: input.account_type ?? null,
    bank_name: 'STRIPE TEST BANK',
    country,
    currency: (input.currency ?? (country === 'US' ? 'usd' : 'eur')).toLowerCase(),
    fingerprint: keyedFingerprint(fingerprintSecret, `${country}:${routing ?? ''}:${account}`),
    last4: account.slice(-4),
    routing_number: routing,
    status: 'new',
  };
}
