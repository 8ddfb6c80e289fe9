import { describe, expect, it } from 'vitest';
import { DEFAULT_BANKS, defaultBankFor, IDEAL_BANKS, isIdealBank } from './banks.js';
import {
  defaultCountryForCurrency,
  isAmountTooSmall,
  isZeroDecimalCurrency,
  minimumChargeAmount,
} from './currencies.js';
import {
  canUseBillingAsShipping,
  defaultCountryFor,
  getPaymentMethodSpec,
  isOfferedInCountry,
  isPaymentMethodAvailable,
  isPostalCodeRequired,
  isSaveEligible,
  isWithinAmountLimits,
  NAVER_PAY_FUNDING,
  NON_REDIRECT_PAYMENT_METHODS,
  POLLING_PAYMENT_METHODS,
  SOFORT_COUNTRIES,
} from './payment-method-rules.js';
import {
  EXTERNAL_PAYMENT_METHOD_TYPES,
  isExternalPaymentMethodType,
  PAYMENT_METHOD_SPECS,
} from './spec-table.js';

describe('payment method specs', () => {
  it.each([
    'card',
    'link',
    'au_becs_debit',
    'sepa_debit',
    'us_bank_account',
    'bacs_debit',
    'ideal',
    'fpx',
    'p24',
    'netbanking',
    'eps',
    'giropay',
    'sofort',
    'bancontact',
    'alipay',
    'affirm',
    'klarna',
    'upi',
    'cashapp',
    'paynow',
    'promptpay',
    'wechat_pay',
    'multibanco',
    'oxxo',
    'customer_balance',
    'mobilepay',
    'pay_by_bank',
    'alma',
    'zip',
    'demo_pay',
    'twint',
    'afterpay_clearpay',
    'boleto',
    'paypal',
    'amazon_pay',
    'naver_pay',
  ])('has a spec for %s', (type) => {
    expect(getPaymentMethodSpec(type)?.type).toBe(type);
  });

  it('knows nothing about unknown or inherited names', () => {
    expect(getPaymentMethodSpec('bitcoin')).toBeUndefined();
    expect(getPaymentMethodSpec('toString')).toBeUndefined();
  });

  it.each(POLLING_PAYMENT_METHODS)('polls for %s', (type) => {
    expect(getPaymentMethodSpec(type)).toMatchObject({
      flow: 'polling',
      polling: true,
      redirect: false,
    });
  });

  it.each(NON_REDIRECT_PAYMENT_METHODS)('neither redirects nor polls for %s', (type) => {
    expect(getPaymentMethodSpec(type)).toMatchObject({
      flow: 'display',
      polling: false,
      redirect: false,
    });
  });

  it.each([
    'ideal',
    'fpx',
    'p24',
    'netbanking',
    'eps',
    'giropay',
    'sofort',
    'bancontact',
    'klarna',
    'alipay',
  ])('redirects for %s', (type) => {
    expect(getPaymentMethodSpec(type)).toMatchObject({ flow: 'redirect', redirect: true });
  });

  it.each([
    ['cashapp', ['US']],
    ['mobilepay', ['DK', 'FI']],
    ['oxxo', ['MX']],
    ['pay_by_bank', ['GB']],
    ['alma', ['FR', 'IT', 'ES', 'BE', 'NL', 'LU']],
    ['zip', ['AU', 'US']],
    ['demo_pay', ['GB', 'US']],
    ['twint', ['CH']],
    ['giropay', ['DE']],
    ['eps', ['AT']],
    ['p24', ['PL']],
    ['sofort', ['AT', 'BE', 'DE', 'ES', 'NL']],
  ])('offers %s only in its countries %j', (type, countries) => {
    expect(getPaymentMethodSpec(type)?.allowedCountries).toEqual(countries);
  });

  it('lists the Sofort countries', () => {
    expect(SOFORT_COUNTRIES).toEqual(['AT', 'BE', 'DE', 'ES', 'NL']);
  });

  it('marks exactly the save-eligible methods', () => {
    const eligible = Object.values(PAYMENT_METHOD_SPECS)
      .filter((spec) => spec.saveEligible)
      .map((spec) => spec.type)
      .sort();
    expect(eligible).toEqual([
      'bacs_debit',
      'bancontact',
      'card',
      'ideal',
      'link',
      'sepa_debit',
      'sofort',
      'us_bank_account',
    ]);
    expect(isSaveEligible('klarna')).toBe(false);
    expect(isSaveEligible('nope')).toBe(false);
  });

  it('requires a mandate for debits and for bank redirects that save to SEPA', () => {
    expect(getPaymentMethodSpec('sepa_debit')?.mandate).toBe('always');
    expect(getPaymentMethodSpec('au_becs_debit')?.mandate).toBe('always');
    expect(getPaymentMethodSpec('ideal')?.mandate).toBe('when_saving');
    expect(getPaymentMethodSpec('card')?.mandate).toBe('never');
  });

  it('collects the Brazilian tax id for boleto', () => {
    expect(getPaymentMethodSpec('boleto')).toMatchObject({
      taxCountry: 'BR',
      alwaysCollectTaxInformation: true,
      fields: expect.arrayContaining(['taxId']),
    });
  });

  it('says which methods work off session', () => {
    expect(getPaymentMethodSpec('card')?.supportsOffSession).toBe(true);
    expect(getPaymentMethodSpec('sepa_debit')?.supportsOffSession).toBe(true);
    expect(getPaymentMethodSpec('fpx')?.supportsOffSession).toBe(false);
    expect(getPaymentMethodSpec('oxxo')?.supportsOffSession).toBe(false);
  });

  it('lists Naver Pay funding sources', () => {
    expect(NAVER_PAY_FUNDING).toEqual(['card', 'points']);
  });

  it('names the next action of every method that leaves one, as Stripe does', () => {
    for (const spec of Object.values(PAYMENT_METHOD_SPECS)) {
      if (spec.flow === 'redirect') expect(spec.nextAction).toBe('redirect_to_url');
      if (spec.flow === 'inline') expect(spec.nextAction).toBeNull();
      if (spec.flow === 'polling' || spec.flow === 'display')
        expect(spec.nextAction).not.toBeNull();
    }
    expect(getPaymentMethodSpec('oxxo')?.nextAction).toBe('oxxo_display_details');
    expect(getPaymentMethodSpec('customer_balance')?.nextAction).toBe(
      'display_bank_transfer_instructions',
    );
    expect(getPaymentMethodSpec('cashapp')?.nextAction).toBe(
      'cashapp_handle_redirect_or_display_qr_code',
    );
  });

  it('keeps pay-later amounts within the providers ranges', () => {
    expect(isWithinAmountLimits('affirm', 4999, 'usd')).toBe(false);
    expect(isWithinAmountLimits('affirm', 5000, 'USD')).toBe(true);
    expect(isWithinAmountLimits('afterpay_clearpay', 100001, 'gbp')).toBe(false);
    expect(isWithinAmountLimits('card', 1, 'usd')).toBe(true);
    expect(isPaymentMethodAvailable('affirm', { currency: 'usd', amount: 1000 })).toBe(false);
    expect(isPaymentMethodAvailable('affirm', { currency: 'usd', amount: 10000 })).toBe(true);
  });

  it('lists external methods apart from the spec table', () => {
    expect(EXTERNAL_PAYMENT_METHOD_TYPES.length).toBeGreaterThan(20);
    for (const type of EXTERNAL_PAYMENT_METHOD_TYPES) {
      expect(type.startsWith('external_')).toBe(true);
      expect(getPaymentMethodSpec(type)).toBeUndefined();
    }
    expect(isExternalPaymentMethodType('external_paypay')).toBe(true);
    expect(isExternalPaymentMethodType('paypal')).toBe(false);
  });
});

