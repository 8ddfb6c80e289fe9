import { NAMED_COLORS } from './named-colors.js';

/** A colour with red, green and blue in 0–255 and alpha in 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const SUPPORTED_COLOR_FORMATS =
  'hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb(), rgba(), hsl(), hsla() or a CSS color name';

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(\s*([^()]*)\)$/i;
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?';
const NUMBER_WITH_UNIT = new RegExp(`^(${NUMBER})(%|deg|grad|rad|turn)?$`, 'i');

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function parseHex(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  };
}

interface Token {
  value: number;
  unit: string;
}

/** Splits `1, 2, 3, .5` or `1 2 3 / 50%` into tokens; undefined when the syntax is wrong. */
function tokenize(body: string): Token[] | undefined {
  const trimmed = body.trim();
  const legacy = trimmed.includes(',');
  let parts: string[];
  if (legacy) {
    parts = trimmed.split(',').map((part) => part.trim());
  } else {
    const [main = '', alpha, ...rest] = trimmed.split('/');
    if (rest.length > 0) return undefined;
    parts = main.trim().split(/\s+/);
    if (alpha !== undefined) parts.push(alpha.trim());
  }
  const tokens: Token[] = [];
  for (const part of parts) {
    const match = NUMBER_WITH_UNIT.exec(part);
    if (!match) return undefined;
    tokens.push({ value: Number(match[1]), unit: (match[2] ?? '').toLowerCase() });
  }
  return tokens.length === 3 || tokens.length === 4 ? tokens : undefined;
}

function alphaOf(token: Token | undefined): number | undefined {
  if (!token) return 1;
  if (token.unit === '%') return clamp(token.value / 100, 0, 1);
  return token.unit === '' ? clamp(token.value, 0, 1) : undefined;
}

function rgbChannel(token: Token): number | undefined {
  if (token.unit === '%') return clamp((token.value / 100) * 255, 0, 255);
  return token.unit === '' ? clamp(token.value, 0, 255) : undefined;
}

function hueOf(token: Token): number | undefined {
  const perUnit: Record<string, number> = {
    '': 1,
    deg: 1,
    grad: 0.9,
    rad: 180 / Math.PI,
    turn: 360,
  };
  const factor = perUnit[token.unit];
  if (factor === undefined) return undefined;
  return (((token.value * factor) % 360) + 360) % 360;
}

function percentOf(token: Token): number | undefined {
  return token.unit === '%' || token.unit === '' ? clamp(token.value / 100, 0, 1) : undefined;
}

function parseFunction(name: string, body: string): Rgba | undefined {
  const tokens = tokenize(body);
  if (!tokens) return undefined;
  const [first, second, third, fourth] = tokens as [Token, Token, Token, Token | undefined];
  const a = alphaOf(fourth);
  if (a === undefined) return undefined;
  if (name.startsWith('rgb')) {
    const [r, g, b] = [rgbChannel(first), rgbChannel(second), rgbChannel(third)];
    if (r === undefined || g === undefined || b === undefined) return undefined;
    return { r, g, b, a };
  }
  const [h, s, l] = [hueOf(first), percentOf(second), percentOf(third)];
  if (h === undefined || s === undefined || l === undefined) return undefined;
  return { ...hslToRgb({ h, s, l }), a };
}

/** Parses a CSS colour, or returns undefined. Never throws. */
export function tryParseColor(input: string): Rgba | undefined {
  const value = input.trim().toLowerCase();
  const hex = HEX.exec(value);
  if (hex?.[1]) return parseHex(hex[1]);
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_COLORS.get(value);
  if (named) return parseHex(named);
  const call = FUNCTION.exec(value);
  if (call?.[1] && call[2] !== undefined) return parseFunction(call[1], call[2]);
  return undefined;
}

/** Parses a CSS colour; throws 'Invalid color provided' naming the supported formats. */
export function parseColor(input: string): Rgba {
  const color = typeof input === 'string' ? tryParseColor(input) : undefined;
  if (!color) {
    throw new Error(
      `Invalid color provided: ${JSON.stringify(input)}. Use ${SUPPORTED_COLOR_FORMATS}.`,
    );
  }
  return color;
}

const STRICT = /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?)\([^()]*\))$/i;

/** Strict colours are HEX, rgb() or hsl() (with their alpha forms): no names, no keywords. */
export function isStrictColor(input: string): boolean {
  return STRICT.test(input.trim()) && tryParseColor(input) !== undefined;
}

function hexByte(value: number): string {
  return Math.round(clamp(value, 0, 255))
    .toString(16)
    .padStart(2, '0');
}

/** `#rrggbb`, or `#rrggbbaa` when the colour is not opaque. */
export function formatHex(color: Rgba): string {
  const alpha = color.a < 1 ? hexByte(color.a * 255) : '';
  return `#${hexByte(color.r)}${hexByte(color.g)}${hexByte(color.b)}${alpha}`;
}

/** `rgb(r, g, b)`, or `rgba(r, g, b, a)` when the colour is not opaque. */
export function formatRgb(color: Rgba): string {
  const [r, g, b] = [color.r, color.g, color.b].map((channel) =>
    Math.round(clamp(channel, 0, 255)),
  );
  if (color.a >= 1) return `rgb(${r}, ${g}, ${b})`;
  return `rgba(${r}, ${g}, ${b}, ${Math.round(color.a * 1000) / 1000})`;
}

export interface Hsl {
  /** Hue in degrees, 0–360. */
  h: number;
  /** Saturation, 0–1. */
  s: number;
  /** Lightness, 0–1. */
  l: number;
}

export function hslToRgb({ h, s, l }: Hsl): Omit<Rgba, 'a'> {
  const amplitude = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return clamp(255 * (l - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))), 0, 255);
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

export function rgbToHsl({ r, g, b }: Rgba): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === red) h = ((green - blue) / delta) % 6;
  else if (max === green) h = (blue - red) / delta + 2;
  else h = (red - green) / delta + 4;
  return { h: (((h * 60) % 360) + 360) % 360, s, l };
}
