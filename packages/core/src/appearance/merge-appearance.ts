import { type AppearanceTheme, THEME_VARIABLES } from './themes.js';
import { APPEARANCE_VARIABLE_ALIASES } from './variable-aliases.js';

/** An appearance as element frames render it, before (or without) validation. */
export interface MergedAppearance {
  theme: AppearanceTheme;
  labels: 'above' | 'floating';
  inputs: 'spaced' | 'condensed';
  disableAnimations: boolean;
  /** Theme defaults, then every string variable given (aliases under their current names). */
  variables: Record<string, string>;
  /** Every rule given whose declarations are strings. */
  rules: Record<string, Record<string, string>>;
}

/** `value` when it is one of `allowed`, else `fallback`. */
export function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(source: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isRecord(source)) return result;
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

/**
 * Labels and inputs. Stripe's `labels: 'auto'` (the default, and what an unknown value falls
 * back to) floats the labels of condensed inputs and puts them above spaced ones.
 */
export function appearanceLayout(source: Record<string, unknown>): {
  labels: 'above' | 'floating';
  inputs: 'spaced' | 'condensed';
} {
  const inputs = pick(source.inputs, ['spaced', 'condensed'], 'spaced');
  const auto = inputs === 'condensed' ? 'floating' : 'above';
  return { labels: pick(source.labels, ['above', 'floating'], auto), inputs };
}

/**
 * Theme defaults merged with the merchant's variables and rules, without checking their values.
 * Element frames use this so they do not carry the validation tables and colour parser: the
 * controller validates with `resolveAppearance`, warns the merchant and sends frames the
 * accepted appearance, and frames guard their stylesheet's syntax themselves.
 */
export function mergeAppearance(appearance?: unknown): MergedAppearance {
  const source = isRecord(appearance) ? appearance : {};
  const theme = pick(source.theme, ['stripe', 'flat', 'night'], 'stripe');
  const variables: Record<string, string> = { ...THEME_VARIABLES[theme] };
  for (const [name, value] of Object.entries(strings(source.variables))) {
    variables[APPEARANCE_VARIABLE_ALIASES[name] ?? name] = value;
  }
  const rules: Record<string, Record<string, string>> = {};
  if (isRecord(source.rules)) {
    for (const [selector, declarations] of Object.entries(source.rules)) {
      if (isRecord(declarations)) rules[selector] = strings(declarations);
    }
  }
  return {
    theme,
    ...appearanceLayout(source),
    disableAnimations: source.disableAnimations === true,
    variables,
    rules,
  };
}
