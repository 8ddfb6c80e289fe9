import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardNumber } from './card-format.js';
import { normalizeDigits } from './digits.js';

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['378282246310005', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
    ['42424242424242429999', '4242 4242 4242 4242'],
    ['４２４２４２', '4242 42'],
    ['4242-4242 42', '4242 4242 42'],
    ['', ''],
  ])('formats %j as %j', (input, value) => {
    expect(formatCardNumber(input).value).toBe(value);
  });

  it('allows 19 digits for visa when enabled', () => {
    expect(formatCardNumber('4242424242424242428', undefined, { allow19Digits: true }).value).toBe(
      '4242 4242 4242 4242 428',
    );
  });

  it.each([
    // typing a fifth digit moves the caret past the inserted space
    ['42424', 5, '4242 4', 6],
    // a caret before the space stays before it
    ['4242 4242', 4, '4242 4242', 4],
    // a digit inserted in the middle keeps the caret right after it
    ['42942 4242', 3, '4294 2424 2', 3],
    ['4242 49242', 6, '4242 4924 2', 6],
    // deleting the space behind the caret does not jump the caret
    ['42424242', 4, '4242 4242', 4],
    ['4242 4242', 0, '4242 4242', 0],
  ])('moves the caret for %j at %i to %j at %i', (input, caret, value, expected) => {
    expect(formatCardNumber(input, caret)).toEqual({ value, caret: expected });
  });

  it('gives back the digits it was given (up to the brand length)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,16}$/), (digits) => {
        const { value } = formatCardNumber(digits);
        expect(normalizeDigits(value)).toBe(digits.slice(0, normalizeDigits(value).length));
        expect(formatCardNumber(value).value).toBe(value);
      }),
    );
  });

  it('never puts the caret past a digit it did not follow', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 -]{0,24}$/), fc.nat(), (input, at) => {
        const caret = input.length === 0 ? 0 : at % (input.length + 1);
        const out = formatCardNumber(input, caret);
        const typedBefore = normalizeDigits(input.slice(0, caret)).length;
        const kept = normalizeDigits(out.value).length;
        expect(normalizeDigits(out.value.slice(0, out.caret)).length).toBe(
          Math.min(typedBefore, kept),
        );
        // and it sits right after that digit, not after a following space
        if (out.caret > 0) expect(out.value[out.caret - 1]).toMatch(/[0-9]/);
      }),
    );
  });
});
