/**
 * A locale's texts as the provider serves them, one ES module per supported locale at
 * `/frames/locales/<locale>.js` (built from @kassa/elements' `i18n/locales/`). The provider
 * answers any wanted tag with the locale it falls back to (@kassa/core's resolveLocale). Element
 * frames and hosted pages read it all; the controller reads what confirm calls answer with.
 */
export interface LocaleModuleTexts {
  /** The supported locale the texts are in: the documents' `lang`. */
  tag: string;
  /** Set for the locales written right to left. */
  dir?: 'rtl';
  labels: Readonly<Record<string, string | undefined>>;
  /** Input errors by code (the core catalogue's). */
  errors: Readonly<Record<string, string | undefined>>;
  /** Decline messages by decline code or error code, and `authentication_failure`. */
  declines: Readonly<Record<string, string | undefined>>;
  /** The hosted test pages' texts. */
  pages: Readonly<Record<string, string | undefined>>;
  /** What the loader shows on the merchant page: frame titles, modal names (loader-texts.ts). */
  loader: Readonly<Record<string, string | undefined>>;
  /** Input errors of the other payment methods, and instant_verification_incomplete. */
  methodErrors?: Readonly<Record<string, string | undefined>>;
}

/**
 * The address of a locale's module beside a frame script (`base`: the script's own URL, its
 * `import.meta.url`): the frames, the controller and the hosted pages all load from /frames/.
 */
export function localeModuleUrl(wanted: string, base: string): string {
  return new URL(`locales/${encodeURIComponent(wanted)}.js`, base).href;
}
