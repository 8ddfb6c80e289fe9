import { describe, expect, it } from 'vitest';
import {
  checkoutSessionOf,
  decodeCheckoutFragment,
  embeddedCheckoutUrl,
  encodeCheckoutFragment,
  hostedCheckoutUrl,
  isCheckoutToLoader,
  isLoaderToCheckout,
} from './checkout.js';

/** base64url of bytes (or of a string's UTF-8), written apart from the code under test. */
function b64url(input: string | number[]): string {
  const bytes = typeof input === 'string' ? [...new TextEncoder().encode(input)] : input;
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function unb64url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

describe('checkout page fragments', () => {
  it('encode as base64url JSON without padding, and read back', () => {
    const fragment = { apiKey: 'pk_test_abc', clientSecret: 'cs_test_1_secret_2' };
    const encoded = encodeCheckoutFragment(fragment);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(unb64url(encoded))).toEqual(fragment);
    expect(decodeCheckoutFragment(`#${encoded}`)).toEqual(fragment);
  });

  it('carry non-ASCII text as UTF-8', () => {
    const fragment = { apiKey: 'pk_test_é', origin: 'https://bücher.example' };
    expect(decodeCheckoutFragment(encodeCheckoutFragment(fragment))).toEqual(fragment);
  });

  it('ignore keys a reader does not know and drop non-string values', () => {
    const raw = b64url(
      JSON.stringify({ apiKey: 'pk_test_1', later: 1, frameId: 7, origin: 'https://a.example' }),
    );
    expect(decodeCheckoutFragment(raw)).toEqual({
      apiKey: 'pk_test_1',
      origin: 'https://a.example',
    });
  });

  it.each([
    '',
    '#',
    '#not base64!',
    b64url('[1]'),
    b64url('{"apiKey":""}'),
    b64url('{oops'),
    b64url([0xff, 0xfe]),
  ])('refuse %p', (hash) => {
    expect(decodeCheckoutFragment(hash)).toBeNull();
  });
});

describe('checkout addresses', () => {
  it('name the session by the part of its client secret before _secret_', () => {
    expect(checkoutSessionOf('cs_test_a1B2_secret_xyz9')).toBe('cs_test_a1B2');
    expect(checkoutSessionOf('pi_123_secret_456')).toBeNull();
    expect(checkoutSessionOf('cs_test_a1B2')).toBeNull();
    expect(checkoutSessionOf('cs_test_a1_secret_x y')).toBeNull();
  });

  it('build the hosted and embedded page addresses', () => {
    const hosted = hostedCheckoutUrl('http://localhost:4242', 'cs_test_1', 'pk_test_k');
    expect(hosted.startsWith('http://localhost:4242/c/pay/cs_test_1#')).toBe(true);
    expect(decodeCheckoutFragment(new URL(hosted).hash)).toEqual({ apiKey: 'pk_test_k' });
    const fragment = {
      apiKey: 'pk_test_k',
      clientSecret: 'cs_test_1_secret_2',
      origin: 'http://localhost:4243',
      frameId: 'kc_1',
    };
    const embedded = embeddedCheckoutUrl('http://localhost:4242', 'cs_test_1', fragment);
    expect(new URL(embedded).pathname).toBe('/c/embedded/cs_test_1');
    expect(decodeCheckoutFragment(new URL(embedded).hash)).toEqual(fragment);
  });
});

describe('embedded checkout messages', () => {
  const base = { kassa: 1, frameId: 'kc_1' };
  it.each([
    { ...base, type: 'checkout:ready', height: 640 },
    { ...base, type: 'checkout:resize', height: 0 },
    { ...base, type: 'checkout:complete' },
    { ...base, type: 'checkout:redirect', url: 'https://shop.example/return?session_id=cs_1' },
    { ...base, type: 'checkout:shipping-details-change', nonce: 'n1', event: {} },
    { ...base, type: 'checkout:line-items-change', nonce: 'n1', event: { lineItems: [] } },
  ])('accept the frame message %o', (message) => {
    expect(isCheckoutToLoader(message)).toBe(true);
  });

  it.each([
    null,
    'checkout:complete',
    { ...base, kassa: 2, type: 'checkout:complete' },
    { kassa: 1, type: 'checkout:complete' },
    { ...base, type: 'checkout:ready' },
    { ...base, type: 'checkout:resize', height: -1 },
    { ...base, type: 'checkout:resize', height: Number.NaN },
    { ...base, type: 'checkout:redirect', url: 'javascript:alert(1)' },
    { ...base, type: 'checkout:redirect' },
    { ...base, type: 'checkout:line-items-change', nonce: '', event: {} },
    { ...base, type: 'checkout:line-items-change', nonce: 'n', event: [] },
    { ...base, type: 'checkout:unknown' },
  ])('refuse the malformed frame message %o', (message) => {
    expect(isCheckoutToLoader(message)).toBe(false);
  });

  it('check the loader answer', () => {
    const answer = { ...base, type: 'checkout:callback-result', nonce: 'n1' };
    expect(isLoaderToCheckout({ ...answer, result: { type: 'accept' } })).toBe(true);
    expect(isLoaderToCheckout({ ...answer, result: { type: 'reject' } })).toBe(true);
    expect(isLoaderToCheckout({ ...answer, result: { type: 'reject', errorMessage: 'No' } })).toBe(
      true,
    );
    expect(isLoaderToCheckout({ ...answer, result: { type: 'reject', errorMessage: 1 } })).toBe(
      false,
    );
    expect(isLoaderToCheckout({ ...answer, result: { type: 'maybe' } })).toBe(false);
    expect(isLoaderToCheckout({ ...answer, nonce: undefined, result: { type: 'accept' } })).toBe(
      false,
    );
  });
});
