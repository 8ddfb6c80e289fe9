export {
  formatHex,
  formatRgb,
  type Hsl,
  hslToRgb,
  isStrictColor,
  parseColor,
  type Rgba,
  rgbToHsl,
  SUPPORTED_COLOR_FORMATS,
  tryParseColor,
} from './color.js';
export {
  adjustForContrast,
  CONTRAST_ADJUSTMENT_STEP,
  CONTRAST_THRESHOLDS,
  type ContrastAdjustment,
  type ContrastLevel,
  contrastRatio,
  meetsContrast,
  relativeLuminance,
  type TextSize,
} from './contrast.js';
export { acceptedFonts, type FontSource, isAllowedFontUrl, validateFonts } from './fonts.js';
export { type MergedAppearance, mergeAppearance } from './merge-appearance.js';
export { NAMED_COLORS } from './named-colors.js';
export { type ResolvedAppearance, resolveAppearance } from './resolve-appearance.js';
export {
  APPEARANCE_RULE_CLASSES,
  APPEARANCE_RULE_MODIFIERS,
  APPEARANCE_RULE_PSEUDO_CLASSES,
  APPEARANCE_RULE_PSEUDO_ELEMENTS,
  checkRuleSelector,
  isValidRuleProperty,
} from './rules.js';
export {
  APPEARANCE_THEMES,
  type AppearanceTheme,
  DEFAULT_GRID_GAP,
  THEME_INPUT_BACKGROUND,
  THEME_VARIABLES,
} from './themes.js';
export {
  APPEARANCE_INPUTS,
  APPEARANCE_LABELS,
  isValidVariableValue,
  validateAppearance,
} from './validate-appearance.js';
export {
  APPEARANCE_VARIABLE_ALIASES,
  APPEARANCE_VARIABLES,
  type AppearanceVariableType,
} from './variables.js';
export {
  type AppearanceWarning,
  type AppearanceWarningCode,
  checkValueCharacters,
} from './warnings.js';
