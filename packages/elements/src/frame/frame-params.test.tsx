import { buildFrameUrl } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { readFrameParams } from './frame-params.js';

const hashOf = (type: string): string =>
  new URL(
    buildFrameUrl('https://provider.example', 'payment', 'f1', {
      controllerId: 'c1',
      origin: 'https://shop.example',
      type,
      groupId: 'g1',
    }),
  ).hash;

describe('readFrameParams', () => {
  it('reads a frame opened as a type its page renders', () => {
    expect(readFrameParams(hashOf('payment'), ['payment'])).toMatchObject({
      frameId: 'f1',
      controllerId: 'c1',
      origin: 'https://shop.example',
      elementType: 'payment',
      groupId: 'g1',
    });
  });

  it('refuses a page opened as a type it does not render', () => {
    expect(readFrameParams(hashOf('card'), ['payment'])).toBeNull();
    expect(readFrameParams(hashOf('__proto__'), ['payment'])).toBeNull();
  });
});