describe('availability', () => {
  it.each([
    ['card', 'jpy', undefined, true],
    ['ideal', 'eur', 'NL', true],
    ['ideal', 'usd', 'NL', false],
    ['sofort', 'eur', 'FR', false],
    ['sofort', 'eur', 'de', true],
    ['fpx', 'myr', undefined, true],
    ['p24', 'pln', 'PL', true],
    ['unknown', 'usd', undefined, false],
  ] as const)('%s in %s for %s -> %s', (type, currency, country, expected) => {
    expect(isPaymentMethodAvailable(type, { currency, ...(country ? { country } : {}) })).toBe(
      expected,
    );
  });
});

describe('offered in a billing country', () => {
  it.each([
    ['card', 'JP', true],
    ['ideal', 'NL', true],
    ['ideal', 'de', false],
    ['klarna', 'US', true],
    ['klarna', 'JP', false],
    ['wechat_pay', 'BR', true],
    ['ideal', '', true],
    ['unknown', 'US', false],
  ] as const)('%s for %j -> %s', (type, country, expected) => {
    expect(isOfferedInCountry(type, country)).toBe(expected);
  });
});

describe('default countries', () => {
  it.each([
    ['usd', 'US'],
    ['gbp', 'GB'],
    ['aud', 'AU'],
    ['cad', 'CA'],
    ['eur', 'FR'],
    ['EUR', 'FR'],
    ['mxn', 'MX'],
    ['sgd', 'SG'],
    ['jpy', 'US'],
  ])('defaults %s to %s', (currency, country) => {
    expect(defaultCountryForCurrency(currency)).toBe(country);
  });

  it.each([
    ['card', 'gbp', 'GB'],
    ['sofort', 'eur', 'DE'],
    ['alma', 'eur', 'FR'],
    ['mobilepay', 'dkk', 'DK'],
    ['zip', 'usd', 'US'],
    ['zip', 'aud', 'AU'],
  ])('preselects for %s in %s the country %s', (type, currency, country) => {
    expect(defaultCountryFor(type, currency)).toBe(country);
  });
});

