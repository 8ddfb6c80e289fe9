// The checks a non-card source's create parameters go through before anything is stored.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { checkNonCardParams, isNonCardType, type NonCardType } from './non-card-sources.js';
import type { CreateSourceParams } from './source-params.js';

const redirect = { return_url: 'https://shop.example/back' };

function refusal(type: NonCardType, params: Omit<CreateSourceParams, 'type'>) {
  try {
    checkNonCardParams(type, { type, ...params });
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, param: error.param };
    throw error;
  }
  return null;
}

describe('isNonCardType', () => {
  it('knows the redirect types, 3-D Secure and SEPA debit, not card or unknown ones', () => {
    for (const type of [
      'ideal',
      'bancontact',
      'giropay',
      'sofort',
      'eps',
      'p24',
      'alipay',
      'sepa_debit',
      'three_d_secure',
    ]) {
      expect(isNonCardType(type)).toBe(true);
    }
    for (const type of ['card', 'three_d_secure_x', 'toString', '']) {
      expect(isNonCardType(type)).toBe(false);
    }
  });
});

describe('checkNonCardParams', () => {
  it('accepts a complete source of each type', () => {
    expect(refusal('ideal', { amount: 100, currency: 'EUR', redirect })).toBeNull();
    expect(
      refusal('ideal', { amount: 100, currency: 'eur', redirect, ideal: { bank: 'ing' } }),
    ).toBeNull();
    expect(
      refusal('bancontact', { amount: 1, currency: 'eur', redirect, owner: { name: 'A' } }),
    ).toBeNull();
    expect(
      refusal('sofort', { amount: 1, currency: 'eur', redirect, sofort: { country: 'at' } }),
    ).toBeNull();
    expect(
      refusal('p24', { amount: 1, currency: 'pln', redirect, owner: { email: 'a@b.co' } }),
    ).toBeNull();
    expect(refusal('alipay', { amount: 1, currency: 'usd', redirect })).toBeNull();
    expect(
      refusal('sepa_debit', { owner: { name: 'A' }, sepa_debit: { iban: 'DE89' } }),
    ).toBeNull();
  });

  it('names the parameter of each refusal', () => {
    const cases: [NonCardType, Omit<CreateSourceParams, 'type'>, string, string][] = [
      [
        'ideal',
        { token: 'tok_visa', amount: 1, currency: 'eur', redirect },
        'parameter_invalid_value',
        'token',
      ],
      [
        'ideal',
        { amount: 1, currency: 'eur', redirect, sepa_debit: { iban: 'x' } },
        'parameter_invalid_value',
        'sepa_debit',
      ],
      ['ideal', { amount: 0, currency: 'eur', redirect }, 'parameter_invalid_value', 'amount'],
      [
        'ideal',
        { amount: 1, currency: 'eur', redirect, flow: 'none' },
        'parameter_invalid_value',
        'flow',
      ],
      ['giropay', { amount: 1, currency: 'eur', redirect }, 'parameter_missing', 'owner[name]'],
      [
        'eps',
        { amount: 1, currency: 'chf', redirect, owner: { name: 'A' } },
        'parameter_invalid_value',
        'currency',
      ],
      ['sofort', { amount: 1, currency: 'eur', redirect }, 'parameter_missing', 'sofort[country]'],
      [
        'sepa_debit',
        { owner: { name: 'A' }, sepa_debit: { iban: 'x' }, usage: 'single_use' },
        'parameter_invalid_value',
        'usage',
      ],
      [
        'sepa_debit',
        { owner: { name: 'A' }, sepa_debit: { iban: 'x' }, flow: 'redirect' },
        'parameter_invalid_value',
        'flow',
      ],
      [
        'sepa_debit',
        { owner: { name: 'A' }, sepa_debit: { iban: 'x' }, currency: 'usd' },
        'parameter_invalid_value',
        'currency',
      ],
    ];
    for (const [type, params, code, param] of cases) {
      expect({ type, params, refused: refusal(type, params) }).toEqual({
        type,
        params,
        refused: { code, param },
      });
    }
  });
});
