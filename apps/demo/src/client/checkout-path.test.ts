import { describe, expect, it } from 'vitest';
import { checkoutPath } from './checkout-path.js';

describe('the checkout intent path', () => {
  it('asks for the express methods, for link, or for cards by variant', () => {
    expect(checkoutPath('express')).toBe('/api/checkout?express=1');
    expect(checkoutPath('express-shipping')).toBe('/api/checkout?express=1');
    expect(checkoutPath('link')).toBe('/api/checkout/link');
    expect(checkoutPath('link-shipping')).toBe('/api/checkout/link');
    expect(checkoutPath('link-bank')).toBe('/api/checkout/link?bank=1');
    expect(checkoutPath('link-pe')).toBe('/api/checkout/link');
    expect(checkoutPath('link-only')).toBe('/api/checkout/link?only=1');
    expect(checkoutPath('payment')).toBe('/api/checkout');
    expect(checkoutPath('shipping')).toBe('/api/checkout');
  });
});
