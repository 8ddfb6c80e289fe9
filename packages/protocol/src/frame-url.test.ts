import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFrameUrl, parseFrameHash } from './frame-url.js';

describe('buildFrameUrl / parseFrameHash', () => {
  it('puts the id after the hash and the parameters after a question mark', () => {
    const url = buildFrameUrl('http://127.0.0.1:4242', 'controller', 'kc_1', {
      key: 'pk_test_123',
      origin: 'http://localhost:4243',
    });
    expect(url).toBe(
      'http://127.0.0.1:4242/frames/controller.html#kc_1?key=pk_test_123&origin=http%3A%2F%2Flocalhost%3A4243',
    );
    expect(parseFrameHash(new URL(url).hash)).toEqual({
      id: 'kc_1',
      params: { key: 'pk_test_123', origin: 'http://localhost:4243' },
    });
  });

  it("names the page's version in the query, before the hash the frame reads", () => {
    const url = buildFrameUrl('https://pay.example', 'payment', 'kf_1', { type: 'payment' }, 'v/1');
    expect(url).toBe('https://pay.example/frames/payment.html?v=v%2F1#kf_1?type=payment');
    expect(parseFrameHash(new URL(url).hash)).toEqual({ id: 'kf_1', params: { type: 'payment' } });
  });

  it('reads a hash without parameters', () => {
    expect(parseFrameHash('#abc')).toEqual({ id: 'abc', params: {} });
    expect(parseFrameHash('')).toEqual({ id: '', params: {} });
  });

  it('round-trips any id and parameters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.dictionary(fc.string({ minLength: 1 }), fc.string()),
        (id, params) => {
          const url = buildFrameUrl('https://pay.example', 'card', id, params);
          const parsed = parseFrameHash(new URL(url).hash);
          expect(parsed.id).toBe(id);
          expect(parsed.params).toEqual({ ...params });
        },
      ),
    );
  });
});