describe('banks', () => {
  it('offers the 14 iDEAL banks in order', () => {
    expect(IDEAL_BANKS.map((bank) => bank.name)).toEqual([
      'ABN Amro',
      'ASN Bank',
      'bunq',
      'ING',
      'Knab',
      'N26',
      'Nationale-Nederlanden',
      'Rabobank',
      'RegioBank',
      'Revolut',
      'SNS Bank',
      'Triodos',
      'Van Lanschot Kempen',
      'Yoursafe',
    ]);
    expect(new Set(IDEAL_BANKS.map((bank) => bank.id)).size).toBe(14);
    expect(isIdealBank('rabobank')).toBe(true);
    expect(isIdealBank('barclays')).toBe(false);
  });

  it('preselects maybank2u for fpx and alior_bank for p24', () => {
    expect(DEFAULT_BANKS).toEqual({ fpx: 'maybank2u', p24: 'alior_bank' });
    expect(defaultBankFor('fpx')).toBe('maybank2u');
    expect(defaultBankFor('ideal')).toBeUndefined();
  });
});

describe('currencies', () => {
  it.each([
    [49, 'usd', true],
    [50, 'usd', false],
    [49, 'eur', true],
    [29, 'gbp', true],
    [30, 'gbp', false],
    [49, 'JPY', true],
    [50, 'jpy', false],
    [1, 'xyz', false],
  ])('amount %s %s too small -> %s', (amount, currency, expected) => {
    expect(isAmountTooSmall(amount, currency)).toBe(expected);
  });

  it('knows the documented minimums', () => {
    expect([
      minimumChargeAmount('usd'),
      minimumChargeAmount('eur'),
      minimumChargeAmount('gbp'),
    ]).toEqual([50, 50, 30]);
    expect(minimumChargeAmount('jpy')).toBe(50);
  });

  it.each([
    ['jpy', true],
    ['krw', true],
    ['VND', true],
    ['usd', false],
    ['eur', false],
  ])('%s zero-decimal -> %s', (currency, expected) => {
    expect(isZeroDecimalCurrency(currency)).toBe(expected);
  });
});

describe('billing fields', () => {
  it.each([
    ['card', undefined, true],
    ['saved', 'auto', true],
    ['sepa_debit', { name: 'auto' }, true],
    ['bacs_debit', undefined, true],
    ['boleto', undefined, true],
    ['afterpay_clearpay', undefined, true],
    ['card', 'never', false],
    ['card', { address: { postalCode: 'never' } }, false],
    ['card', { email: 'never' }, false],
    ['ideal', undefined, false],
    ['klarna', 'auto', false],
  ] as const)('billing as shipping for %s with %j -> %s', (type, option, expected) => {
    expect(canUseBillingAsShipping(type, option)).toBe(expected);
  });

  it.each([
    [undefined, 'card', true],
    ['auto', 'card', true],
    ['never', 'card', false],
    ['if_required', 'card', false],
    ['if_required', 'sepa_debit', true],
  ] as const)('postal code with option %s for %s required -> %s', (option, type, expected) => {
    expect(isPostalCodeRequired(option, type)).toBe(expected);
  });
});
