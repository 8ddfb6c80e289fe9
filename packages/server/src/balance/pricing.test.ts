import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, disputeFee, PRICING, pricingOf, processingFee } from './pricing.js';

describe('processingFee', () => {
  it('takes 2.9% + 30 cents from a US dollar payment', () => {
    expect(processingFee(2000, 'usd')).toBe(88);
    expect(processingFee(10_000, 'usd')).toBe(320);
  });

  it('rounds the percentage half up to a whole minor unit', () => {
    // 2.9% of 50 is 1.45 -> 1; of 150 is 4.35 -> 4; of 1050 is 30.45 -> 30; of 2550 is 73.95 -> 74
    expect(processingFee(50, 'usd')).toBe(31);
    expect(processingFee(150, 'usd')).toBe(34);
    expect(processingFee(1050, 'usd')).toBe(60);
    expect(processingFee(2550, 'usd')).toBe(104);
  });

  it("applies each currency's own rate and fixed part", () => {
    expect(processingFee(2000, 'eur')).toBe(55);
    expect(processingFee(2000, 'gbp')).toBe(50);
    expect(processingFee(2000, 'jpy')).toBe(72);
  });

  it('uses the default rate, without a fixed part, for a currency not in the table', () => {
    expect(pricingOf('chf')).toBe(DEFAULT_PRICING);
    expect(processingFee(2000, 'chf')).toBe(58);
  });

  it('never takes more than the amount, nor anything from nothing', () => {
    expect(processingFee(20, 'usd')).toBe(20);
    expect(processingFee(0, 'usd')).toBe(0);
  });

  it('has a chargeback fee for every priced currency', () => {
    expect(disputeFee('usd')).toBe(1500);
    expect(disputeFee('eur')).toBe(2000);
    expect(disputeFee('xyz')).toBe(DEFAULT_PRICING.disputeFee);
    for (const pricing of Object.values(PRICING)) expect(pricing.disputeFee).toBeGreaterThan(0);
  });
});
