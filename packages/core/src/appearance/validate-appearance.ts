import { isStrictColor, tryParseColor } from './color.js';
import { checkRuleSelector, isValidRuleProperty } from './rules.js';
import { APPEARANCE_THEMES } from './themes.js';
import { APPEARANCE_VARIABLES } from './variables.js';
import { type AppearanceWarning, checkValueCharacters } from './warnings.js';

export const APPEARANCE_LABELS = ['above', 'floating', 'auto'] as const;
export const APPEARANCE_INPUTS = ['spaced', 'condensed'] as const;

const SPACING = /^(?:\d+(?:\.\d+)?|\.\d+)(?:px|em|rem)$/;
const LENGTH = /^(?:0|[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:px|em|rem|%|pt|vh|vw|ch|ex))$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a variable's value fits the type of that variable (a colour, a size, ...). */
export function isValidVariableValue(name: string, value: string): boolean {
  switch (APPEARANCE_VARIABLES[name]) {
    case 'strictColor':
      return isStrictColor(value);
    case 'color':
      return tryParseColor(value) !== undefined || /^var\(--[A-Za-z]+\)$/.test(value.trim());
    case 'logo':
      return value === 'light' || value === 'dark';
    case 'spacing':
      return SPACING.test(value.trim());
    case 'length':
      return LENGTH.test(value.trim()) || /^var\(--[A-Za-z]+\)$/.test(value.trim());
    case 'text':
      return value.trim() !== '';
    default:
      return false;
  }
}

function checkVariable(name: string, value: unknown): AppearanceWarning | undefined {
  const path = `variables.${name}`;
  if (!(name in APPEARANCE_VARIABLES)) return { code: 'unknown_variable', path, value };
  if (typeof value !== 'string') return { code: 'invalid_variable_type', path, value };
  const characters = checkValueCharacters(value);
  if (characters) return { code: characters, path, value };
  if (!isValidVariableValue(name, value)) return { code: 'invalid_variable_value', path, value };
  return undefined;
}

function checkVariables(variables: unknown): AppearanceWarning[] {
  if (variables === undefined) return [];
  if (!isObject(variables))
    return [{ code: 'invalid_appearance', path: 'variables', value: variables }];
  return Object.entries(variables).flatMap(([name, value]) => checkVariable(name, value) ?? []);
}

function checkDeclarations(selector: string, declarations: unknown): AppearanceWarning[] {
  const path = `rules[${JSON.stringify(selector)}]`;
  if (!isObject(declarations)) return [{ code: 'invalid_rules', path, value: declarations }];
  return Object.entries(declarations).flatMap(([property, value]): AppearanceWarning[] => {
    const propertyPath = `${path}.${property}`;
    if (!isValidRuleProperty(property))
      return [{ code: 'invalid_rule_property', path: propertyPath }];
    if (typeof value !== 'string')
      return [{ code: 'invalid_rule_value', path: propertyPath, value }];
    const characters = checkValueCharacters(value);
    return characters ? [{ code: characters, path: propertyPath, value }] : [];
  });
}

function checkRules(rules: unknown): AppearanceWarning[] {
  if (rules === undefined) return [];
  if (!isObject(rules)) return [{ code: 'invalid_rules', path: 'rules', value: rules }];
  return Object.entries(rules).flatMap(([selector, declarations]) => {
    const problem = checkRuleSelector(selector);
    if (problem)
      return [{ code: problem, path: `rules[${JSON.stringify(selector)}]`, value: selector }];
    return checkDeclarations(selector, declarations);
  });
}

function checkChoice(
  appearance: Record<string, unknown>,
  key: 'theme' | 'labels' | 'inputs',
  allowed: readonly string[],
): AppearanceWarning[] {
  const value = appearance[key];
  if (value === undefined || (typeof value === 'string' && allowed.includes(value))) return [];
  return [{ code: `invalid_${key}`, path: key, value }];
}

/** Validates an appearance object; returns warnings (empty when fine), never throws. */
export function validateAppearance(appearance: unknown): AppearanceWarning[] {
  if (appearance === undefined) return [];
  if (!isObject(appearance))
    return [{ code: 'invalid_appearance', path: 'appearance', value: appearance }];
  return [
    ...checkChoice(appearance, 'theme', APPEARANCE_THEMES),
    ...checkChoice(appearance, 'labels', APPEARANCE_LABELS),
    ...checkChoice(appearance, 'inputs', APPEARANCE_INPUTS),
    ...checkVariables(appearance.variables),
    ...checkRules(appearance.rules),
  ];
}
