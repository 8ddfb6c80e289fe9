import { describe, expect, it } from 'vitest';
import { isSupportedCurrency } from '../platform/currencies.js';
import { convertAmount, exchangeRate, hasRate, UNITS_PER_USD } from './fx-rates.js';

describe('the offline FX rate table', () => {
  it('holds only currencies Kassa takes, each with a positive rate', () => {
    for (const [currency, rate] of Object.entries(UNITS_PER_USD)) {
      expect(isSupportedCurrency(currency), currency).toBe(true);
      expect(Number(rate), currency).toBeGreaterThan(0);
    }
    expect(UNITS_PER_USD.usd).toBe('1');
  });

  it('quotes what one unit of a currency buys in another', () => {
    expect(exchangeRate('usd', 'eur')).toBe(0.92);
    expect(exchangeRate('eur', 'usd')).toBe(1.08695652);
    expect(exchangeRate('gbp', 'jpy')).toBe(189.873418);
    expect(exchangeRate('chf', 'chf')).toBe(1);
  });

  it('rounds to the minor unit of the target currency, half away from zero', () => {
    // 10.00 USD is 9.20 EUR exactly.
    expect(convertAmount(1000, 'usd', 'eur')).toBe(920);
    // 10.00 USD = 1500 JPY: jpy has no minor unit.
    expect(convertAmount(1000, 'usd', 'jpy')).toBe(1500);
    // 1 JPY = 0.00666… USD → 0.01 USD.
    expect(convertAmount(1, 'jpy', 'usd')).toBe(1);
    // 0.01 USD = 1.5 JPY → 2 JPY (half away from zero).
    expect(convertAmount(1, 'usd', 'jpy')).toBe(2);
    expect(convertAmount(-1, 'usd', 'jpy')).toBe(-2);
    // 12.34 EUR → USD: 1234 / 0.92 = 1341.304… → 1341.
    expect(convertAmount(1234, 'eur', 'usd')).toBe(1341);
    // 0.05 EUR → KRW: 0.05 / 0.92 * 1330 = 72.28 → 72.
    expect(convertAmount(5, 'eur', 'krw')).toBe(72);
    // 0.25 USD × 0.92 = 0.23 EUR exactly.
    expect(convertAmount(25, 'usd', 'eur')).toBe(23);
    // 1 XOF → XAF at the same rate is 1: no floating drift.
    expect(convertAmount(123_456, 'xof', 'xaf')).toBe(123_456);
    expect(convertAmount(0, 'usd', 'eur')).toBe(0);
  });

  it('is exact where binary floating point is not', () => {
    // 0.92 * 1005 = 924.6 in decimal; binary floats would give 924.5999…
    expect(convertAmount(1005, 'usd', 'eur')).toBe(925);
    // 100.00 USD → 92.00 EUR → 100.00 USD: the round trip lands where it started.
    const back = convertAmount(convertAmount(10_000, 'usd', 'eur'), 'eur', 'usd');
    expect(back).toBe(10_000);
  });

  it('refuses a currency the table lacks, naming the param', () => {
    expect(hasRate('afn')).toBe(false);
    expect(() => convertAmount(100, 'usd', 'afn', 'currency_options')).toThrowError(
      expect.objectContaining({ param: 'currency_options', status: 400 }),
    );
  });
});
