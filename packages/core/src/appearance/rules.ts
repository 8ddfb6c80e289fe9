/** Class names the Appearance API lets merchants style with rules. */
export const APPEARANCE_RULE_CLASSES: readonly string[] = [
  'AccordionItem',
  'Action',
  'Block',
  'BlockAction',
  'BlockDivider',
  'Button',
  'CheckboxInput',
  'CheckboxLabel',
  'CodeInput',
  'DropdownItem',
  'Error',
  'Input',
  'Label',
  'Link',
  'Menu',
  'MenuAction',
  'MenuDivider',
  'MenuIcon',
  'PickerAction',
  'PickerItem',
  'RadioIcon',
  'RadioIconInner',
  'RadioIconOuter',
  'RedirectText',
  'SecondaryText',
  'Switch',
  'SwitchControl',
  'Tab',
  'TabIcon',
  'TabLabel',
  'TermsText',
  'Text',
  'ToggleItem',
];

export const APPEARANCE_RULE_MODIFIERS: readonly string[] = [
  'active',
  'checked',
  'disabled',
  'empty',
  'floating',
  'focused',
  'highlight',
  'invalid',
  'negative',
  'new',
  'redirect',
  'resting',
  'selected',
];

export const APPEARANCE_RULE_PSEUDO_CLASSES: readonly string[] = [
  'active',
  'autofill',
  'disabled',
  'focus',
  'focus-visible',
  'hover',
];

export const APPEARANCE_RULE_PSEUDO_ELEMENTS: readonly string[] = ['placeholder', 'selection'];

const COMPOUND = /^\.([A-Za-z]+)((?:--[A-Za-z]+)*)((?::[a-z-]+)*)(?:::([a-z-]+))?$/;

function isValidCompound(compound: string): boolean {
  const match = COMPOUND.exec(compound);
  if (!match?.[1]) return false;
  const [, className, modifiers = '', pseudoClasses = '', pseudoElement] = match;
  return (
    APPEARANCE_RULE_CLASSES.includes(className) &&
    modifiers
      .split('--')
      .slice(1)
      .every((modifier) => APPEARANCE_RULE_MODIFIERS.includes(modifier)) &&
    pseudoClasses
      .split(':')
      .slice(1)
      .every((pseudo) => APPEARANCE_RULE_PSEUDO_CLASSES.includes(pseudo)) &&
    (pseudoElement === undefined || APPEARANCE_RULE_PSEUDO_ELEMENTS.includes(pseudoElement))
  );
}

/**
 * Checks a rules selector such as '.Input--invalid:focus' or '.Tab--selected .TabIcon'.
 * Comma lists and descendant combinations of supported parts are allowed; namespaces are not.
 */
export function checkRuleSelector(
  selector: string,
): 'namespace_not_allowed' | 'invalid_rule_selector' | undefined {
  if (selector.includes('|')) return 'namespace_not_allowed';
  const groups = selector.split(',').map((group) => group.trim());
  const valid = groups.every(
    (group) => group !== '' && group.split(/\s+/).every((compound) => isValidCompound(compound)),
  );
  return valid ? undefined : 'invalid_rule_selector';
}

const PROPERTY_NAME = /^[a-z][a-zA-Z]*(?:-[a-z]+)*$/;

/** CSS property names in camelCase or kebab-case; no custom properties or vendor hacks. */
export function isValidRuleProperty(name: string): boolean {
  return PROPERTY_NAME.test(name);
}
