import { type AppearanceWarning, resolveAppearance, validateFonts } from '@kassa/core';
import type { Json, JsonObject } from '@kassa/protocol';

const warned = new Set<string>();

function describe(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value) ?? String(value);
  return `: ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

/** Tells the merchant (in the console) about each invalid appearance or fonts part, once. */
export function warnAppearance(warnings: AppearanceWarning[]): void {
  for (const warning of warnings) {
    const key = `${warning.code}|${warning.path}|${describe(warning.value)}`;
    if (warned.has(key)) continue;
    warned.add(key);
    console.warn(
      `[kassa] Ignored ${warning.path === 'appearance' ? 'appearance' : `appearance ${warning.path}`} (${warning.code})${describe(warning.value)}`,
    );
  }
}

/**
 * The group options frames render with: the appearance as @kassa/core accepted it (invalid
 * variables and rules dropped, so the theme's values show instead) and the colours it derives
 * for legibility. Warnings go to the console once.
 */
export function frameAppearance(options: JsonObject): JsonObject {
  const out: JsonObject = {};
  warnAppearance(validateFonts(options.fonts));
  if (options.appearance === undefined) return out;
  const resolved = resolveAppearance(options.appearance);
  warnAppearance(resolved.warnings);
  out.appearance = {
    theme: resolved.theme,
    labels: resolved.labels,
    inputs: resolved.inputs,
    disableAnimations: resolved.disableAnimations,
    variables: resolved.variables,
    rules: resolved.rules as { [selector: string]: { [property: string]: Json } },
  };
  out.appearanceColors = { ...resolved.derived };
  return out;
}
