import { type ResolvedAppearance, resolveAppearance } from '@kassa/core';
import type { Json } from '@kassa/protocol';

export interface FrameAppearance {
  labels: 'above' | 'floating';
  /** The stylesheet text: variables as `--k-<name>` custom properties, then the merchant's rules. */
  css: string;
}

// The core validated every value already; this only guards the stylesheet's own syntax.
const BREAKS_CSS = /[;{}<>\\]|url\s*\(/i;
const PROPERTY_NAME = /^-?[a-zA-Z][a-zA-Z0-9]*$/;

/** Frame variables the themes do not name: borders and input fills differ per theme. */
const FRAME_VARIABLES: Record<ResolvedAppearance['theme'], Record<string, string>> = {
  stripe: { colorBorder: '#e6e6e6', colorInputBackground: '#ffffff' },
  flat: { colorBorder: '#f1f1f1', colorInputBackground: '#f1f1f1' },
  night: { colorBorder: '#424353', colorInputBackground: '#30313d' },
};

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A declaration block from a `{ camelCaseProperty: value }` object; unsafe entries dropped. */
export function declarations(style: unknown): string {
  if (!isRecord(style)) return '';
  const lines: string[] = [];
  for (const [name, raw] of Object.entries(style)) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = String(raw);
    if (PROPERTY_NAME.test(name) && !BREAKS_CSS.test(value)) lines.push(`${kebab(name)}:${value}`);
  }
  return lines.join(';');
}

/**
 * Turns the group's `appearance` into CSS for this frame. @kassa/core resolves the theme and
 * drops what is invalid (the controller warns the merchant); this only writes the stylesheet.
 */
export function appearanceCss(appearance: Json | undefined): FrameAppearance {
  const resolved = resolveAppearance(appearance);
  const variables: Record<string, string> = {
    ...FRAME_VARIABLES[resolved.theme],
    colorIcon: resolved.variables.colorTextSecondary ?? '#6d6e78',
    colorDangerText: resolved.derived.colorDangerText,
    ...resolved.variables,
  };
  const root = Object.entries(variables)
    .filter(([name, value]) => PROPERTY_NAME.test(name) && !BREAKS_CSS.test(value))
    .map(([name, value]) => `--k-${name}:${value}`)
    .join(';');
  const rules: string[] = [`:root{${root}}`];
  for (const [selector, style] of Object.entries(resolved.rules)) {
    const body = declarations(style);
    if (body !== '' && !BREAKS_CSS.test(selector)) rules.push(`${selector}{${body}}`);
  }
  return { labels: resolved.labels, css: rules.join('\n') };
}
