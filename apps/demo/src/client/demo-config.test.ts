import { describe, expect, it } from 'vitest';
import { formatAmount, linkTo, readDemoConfig } from './demo-config.js';

const root = { dataset: { publishableKey: 'pk_test_1', providerUrl: 'http://127.0.0.1:4242' } };
const read = (search: string) => readDemoConfig(root as unknown as HTMLElement, search);

describe('readDemoConfig', () => {
  it.each([
    ['', 'kassa'],
    ['?bindings=stripe', 'stripe'],
    ['?bindings=stripe-v2', 'stripe-v2'],
    ['?bindings=stripe-v6', 'stripe-v6'],
    ['?bindings=stripe-v7', 'kassa'],
    ['?bindings=stripe-v1', 'kassa'],
    ['?bindings=<script>', 'kassa'],
  ])('reads %j as the %s bindings', (search, bindings) => {
    expect(read(search).bindings).toBe(bindings);
  });

  it('keeps an older major when linking to the next page', () => {
    expect(linkTo('/success', read('?bindings=stripe-v4&element=card'))).toBe(
      '/success?bindings=stripe-v4&element=card',
    );
  });
});

describe('formatAmount', () => {
  it.each([
    [2500, 'usd', '$25.00'],
    [2500, 'eur', '€25.00'],
    [3800, 'jpy', '¥3,800'],
    [35000, 'krw', '₩35,000'],
  ])('shows %d %s (minor units) as %s', (amount, currency, shown) => {
    expect(formatAmount(amount, currency)).toBe(shown);
  });
});
