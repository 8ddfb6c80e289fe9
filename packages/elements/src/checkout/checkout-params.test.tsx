import { describe, expect, it } from 'vitest';
import { decodeFragment, encodeFragment, readCheckoutParams } from './checkout-params.js';

const ID = 'cs_test_a1B2c3D4e5F6g7H8';
const at = (pathname: string, fragment: object | string) => ({
  pathname,
  hash: `#${typeof fragment === 'string' ? fragment : encodeFragment(fragment as Record<string, unknown>)}`,
});

describe('readCheckoutParams', () => {
  it('reads the hosted page: the publishable key from the base64url JSON fragment', () => {
    expect(readCheckoutParams(at(`/c/pay/${ID}`, { apiKey: 'pk_test_abc', later: 1 }))).toEqual({
      ui: 'hosted',
      sessionId: ID,
      apiKey: 'pk_test_abc',
    });
  });

  it('decodes UTF-8 and unpadded base64url the way the server writes it', () => {
    const fragment = encodeFragment({ apiKey: 'pk_test_é?>' });
    expect(fragment).not.toMatch(/[=+/]/);
    expect(decodeFragment(fragment)).toEqual({ apiKey: 'pk_test_é?>' });
  });

  it('reads the embedded frame: client secret of this session, exact merchant origin, frame id', () => {
    const fragment = {
      apiKey: 'pk_test_abc',
      clientSecret: `${ID}_secret_xyz`,
      origin: 'https://shop.example',
      frameId: 'f1',
    };
    expect(readCheckoutParams(at(`/c/embedded/${ID}`, fragment))).toEqual({
      ui: 'embedded',
      sessionId: ID,
      ...fragment,
    });
  });

  it.each([
    ['no fragment', at(`/c/pay/${ID}`, '')],
    ['not JSON', at(`/c/pay/${ID}`, 'bm90IGpzb24')],
    ['a secret key', at(`/c/pay/${ID}`, { apiKey: 'sk_test_abc' })],
    ['another path', at(`/c/other/${ID}`, { apiKey: 'pk_test_abc' })],
    [
      'a client secret of another session',
      at(`/c/embedded/${ID}`, {
        apiKey: 'pk_test_abc',
        clientSecret: 'cs_test_other_secret_x',
        origin: 'https://shop.example',
        frameId: 'f',
      }),
    ],
    [
      'an origin with a path',
      at(`/c/embedded/${ID}`, {
        apiKey: 'pk_test_abc',
        clientSecret: `${ID}_secret_x`,
        origin: 'https://shop.example/',
        frameId: 'f',
      }),
    ],
    [
      'a wildcard origin',
      at(`/c/embedded/${ID}`, {
        apiKey: 'pk_test_abc',
        clientSecret: `${ID}_secret_x`,
        origin: '*',
        frameId: 'f',
      }),
    ],
  ])('answers null (the invalid-link state) for %s', (_, location) => {
    expect(readCheckoutParams(location)).toBeNull();
  });
});
