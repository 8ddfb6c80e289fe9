import { hslToRgb, type Rgba, rgbToHsl } from './color.js';

/** WCAG 2 minimum contrast ratios, AA and AAA, for small and large text. */
export const CONTRAST_THRESHOLDS = {
  AA: { small: 4.5, large: 3 },
  AAA: { small: 7, large: 4.5 },
} as const;

export type ContrastLevel = keyof typeof CONTRAST_THRESHOLDS;
export type TextSize = 'small' | 'large';

/** Lightness change per retry when a colour is adjusted to reach a contrast threshold. */
export const CONTRAST_ADJUSTMENT_STEP = 0.04;

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of the colour's opaque RGB. */
export function relativeLuminance(color: Rgba): number {
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG contrast ratio, 1–21, the same whichever colour comes first. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (x, y) => y - x,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

export function meetsContrast(
  foreground: Rgba,
  background: Rgba,
  level: ContrastLevel = 'AA',
  size: TextSize = 'small',
): boolean {
  return contrastRatio(foreground, background) >= CONTRAST_THRESHOLDS[level][size];
}

export interface ContrastAdjustment {
  color: Rgba;
  ratio: number;
  met: boolean;
  steps: number;
}

/**
 * Moves the foreground's lightness by 0.04 per retry (darker on a light background, lighter on
 * a dark one) until it reaches `minimum` against the background or runs out of lightness.
 */
export function adjustForContrast(
  foreground: Rgba,
  background: Rgba,
  minimum: number = CONTRAST_THRESHOLDS.AA.small,
): ContrastAdjustment {
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const direction = contrastRatio(black, background) >= contrastRatio(white, background) ? -1 : 1;
  const hsl = rgbToHsl(foreground);
  let color = foreground;
  let steps = 0;
  let ratio = contrastRatio(color, background);
  while (ratio < minimum && (direction < 0 ? hsl.l > 0 : hsl.l < 1)) {
    hsl.l = Math.min(1, Math.max(0, hsl.l + direction * CONTRAST_ADJUSTMENT_STEP));
    color = { ...hslToRgb(hsl), a: foreground.a };
    ratio = contrastRatio(color, background);
    steps += 1;
  }
  return { color, ratio, met: ratio >= minimum, steps };
}
