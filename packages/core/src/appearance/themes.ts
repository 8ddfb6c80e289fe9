export type AppearanceTheme = 'stripe' | 'flat' | 'night';

export const APPEARANCE_THEMES: readonly AppearanceTheme[] = ['stripe', 'flat', 'night'];

/** Default grid gap between rows and columns. */
export const DEFAULT_GRID_GAP = '10px';

const SHARED: Record<string, string> = {
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  fontSizeBase: '16px',
  fontLineHeight: '1.5',
  fontWeightLight: '300',
  fontWeightNormal: '400',
  fontWeightMedium: '500',
  fontWeightBold: '600',
  spacingUnit: '4px',
  gridRowSpacing: DEFAULT_GRID_GAP,
  gridColumnSpacing: DEFAULT_GRID_GAP,
  tabSpacing: '12px',
  accordionItemSpacing: '12px',
  borderRadius: '5px',
  focusOutline: '0',
  colorPrimary: '#0570de',
  colorSuccess: '#30b130',
  colorWarning: '#f6a623',
  // Logo variants are named after the logo itself: dark logos on the light themes.
  logoColor: 'dark',
  tabLogoColor: 'dark',
  tabLogoSelectedColor: 'dark',
  blockLogoColor: 'dark',
};

/** Variable values of each theme before the merchant's variables are applied. */
export const THEME_VARIABLES: Readonly<Record<AppearanceTheme, Readonly<Record<string, string>>>> =
  {
    stripe: {
      ...SHARED,
      colorBackground: '#ffffff',
      colorText: '#30313d',
      colorTextSecondary: '#6d6e78',
      // 5.29:1 on white, 4.68:1 on the flat theme's grey input fill: clear of 4.5:1.
      colorTextPlaceholder: '#6a6b75',
      colorDanger: '#df1b41',
      focusBoxShadow: '0 0 0 3px rgba(5, 115, 225, 0.25)',
    },
    flat: {
      ...SHARED,
      colorBackground: '#ffffff',
      colorText: '#30313d',
      colorTextSecondary: '#6d6e78',
      colorTextPlaceholder: '#6a6b75',
      colorDanger: '#df1b41',
      borderRadius: '6px',
      inputColorBorder: '#f1f1f1',
      focusBoxShadow: '0 0 0 2px #0570de',
    },
    night: {
      ...SHARED,
      colorPrimary: '#0570de',
      colorBackground: '#30313d',
      colorText: '#ffffff',
      colorTextSecondary: '#a9a9b0',
      // 4.96:1 on the night input (#30313d); the old #8c8c94 was 3.86:1.
      colorTextPlaceholder: '#a0a0a8',
      colorDanger: '#fe87a1',
      logoColor: 'light',
      tabLogoColor: 'light',
      tabLogoSelectedColor: 'light',
      blockLogoColor: 'light',
      focusBoxShadow: '0 0 0 3px rgba(5, 115, 225, 0.5)',
    },
  };

/**
 * The fill of an input in each theme, when it differs from colorBackground (the flat theme's
 * grey boxes): text drawn in an input must read on it too.
 */
export const THEME_INPUT_BACKGROUND: Readonly<Record<AppearanceTheme, string>> = {
  stripe: '#ffffff',
  flat: '#f1f1f1',
  night: '#30313d',
};
