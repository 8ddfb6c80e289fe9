import { describe, expect, it } from 'vitest';
import { originOf, refusalReason } from './origin.js';

describe('originOf', () => {
  it.each([
    ['http://127.0.0.1:4242/v3', 'http://127.0.0.1:4242'],
    ['https://shop.example/checkout?x=1#y', 'https://shop.example'],
    ['https://shop.example:443/', 'https://shop.example'],
    ['HTTP://Shop.Example:8080', 'http://shop.example:8080'],
  ])('reads the origin of %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each(['/v3', 'not a url', 'data:text/html,hi', 'about:blank', ''])(
    'returns null for %p, which has no origin',
    (url) => {
      expect(originOf(url)).toBeNull();
    },
  );
});

describe('refusalReason', () => {
  const provider = 'http://127.0.0.1:4242';
  const source = {} as MessageEventSource;

  it('accepts the exact origin from the expected window', () => {
    expect(refusalReason({ origin: provider, source }, { origin: provider, source })).toBeNull();
  });

  it.each([
    'http://127.0.0.1:4243',
    'http://127.0.0.1',
    'https://127.0.0.1:4242',
    'http://127.0.0.1:42420',
    'http://127.0.0.1:4242.evil.example',
    'http://evil.example/http://127.0.0.1:4242',
    'null',
    '',
  ])('refuses the look-alike origin %p', (origin) => {
    expect(refusalReason({ origin, source }, { origin: provider, source })).toBe('origin');
  });

  it('refuses a look-alike host that only shares a suffix or prefix', () => {
    const shop = 'https://shop.example';
    expect(refusalReason({ origin: 'https://shop.example.evil', source }, { origin: shop })).toBe(
      'origin',
    );
    expect(refusalReason({ origin: 'https://evilshop.example', source }, { origin: shop })).toBe(
      'origin',
    );
    expect(refusalReason({ origin: 'https://a.shop.example', source }, { origin: shop })).toBe(
      'origin',
    );
  });

  it('refuses the right origin from another window', () => {
    const other = {} as MessageEventSource;
    expect(refusalReason({ origin: provider, source: other }, { origin: provider, source })).toBe(
      'source',
    );
    expect(refusalReason({ origin: provider, source: null }, { origin: provider, source })).toBe(
      'source',
    );
  });

  it('checks only the origin when no window is given', () => {
    expect(refusalReason({ origin: provider, source: null }, { origin: provider })).toBeNull();
  });
});
