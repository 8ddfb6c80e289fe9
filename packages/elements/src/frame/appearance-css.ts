import {
  checkRuleSelector,
  type MergedAppearance,
  mergeAppearance,
  THEME_INPUT_BACKGROUND,
} from '@kassa/core';
import type { Json } from '@kassa/protocol';

export interface FrameAppearance {
  labels: 'above' | 'floating';
  inputs: 'spaced' | 'condensed';
  /** The stylesheet text: variables as `--k-<name>` custom properties, then the merchant's rules. */
  css: string;
}

// The core validated every value already; this only guards the stylesheet's own syntax.
const BREAKS_CSS = /[;{}<>\\]|url\s*\(/i;
const PROPERTY_NAME = /^-?[a-zA-Z][a-zA-Z0-9]*$/;

/** Frame variables the themes do not name: borders and input fills differ per theme. */
export const FRAME_VARIABLES: Record<MergedAppearance['theme'], Record<string, string>> = {
  stripe: { colorBorder: '#e6e6e6', colorInputBackground: THEME_INPUT_BACKGROUND.stripe },
  flat: { colorBorder: '#f1f1f1', colorInputBackground: THEME_INPUT_BACKGROUND.flat },
  night: { colorBorder: '#424353', colorInputBackground: THEME_INPUT_BACKGROUND.night },
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
 * Turns the group's `appearance` into CSS for this frame. The controller validates it with
 * @kassa/core (warning the merchant), sends frames the accepted part and the colours it derives
 * for legibility (`colors`, e.g. error text that reads on the background); until then the frame
 * renders what the merchant page gave, guarded only for the stylesheet's syntax.
 */
export function appearanceCss(appearance: Json | undefined, colors?: Json): FrameAppearance {
  const merged = mergeAppearance(appearance);
  const derived = isRecord(colors) ? colors : {};
  const dangerText = derived.colorDangerText;
  const variables: Record<string, string> = {
    ...FRAME_VARIABLES[merged.theme],
    colorIcon: merged.variables.colorTextSecondary ?? '#6d6e78',
    colorDangerText:
      typeof dangerText === 'string' ? dangerText : (merged.variables.colorDanger ?? '#df1b41'),
    ...merged.variables,
  };
  const root = Object.entries(variables)
    .filter(([name, value]) => PROPERTY_NAME.test(name) && !BREAKS_CSS.test(value))
    .map(([name, value]) => `--k-${name}:${value}`)
    .join(';');
  const rules: string[] = [`:root{${root}}`];
  for (const [selector, style] of Object.entries(merged.rules)) {
    const body = declarations(style);
    if (body !== '' && !BREAKS_CSS.test(selector) && checkRuleSelector(selector) === undefined)
      rules.push(`${selector}{${body}}`);
  }
  return { labels: merged.labels, inputs: merged.inputs, css: rules.join('\n') };
}
