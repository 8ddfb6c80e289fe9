/**
 * How a variable's value is checked: `strictColor` must be HEX, rgb() or hsl() because other
 * colours are computed from it; `color` takes any CSS colour; `logo` is 'light' or 'dark';
 * `spacing` is a number with px, em or rem; `length` any CSS length; `text` any allowed text.
 */
export type AppearanceVariableType =
  | 'strictColor'
  | 'color'
  | 'logo'
  | 'spacing'
  | 'length'
  | 'text';

function all<T extends AppearanceVariableType>(type: T, names: string[]): [string, T][] {
  return names.map((name) => [name, type]);
}

// Stripe's documented Appearance API variables (@stripe/stripe-js `Appearance['variables']`),
// including the renamed aliases it still accepts.
export const APPEARANCE_VARIABLES: Readonly<Record<string, AppearanceVariableType>> =
  Object.fromEntries([
    ...all('text', [
      'fontFamily',
      'fontSmooth',
      'fontVariantLigatures',
      'fontVariationSettings',
      'fontLineHeight',
      'fontWeightLight',
      'fontWeightNormal',
      'fontWeightMedium',
      'fontWeightBold',
      'accordionItemLabelFontWeight',
      'accordionItemLabelSelectedFontWeight',
      'buttonBoxShadow',
      'buttonFontWeight',
      'buttonPadding',
      'focusBoxShadow',
      'focusOutline',
      'inputBoxShadow',
      'inputFocusBoxShadow',
      'labelFontWeight',
    ]),
    ...all('length', [
      'fontSizeBase',
      'fontSizeSm',
      'fontSizeXs',
      'fontSize2Xs',
      'fontSize3Xs',
      'fontSizeLg',
      'fontSizeXl',
      'accordionItemLabelFontSize',
      'buttonFontSize',
      'labelFontSize',
      'labelSpacing',
      'borderRadius',
      'buttonBorderRadius',
      'buttonExpressCheckoutBorderRadius',
    ]),
    ...all('spacing', [
      'spacingUnit',
      'gridRowSpacing',
      'gridColumnSpacing',
      'tabSpacing',
      'accordionItemSpacing',
      'spacingGridRow',
      'spacingGridColumn',
      'spacingTab',
      'spacingAccordionItem',
    ]),
    ...all('strictColor', [
      'colorPrimary',
      'colorBackground',
      'colorText',
      'colorSuccess',
      'colorDanger',
      'colorWarning',
      'colorTextSecondary',
      'colorTextPlaceholder',
    ]),
    ...all('color', [
      'accordionItemLabelColorText',
      'accordionItemLabelSelectedColorText',
      'accordionItemTriggerColor',
      'accordionItemTriggerSelectedColor',
      'accordionItemTriggerHoverColor',
      'buttonColorBackground',
      'buttonColorText',
      'accessibleColorOnColorPrimary',
      'accessibleColorOnColorBackground',
      'accessibleColorOnColorSuccess',
      'accessibleColorOnColorDanger',
      'accessibleColorOnColorWarning',
      'colorPrimaryText',
      'colorBackgroundText',
      'colorSuccessText',
      'colorDangerText',
      'colorWarningText',
      'iconColor',
      'iconHoverColor',
      'iconCardErrorColor',
      'iconCardCvcColor',
      'iconCardCvcErrorColor',
      'iconCheckmarkColor',
      'iconChevronDownColor',
      'iconChevronDownHoverColor',
      'iconCloseColor',
      'iconCloseHoverColor',
      'iconLoadingIndicatorColor',
      'iconMenuColor',
      'iconMenuHoverColor',
      'iconPasscodeDeviceColor',
      'iconPasscodeDeviceHoverColor',
      'iconPasscodeDeviceNotificationColor',
      'iconRedirectColor',
      'colorIcon',
      'colorIconHover',
      'colorIconCardError',
      'colorIconCardCvc',
      'colorIconCardCvcError',
      'colorIconCheckmark',
      'colorIconChevronDown',
      'colorIconChevronDownHover',
      'colorIconRedirect',
      'tabIconColor',
      'tabIconHoverColor',
      'tabIconSelectedColor',
      'tabIconMoreColor',
      'tabIconMoreHoverColor',
      'colorIconTab',
      'colorIconTabHover',
      'colorIconTabSelected',
      'colorIconTabMore',
      'colorIconTabMoreHover',
      'inputColorBorder',
      'inputFocusColorBorder',
      'labelColorText',
    ]),
    ...all('logo', [
      'logoColor',
      'tabLogoColor',
      'tabLogoSelectedColor',
      'blockLogoColor',
      'colorLogo',
      'colorLogoTab',
      'colorLogoTabSelected',
      'colorLogoBlock',
    ]),
  ]);

// In a module of its own so frames that only merge variables do not carry the table above.
export { APPEARANCE_VARIABLE_ALIASES } from './variable-aliases.js';
