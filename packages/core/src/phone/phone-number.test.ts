import { describe, expect, it } from 'vitest';
import {
  formatPhoneE164,
  formatPhoneInternational,
  isPhoneFieldShown,
  isPhoneRequired,
  validatePhone,
} from './phone-number.js';

describe('validatePhone', () => {
  it.each([
    ['', {}, { empty: true, complete: false }],
    ['  ', { required: true }, { empty: true, complete: false, error: 'empty_phone_number' }],
    [
      '(201) 555-0123',
      { country: 'US' },
      { empty: false, complete: true, e164: '+12015550123', country: 'US' },
    ],
    [
      '+44 20 7946 0958',
      {},
      { empty: false, complete: true, e164: '+442079460958', country: 'GB' },
    ],
    [
      '020 7946 0958',
      { country: 'gb' },
      { empty: false, complete: true, e164: '+442079460958', country: 'GB' },
    ],
    ['555', { country: 'US' }, { empty: false, complete: false, error: 'invalid_phone_number' }],
    ['2015550123', {}, { empty: false, complete: false, error: 'invalid_phone_number' }],
    [
      'not a phone',
      { country: 'US' },
      { empty: false, complete: false, error: 'invalid_phone_number' },
    ],
    [
      '(201) 555-0123',
      { country: 'XX' },
      { empty: false, complete: false, error: 'invalid_phone_number' },
    ],
  ])('reads %j with %j', (input, options, expected) => {
    expect(validatePhone(input, options)).toEqual(expected);
  });

  it('formats to E.164 and for display', () => {
    expect(formatPhoneE164('201-555-0123', 'US')).toBe('+12015550123');
    expect(formatPhoneE164('12', 'US')).toBeNull();
    expect(formatPhoneInternational('2015550123', 'US')).toBe('+1 201 555 0123');
  });
});

describe('phone field settings', () => {
  it.each([
    ['always', 'always', true, true],
    ['always', 'auto', true, false],
    ['always', 'never', true, false],
    ['auto', 'always', false, false],
    ['never', 'always', false, false],
    [undefined, undefined, false, false],
  ] as const)(
    'fields.phone %s with required %s: shown %s, required %s',
    (field, required, shown, req) => {
      expect(isPhoneFieldShown(field)).toBe(shown);
      expect(isPhoneRequired(field, required)).toBe(req);
    },
  );
});
