import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHex,
  formatRgb,
  hslToRgb,
  isStrictColor,
  parseColor,
  rgbToHsl,
  tryParseColor,
} from './color.js';

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0570DE', { r: 5, g: 112, b: 222, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['#f008', { r: 255, g: 0, b: 0, a: 136 / 255 }],
    ['rgb(5, 112, 222)', { r: 5, g: 112, b: 222, a: 1 }],
    ['rgba(5,112,222,0.5)', { r: 5, g: 112, b: 222, a: 0.5 }],
    ['rgb(100% 0% 0% / 25%)', { r: 255, g: 0, b: 0, a: 0.25 }],
    ['RGB(0 0 0)', { r: 0, g: 0, b: 0, a: 1 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsla(120, 100%, 25%, 0.3)', { r: 0, g: 127.5, b: 0, a: 0.3 }],
    ['hsl(0.5turn 100% 50%)', { r: 0, g: 255, b: 255, a: 1 }],
    ['rebeccapurple', { r: 102, g: 51, b: 153, a: 1 }],
    [' White ', { r: 255, g: 255, b: 255, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('reads %s', (input, expected) => {
    const color = parseColor(input);
    expect(color.r).toBeCloseTo(expected.r, 6);
    expect(color.g).toBeCloseTo(expected.g, 6);
    expect(color.b).toBeCloseTo(expected.b, 6);
    expect(color.a).toBeCloseTo(expected.a, 6);
  });

  it.each([
    '',
    '#ff',
    '#fffff',
    'rgb(1, 2)',
    'rgb(1 2 3 4 5)',
    'notacolor',
    'hsl(10px, 1%, 1%)',
    'url(x)',
  ])('throws Invalid color provided for %j, naming the supported formats', (input) => {
    expect(() => parseColor(input)).toThrow(/^Invalid color provided: .*hex .*rgb\(\).*hsl\(\)/);
    expect(tryParseColor(input)).toBeUndefined();
  });

  it('throws for a value that is not a string instead of crashing', () => {
    expect(() => parseColor(42 as unknown as string)).toThrow('Invalid color provided');
  });
});

describe('isStrictColor', () => {
  it.each([
    ['#0570de', true],
    ['#fff', true],
    ['rgb(1, 2, 3)', true],
    ['rgba(1, 2, 3, 0.5)', true],
    ['hsl(10, 20%, 30%)', true],
    ['red', false],
    ['transparent', false],
    ['var(--colorPrimary)', false],
    ['rgb(1, 2)', false],
  ])('%s -> %s', (input, expected) => {
    expect(isStrictColor(input)).toBe(expected);
  });
});

describe('colour serialisation', () => {
  const byte = fc.integer({ min: 0, max: 255 });

  it('round-trips every colour through #rrggbbaa', () => {
    fc.assert(
      fc.property(byte, byte, byte, byte, (r, g, b, alpha) => {
        const color = { r, g, b, a: alpha / 255 };
        expect(parseColor(formatHex(color))).toEqual(color);
      }),
    );
  });

  it('round-trips every opaque colour through rgb()', () => {
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        expect(parseColor(formatRgb({ r, g, b, a: 1 }))).toEqual({ r, g, b, a: 1 });
      }),
    );
  });

  it('round-trips every colour through HSL within rounding', () => {
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        const back = hslToRgb(rgbToHsl({ r, g, b, a: 1 }));
        expect(Math.round(back.r)).toBe(r);
        expect(Math.round(back.g)).toBe(g);
        expect(Math.round(back.b)).toBe(b);
      }),
    );
  });

  it('writes the short forms', () => {
    expect(formatHex({ r: 5, g: 112, b: 222, a: 1 })).toBe('#0570de');
    expect(formatRgb({ r: 5, g: 112, b: 222, a: 0.25 })).toBe('rgba(5, 112, 222, 0.25)');
  });
});
