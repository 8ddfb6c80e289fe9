/** Developer-facing appearance problems; the loader logs them, nothing is thrown. */
export type AppearanceWarningCode =
  | 'invalid_appearance'
  | 'invalid_theme'
  | 'invalid_labels'
  | 'invalid_inputs'
  | 'unknown_variable'
  | 'invalid_variable_type'
  | 'invalid_variable_value'
  | 'invalid_characters'
  | 'url_not_allowed'
  | 'invalid_rules'
  | 'invalid_rule_selector'
  | 'namespace_not_allowed'
  | 'invalid_rule_property'
  | 'invalid_rule_value'
  | 'invalid_fonts'
  | 'invalid_font_src'
  | 'local_font_not_allowed';

export interface AppearanceWarning {
  code: AppearanceWarningCode;
  /** Where the problem is, e.g. 'variables.colorPrimary' or 'rules[".Input:hover"].color'. */
  path: string;
  /** The offending value as given. */
  value?: unknown;
}

// Letters, digits, spaces and the few symbols CSS values need (#, %, parentheses, commas,
// quotes for font names, + - * / for calc). No ; { } < > \ : or @, so a value cannot leave
// its declaration or load anything.
const ALLOWED_VALUE = /^[\p{L}\p{N} \t#%().,'"+\-_/*]*$/u;
const URL_FUNCTION = /url\s*\(/i;

/** Checks a CSS value's characters; undefined when it is fine. */
export function checkValueCharacters(
  value: string,
): 'url_not_allowed' | 'invalid_characters' | undefined {
  if (URL_FUNCTION.test(value)) return 'url_not_allowed';
  return ALLOWED_VALUE.test(value) ? undefined : 'invalid_characters';
}
