import { describe, expect, it } from 'vitest';
import { parseColor } from './color.js';
import { contrastRatio } from './contrast.js';
import { resolveAppearance } from './resolve-appearance.js';
import { APPEARANCE_THEMES, THEME_INPUT_BACKGROUND, THEME_VARIABLES } from './themes.js';

const ratio = (foreground: string, background: string) =>
  contrastRatio(parseColor(foreground), parseColor(background));

// WCAG 1.4.3 asks 4.5:1; placeholders get a margin so a rounding or a browser's colour
// management cannot take them under it (the old default was 4.51:1, night 3.86:1).
const PLACEHOLDER_MINIMUM = 4.6;

describe.each(APPEARANCE_THEMES)('the %s theme', (theme) => {
  const variables = THEME_VARIABLES[theme];
  const fills = [variables.colorBackground ?? '', THEME_INPUT_BACKGROUND[theme]];

  it.each(fills)('draws placeholders at 4.6:1 or more on %s', (fill) => {
    expect(ratio(variables.colorTextPlaceholder ?? '', fill)).toBeGreaterThanOrEqual(
      PLACEHOLDER_MINIMUM,
    );
  });

  it.each(fills)('draws text and error text at 4.5:1 or more on %s', (fill) => {
    const { derived } = resolveAppearance({ theme });
    expect(ratio(variables.colorText ?? '', fill)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(derived.colorDangerText, fill)).toBeGreaterThanOrEqual(4.5);
  });
});
