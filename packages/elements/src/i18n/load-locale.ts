import type { LocaleCatalogue } from './catalogue.js';

// Kept lean on purpose: every frame carries this, and the payment frame has a size budget.

/** Imports a locale module by URL; replaced in unit tests, which have no provider to ask. */
export type LocaleImporter = (url: string) => Promise<{ default: LocaleCatalogue }>;

const loaded = new Map<string, LocaleCatalogue>();
// The frame script's address; a variable, so that Vite (unit tests) does not take the URL below
// for an asset of its own to resolve.
const here = import.meta.url;

/**
 * The locale a frame asks the provider for: the option, or the browser's language for `auto`
 * and none. English (`en`, `en-US`: built into the frame) and anything that is not a plain tag
 * need no request.
 */
export function wantedLocale(option: string | undefined): string {
  const wanted = !option || option === 'auto' ? navigator.language : option;
  return /^en(-us)?$/i.test(wanted) || !/^[\w-]+$/.test(wanted) ? 'en' : wanted;
}

/** The catalogue loaded for a wanted locale; undefined for English or one not (yet) loaded. */
export const loadedCatalogue = (wanted: string) => loaded.get(wanted);

/**
 * Loads the catalogue of a wanted locale from beside the frame's script: the provider answers
 * the module of the supported locale it falls back to (`/frames/locales/<wanted>.js`, see
 * @kassa/core's resolveLocale). Resolves once it is there, at once for English, having set the
 * document's language and direction (screen readers, mirroring); a failed load leaves the
 * frame in English (logged, not fatal).
 */
export function loadLocale(
  wanted: string,
  importer: LocaleImporter = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  return (
    wanted === 'en' || loaded.has(wanted)
      ? Promise.resolve()
      : importer(new URL(`locales/${wanted}.js`, here).href).then(
          (module) => void loaded.set(wanted, module.default),
          console.warn,
        )
  ).then(() => {
    const catalogue = loaded.get(wanted);
    const root = document.documentElement;
    root.lang = catalogue?.tag ?? 'en';
    root.dir = catalogue?.dir ?? 'ltr';
  });
}

/**
 * Applies a change of the group's options (elements.update) once the locale it names, if any,
 * has loaded: the frame renders the new locale at once, never English first.
 */
export function afterLocale(payload: { locale?: unknown }, apply: () => void): void {
  const { locale } = payload;
  if (locale === undefined) apply();
  else void loadLocale(wantedLocale(String(locale))).then(apply);
}
