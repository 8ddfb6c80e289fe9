import type { Stripe } from '@stripe/stripe-js';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Elements } from './elements-provider.js';
import { parseStripeProp } from './stripe-prop.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SECRET_KEYS = [
  'sk_test_51Hx0secret',
  'sk_live_51Hx0secret',
  'rk_test_51Hx0restricted',
  'rk_live_51Hx0restricted',
];

describe('the stripe prop', () => {
  it.each(SECRET_KEYS)('never repeats the secret key %s in the error <Elements> throws', (key) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const renderWith = () => render(<Elements stripe={key as unknown as Stripe} />);
    expect(renderWith).toThrow('but received [redacted]. Create the instance once');
    expect(renderWith).not.toThrow(key);
  });

  it('never repeats a secret key that a Promise resolved to', async () => {
    const parsed = parseStripeProp(Promise.resolve('sk_live_51Hx0secret'));
    if (parsed.tag !== 'async') throw new Error(`expected an async prop, got ${parsed.tag}`);
    const message = await parsed.promise.then(
      () => 'resolved',
      (thrown: unknown) => String(thrown),
    );
    expect(message).toContain('but received a Promise resolving to [redacted].');
    expect(message).not.toContain('sk_live_');
  });
});
