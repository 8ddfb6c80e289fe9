import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseColor } from './color.js';
import {
  adjustForContrast,
  CONTRAST_ADJUSTMENT_STEP,
  CONTRAST_THRESHOLDS,
  contrastRatio,
  meetsContrast,
} from './contrast.js';

const color = (value: string) => parseColor(value);

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#30313d', '#ffffff', 12.86],
    ['#0570de', '#ffffff', 4.84],
  ])('%s on %s is %s:1', (foreground, background, ratio) => {
    expect(contrastRatio(color(foreground), color(background))).toBeCloseTo(ratio, 1);
  });

  it('is the same whichever colour comes first', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    const rgba = fc.record({ r: byte, g: byte, b: byte, a: fc.constant(1) });
    fc.assert(
      fc.property(rgba, rgba, (first, second) => {
        const ratio = contrastRatio(first, second);
        expect(contrastRatio(second, first)).toBe(ratio);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });
});

describe('meetsContrast', () => {
  it('uses the WCAG thresholds of the spec', () => {
    expect(CONTRAST_THRESHOLDS).toEqual({
      AA: { small: 4.5, large: 3 },
      AAA: { small: 7, large: 4.5 },
    });
  });

  it.each([
    ['#777777', 'AA', 'small', false],
    ['#777777', 'AA', 'large', true],
    ['#666666', 'AAA', 'small', false],
    ['#666666', 'AA', 'small', true],
    ['#4d4d4d', 'AAA', 'large', true],
    ['#000000', 'AAA', 'small', true],
  ] as const)('%s on white at %s %s -> %s', (foreground, level, size, expected) => {
    expect(meetsContrast(color(foreground), color('#ffffff'), level, size)).toBe(expected);
  });
});

describe('adjustForContrast', () => {
  it('darkens a light red on white in 0.04 lightness steps until AA', () => {
    const result = adjustForContrast(color('#ff8a8a'), color('#ffffff'));
    expect(CONTRAST_ADJUSTMENT_STEP).toBe(0.04);
    expect(result.met).toBe(true);
    expect(result.ratio).toBeGreaterThanOrEqual(4.5);
    expect(result.steps).toBeGreaterThan(0);
    const oneStepLess = adjustForContrast(color('#ff8a8a'), color('#ffffff'), 1);
    expect(oneStepLess.steps).toBe(0);
  });

  it('lightens on a dark background', () => {
    const result = adjustForContrast(color('#5a0000'), color('#30313d'));
    expect(result.met).toBe(true);
    expect(contrastRatio(result.color, color('#30313d'))).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already passes', () => {
    const black = color('#000000');
    expect(adjustForContrast(black, color('#ffffff'))).toEqual({
      color: black,
      ratio: 21,
      met: true,
      steps: 0,
    });
  });

  it('gives up when no lightness reaches the ratio', () => {
    const result = adjustForContrast(color('#808080'), color('#808080'), 21);
    expect(result.met).toBe(false);
    expect(result.steps).toBeLessThanOrEqual(Math.ceil(1 / CONTRAST_ADJUSTMENT_STEP));
  });
});
