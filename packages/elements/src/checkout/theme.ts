/**
 * The account's colours on the page, with a text colour readable on each (WCAG contrast ≥ 4.5
 * against whichever of near-black or white reads better), so a merchant's pale brand colour
 * never makes the pay button unreadable.
 */
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const DARK = '#1a1f36';
const LIGHT = '#ffffff';

/** The text colour to write on `background`. */
export function textOn(background: string): string {
  const l = luminance(background);
  return contrast(l, luminance(LIGHT)) >= contrast(l, luminance(DARK)) ? LIGHT : DARK;
}

/** CSS custom properties of the account's colours; defaults when a colour is absent or invalid. */
export function themeVariables(settings: {
  primary_color: string | null;
  accent_color: string | null;
}): Record<string, string> {
  const brand =
    settings.primary_color && HEX.test(settings.primary_color) ? settings.primary_color : '#ffffff';
  const accent =
    settings.accent_color && HEX.test(settings.accent_color) ? settings.accent_color : '#0570de';
  // An accent too close to white cannot mark focus or links on the white form: darken to text.
  const usableAccent = contrast(luminance(accent), 1) >= 3 ? accent : DARK;
  return {
    '--checkout-brand': brand,
    '--checkout-on-brand': textOn(brand),
    '--checkout-accent': usableAccent,
    '--checkout-on-accent': textOn(usableAccent),
  };
}
