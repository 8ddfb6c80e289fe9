import { describe, expect, it } from 'vitest';
import { adaptivePricingApplies, adaptivePricingParams } from './adaptive-pricing.js';
import { isBillingMismatch, postalCodesMatch } from './billing-match.js';
import { checkDeferredConfirm, resolveIntentType } from './intent-type.js';
import { challengeWindowSize } from './three-ds.js';

describe('resolveIntentType', () => {
  it.each([
    [
      { mode: 'payment', amount: 1000 },
      { type: 'payment', setupFutureUsage: null },
    ],
    [
      { mode: 'payment', amount: 1000, setup_future_usage: 'on_session' },
      { type: 'payment', setupFutureUsage: 'on_session' },
    ],
    [{ mode: 'setup' }, { type: 'setup', setupFutureUsage: 'off_session' }],
    [
      { mode: 'subscription', amount: 1500 },
      { type: 'payment', setupFutureUsage: 'off_session' },
    ],
    [
      { mode: 'subscription', amount: 0 },
      { type: 'payment', setupFutureUsage: 'off_session' },
    ],
    [{ mode: 'subscription' }, { type: 'setup', setupFutureUsage: 'off_session' }],
    [
      { mode: 'subscription', amount: null },
      { type: 'setup', setupFutureUsage: 'off_session' },
    ],
    [{ mode: 'rental' }, null],
  ] as const)('resolves %j', (options, expected) => {
    expect(resolveIntentType(options)).toEqual(expected);
  });
});

describe('checkDeferredConfirm', () => {
  it.each([
    ['confirmPayment', { mode: 'payment', amount: 1000 }, null],
    ['confirmPayment', { mode: 'payment' }, 'payment_mode_requires_amount'],
    ['confirmPayment', { mode: 'setup' }, 'confirm_payment_requires_payment_mode'],
    ['confirmPayment', { mode: 'subscription', amount: 500 }, null],
    ['confirmSetup', { mode: 'setup' }, null],
    ['confirmSetup', { mode: 'subscription' }, null],
    ['confirmSetup', { mode: 'payment', amount: 1000 }, 'confirm_setup_requires_setup_mode'],
    ['confirmSetup', { mode: 'other' }, 'unexpected_deferred_mode'],
  ] as const)('%s with %j gives %j', (method, options, error) => {
    expect(checkDeferredConfirm(method, options)).toBe(error);
  });
});

describe('billing mismatch', () => {
  it.each([
    ['94107', '94107-1234', 'US', true],
    ['94107 ', ' 9 4107', 'US', true],
    ['94107', '94108', 'US', false],
    ['SW1A 1AA', 'sw1a1aa', 'GB', true],
    ['SW1A 1AA', 'SW1A 1AB', 'GB', false],
    ['K1A 0B1', 'K1A0B1', 'CA', true],
  ])('%j and %j match in %s: %s', (a, b, country, match) => {
    expect(postalCodesMatch(a, b, country)).toBe(match);
  });

  it.each([
    [{ postal_code: '94107', country: 'US' }, { postal_code: '94107-0001', country: 'US' }, false],
    [{ postal_code: '94107', country: 'US' }, { postal_code: '10001', country: 'US' }, true],
    [{ postal_code: '94107', country: 'US' }, { postal_code: '94107', country: 'CA' }, true],
    [{ postal_code: '94107', country: 'US' }, { country: 'us' }, false],
    [{ country: 'US' }, { postal_code: '94107', country: 'US' }, false],
  ])('saved %j and given %j mismatch: %s', (saved, given, mismatch) => {
    expect(isBillingMismatch(saved, given)).toBe(mismatch);
  });
});

describe('challengeWindowSize', () => {
  it.each([
    [320, '01'],
    [389, '01'],
    [390, '02'],
    [499, '02'],
    [500, '03'],
    [599, '03'],
    [600, '04'],
    [767, '04'],
    [768, '05'],
    [1920, '05'],
  ])('gives %i px %s', (width, size) => {
    expect(challengeWindowSize(width, true)).toBe(size);
  });

  it('gives none when the challenge is not hosted', () => {
    expect(challengeWindowSize(320, false)).toBeNull();
  });
});

describe('adaptive pricing', () => {
  it.each([
    [{ fxQuoteId: 'fxq_1', activeCurrency: 'eur', integrationCurrency: 'usd' }, true],
    [{ fxQuoteId: 'fxq_1', activeCurrency: 'USD', integrationCurrency: 'usd' }, false],
    [{ activeCurrency: 'eur', integrationCurrency: 'usd' }, false],
    [{ fxQuoteId: 'fxq_1', integrationCurrency: 'usd' }, false],
    [null, false],
  ])('applies to %j: %s', (state, applies) => {
    expect(adaptivePricingApplies(state)).toBe(applies);
  });

  it('adds the quote and currency only when it applies', () => {
    expect(
      adaptivePricingParams({
        fxQuoteId: 'fxq_1',
        activeCurrency: 'eur',
        integrationCurrency: 'usd',
      }),
    ).toEqual({ fx_quote: 'fxq_1', abstracted_presentment_currency: 'eur' });
    expect(
      adaptivePricingParams({
        fxQuoteId: 'fxq_1',
        activeCurrency: 'usd',
        integrationCurrency: 'usd',
      }),
    ).toEqual({});
  });
});
