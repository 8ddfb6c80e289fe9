import type { Json } from '@kassa/protocol';
import { declarations } from '../frame/appearance-css.js';

/** Stripe's `style` properties for the Card Element; anything else is ignored. */
const PROPERTIES = new Set([
  'backgroundColor',
  'color',
  'fontFamily',
  'fontSize',
  'fontSmoothing',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'padding',
  'textDecoration',
  'textShadow',
  'textTransform',
]);

const PSEUDOS: Record<string, string> = {
  ':hover': ':hover',
  ':focus': ':focus',
  '::placeholder': '::placeholder',
  '::selection': '::selection',
  ':-webkit-autofill': ':-webkit-autofill',
  ':disabled': ':disabled',
};

/** Where each variant of `style` applies: the row carries the state classes. */
const VARIANTS: Record<string, string> = {
  base: '.CardRow',
  complete: '.CardRow--complete',
  empty: '.CardRow--empty',
  invalid: '.CardRow',
};

function pick(style: { [key: string]: Json }): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(style).filter(([name]) => PROPERTIES.has(name)));
}

function isRecord(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** CSS for the Card Element's `style` option (base, complete, empty, invalid). */
export function cardStyleCss(style: Json | undefined): string {
  if (!isRecord(style)) return '';
  const rules: string[] = [];
  for (const [variant, scope] of Object.entries(VARIANTS)) {
    const spec = style[variant];
    if (!isRecord(spec)) continue;
    const input = variant === 'invalid' ? `${scope} .Input--invalid` : `${scope} .Input`;
    const body = declarations(pick(spec));
    if (body !== '') rules.push(`${input}{${body}}`);
    const icon = declarations(typeof spec.iconColor === 'string' ? { color: spec.iconColor } : {});
    if (icon !== '') rules.push(`${scope} .BrandIcon{${icon}}`);
    for (const [key, pseudo] of Object.entries(PSEUDOS)) {
      const nested = spec[key];
      const nestedBody = isRecord(nested) ? declarations(pick(nested)) : '';
      if (nestedBody !== '') rules.push(`${input}${pseudo}{${nestedBody}}`);
    }
  }
  return rules.join('\n');
}
