import { formatHex, type Rgba, tryParseColor } from './color.js';
import { adjustForContrast, CONTRAST_THRESHOLDS, contrastRatio } from './contrast.js';
import { appearanceLayout, pick } from './merge-appearance.js';
import { type AppearanceTheme, THEME_INPUT_BACKGROUND, THEME_VARIABLES } from './themes.js';
import { validateAppearance } from './validate-appearance.js';
import { APPEARANCE_VARIABLE_ALIASES } from './variables.js';
import type { AppearanceWarning } from './warnings.js';

export interface ResolvedAppearance {
  theme: AppearanceTheme;
  labels: 'above' | 'floating';
  inputs: 'spaced' | 'condensed';
  disableAnimations: boolean;
  /** Theme defaults, then the merchant's valid variables (aliases under their current names). */
  variables: Record<string, string>;
  /** The merchant's valid rules only. */
  rules: Record<string, Record<string, string>>;
  /** Colours computed for legibility: error text on the background reaches WCAG AA. */
  derived: { colorDangerText: string };
  warnings: AppearanceWarning[];
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

function isRejected(warnings: AppearanceWarning[], path: string): boolean {
  return warnings.some((warning) => warning.path === path || warning.path.startsWith(`${path}.`));
}

function acceptedEntries(
  source: unknown,
  warnings: AppearanceWarning[],
  pathOf: (key: string) => string,
): [string, unknown][] {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return [];
  return Object.entries(source).filter(([key]) => !isRejected(warnings, pathOf(key)));
}

function rulePath(selector: string): string {
  return `rules[${JSON.stringify(selector)}]`;
}

function acceptedRules(
  rules: unknown,
  warnings: AppearanceWarning[],
): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const [selector, declarations] of acceptedEntries(rules, [], rulePath)) {
    const path = rulePath(selector);
    // A warning on the selector itself drops the whole rule; one on a property drops that one.
    if (warnings.some((warning) => warning.path === path)) continue;
    const kept = acceptedEntries(declarations, warnings, (property) => `${path}.${property}`);
    result[selector] = Object.fromEntries(kept) as Record<string, string>;
  }
  return result;
}

/** Black or white, whichever reads better on the given colour. */
function accessibleOn(value: string | undefined): string | undefined {
  const color = value === undefined ? undefined : tryParseColor(value);
  if (!color) return undefined;
  return contrastRatio(WHITE, color) >= contrastRatio(BLACK, color) ? '#ffffff' : '#000000';
}

function withAccessibleColors(variables: Record<string, string>): Record<string, string> {
  const result = { ...variables };
  for (const name of ['Primary', 'Background', 'Success', 'Danger', 'Warning']) {
    const key = `accessibleColorOnColor${name}`;
    const computed = accessibleOn(result[`color${name}`]);
    if (result[key] === undefined && computed) result[key] = computed;
  }
  return result;
}

/**
 * Error text (and an invalid input's value) legible on the background and on the theme's input
 * fill: the flat theme's #df1b41 reads on white but only at 4.25:1 inside its grey inputs.
 */
function dangerText(variables: Record<string, string>, theme: AppearanceTheme): string {
  let danger = tryParseColor(variables.colorDanger ?? '') ?? { r: 223, g: 27, b: 65, a: 1 };
  for (const fill of [variables.colorBackground ?? '', THEME_INPUT_BACKGROUND[theme]]) {
    const background = tryParseColor(fill) ?? WHITE;
    danger = adjustForContrast(danger, background, CONTRAST_THRESHOLDS.AA.small).color;
  }
  return formatHex(danger);
}

/**
 * Turns a merchant's appearance into what element frames render: theme defaults merged with the
 * valid variables, the valid rules, labels and inputs. Invalid parts are dropped and reported.
 */
export function resolveAppearance(appearance?: unknown): ResolvedAppearance {
  const warnings = validateAppearance(appearance);
  const source = (
    typeof appearance === 'object' && appearance !== null ? appearance : {}
  ) as Record<string, unknown>;
  const theme = pick(source.theme, ['stripe', 'flat', 'night'], 'stripe');
  const variables: Record<string, string> = { ...THEME_VARIABLES[theme] };
  for (const [name, value] of acceptedEntries(
    source.variables,
    warnings,
    (key) => `variables.${key}`,
  )) {
    variables[APPEARANCE_VARIABLE_ALIASES[name] ?? name] = value as string;
  }
  const resolved = withAccessibleColors(variables);
  return {
    theme,
    ...appearanceLayout(source),
    disableAnimations: source.disableAnimations === true,
    variables: resolved,
    rules: acceptedRules(source.rules, warnings),
    derived: { colorDangerText: dangerText(resolved, theme) },
    warnings,
  };
}
