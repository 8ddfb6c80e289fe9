import { describe, expect, it } from 'vitest';
import { buildCardPayload } from './card-payload.js';
import { fullExpiryYear, savedCardUpdate } from './saved-card-update.js';

const now = new Date(2026, 10, 21);

describe('buildCardPayload', () => {
  it('builds the API card with a 20-prefixed year and no month leading zero', () => {
    expect(
      buildCardPayload({ number: '4242 4242 4242 4242', expiry: '03 / 30', cvc: '123' }, { now }),
    ).toEqual({
      ok: true,
      brand: 'visa',
      card: { number: '4242424242424242', exp_month: '3', exp_year: '2030', cvc: '123' },
    });
  });

  it('leaves out an empty CVC unless the split card requires it', () => {
    const values = { number: '4242424242424242', expiry: '12/30' };
    expect(buildCardPayload(values, { now })).toMatchObject({
      ok: true,
      card: { exp_month: '12' },
    });
    expect(buildCardPayload(values, { now, requireCvc: true })).toEqual({
      ok: false,
      field: 'cvc',
      code: 'incomplete_cvc',
    });
  });

  it.each([
    [{ number: '', expiry: '12/30' }, 'number', 'incomplete_number'],
    [{ number: '4242424242424241', expiry: '12/30' }, 'number', 'invalid_number'],
    [{ number: '4242424242424242', expiry: '' }, 'expiry', 'incomplete_expiry'],
    [{ number: '4242424242424242', expiry: '12/24' }, 'expiry', 'invalid_expiry_year_past'],
    [{ number: '4242424242424242', expiry: '12/30', cvc: '12' }, 'cvc', 'incomplete_cvc'],
  ])('rejects %j at %s with %s', (values, field, code) => {
    expect(buildCardPayload(values, { now })).toEqual({ ok: false, field, code });
  });
});

describe('savedCardUpdate', () => {
  const saved = {
    exp_month: 3,
    exp_year: 2030,
    preferred_network: 'visa',
    nickname: 'Work',
    address: { postal_code: '94107', country: 'US' },
  };

  it('skips the update when nothing changed (two-digit year and padded nickname included)', () => {
    expect(
      savedCardUpdate(saved, { ...saved, exp_month: '3', exp_year: '30', nickname: ' Work ' }),
    ).toBeNull();
  });

  it('sends only what changed', () => {
    expect(
      savedCardUpdate(saved, {
        ...saved,
        exp_year: 31,
        nickname: ' Home ',
        address: { postal_code: '10001', country: 'US' },
      }),
    ).toEqual({
      exp_year: 2031,
      nickname: 'Home',
      address: { postal_code: '10001', country: 'US' },
    });
    expect(savedCardUpdate(saved, { ...saved, preferred_network: 'cartes_bancaires' })).toEqual({
      preferred_network: 'cartes_bancaires',
    });
  });

  it('adds 2000 to two-digit years only', () => {
    expect(fullExpiryYear('30')).toBe(2030);
    expect(fullExpiryYear(2031)).toBe(2031);
  });
});
