import { describe, expect, it } from 'vitest';
import {
  credentialCacheKey,
  isValidEmail,
  testBankFundingMarker,
  validateEmail,
} from './email-address.js';

describe('validateEmail', () => {
  it.each([
    ['', {}, { empty: true, complete: false, value: '', error: 'incomplete_email' }],
    ['   ', {}, { empty: true, complete: false, value: '', error: 'incomplete_email' }],
    [' Jane.Doe@Example.COM ', {}, { empty: false, complete: true, value: 'jane.doe@example.com' }],
    [
      'jane+shop@mail.example.co.uk',
      {},
      { empty: false, complete: true, value: 'jane+shop@mail.example.co.uk' },
    ],
    ['jane@', {}, { empty: false, complete: false, value: 'jane@', error: 'email_invalid' }],
    [
      'jane@example',
      {},
      { empty: false, complete: false, value: 'jane@example', error: 'email_invalid' },
    ],
    [
      'jane doe@example.com',
      {},
      { empty: false, complete: false, value: 'jane doe@example.com', error: 'email_invalid' },
    ],
    [
      'jane@@example.com',
      {},
      { empty: false, complete: false, value: 'jane@@example.com', error: 'email_invalid' },
    ],
    [
      'jane@example..com',
      {},
      { empty: false, complete: false, value: 'jane@example..com', error: 'email_invalid' },
    ],
    [
      'jane@example.c',
      {},
      { empty: false, complete: false, value: 'jane@example.c', error: 'email_invalid' },
    ],
    [
      'jane@exa',
      { autofilled: true },
      { empty: false, complete: false, value: 'jane@exa', error: 'incomplete_email_autofill' },
    ],
  ])('reads %j %j', (input, options, expected) => {
    expect(validateEmail(input, options)).toEqual(expected);
  });

  it('accepts international domains', () => {
    expect(isValidEmail('jöran@exämple.se')).toBe(true);
  });
});

describe('credentialCacheKey', () => {
  it.each([
    [' Jane@Example.com ', 'jane@example.com'],
    ['j\u2022\u2022\u2022@Example.com', 'j***@example.com'],
  ])('keys %j as %j', (email, key) => {
    expect(credentialCacheKey(email)).toBe(key);
  });
});

describe('testBankFundingMarker', () => {
  it.each([
    ['jane+disable_bank@example.com', 'disable_bank'],
    ['Jane+Multiple_Funding_Sources@example.com', 'multiple_funding_sources'],
    ['jane@example.com', null],
  ])('finds %s in %j', (email, marker) => {
    expect(testBankFundingMarker(email)).toBe(marker);
  });
});
