import { describe, expect, it } from 'vitest';
import { formatAmount } from './hosted-page.js';

// The amounts of the bank page and of the 3-D Secure challenge, from the API's minor units.
describe('formatAmount', () => {
  it.each([
    [1999, 'eur', '€19.99'],
    [2599, 'eur', '€25.99'],
    [500, 'jpy', '¥500'],
  ])('formats %i %s as %s', (amount, currency, text) => {
    expect(formatAmount(amount, currency)).toBe(text);
  });
});
