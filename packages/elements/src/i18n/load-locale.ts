import type { LocaleCatalogue } from './catalogue.js';

/** Imports a locale module by URL; replaced in unit tests, which have no provider to ask. */
export type LocaleImporter = (url: string) => Promise<{ default: LocaleCatalogue }>;

// Left to the browser: the bundler must not try to resolve a URL only the provider knows.
const importByUrl: LocaleImporter = (url) => import(/* @vite-ignore */ url);

const loaded = new Map<string, LocaleCatalogue>();

/**
 * The locale a frame asks the provider for: the option, or the browser's language for `auto`
 * and none. Anything that is not a plain tag is English, and so is the English built into the
 * frame (plain `en` and `en-US` need no request).
 */
export function wantedLocale(option: string | undefined): string {
  const wanted =
    !option || option === 'auto'
      ? typeof navigator === 'undefined'
        ? 'en'
        : navigator.language
      : option;
  return /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,2}$/.test(wanted) && !/^en([_-]us)?$/i.test(wanted)
    ? wanted
    : 'en';
}

/** The catalogue loaded for a wanted locale; undefined for English or one not (yet) loaded. */
export function loadedCatalogue(wanted: string): LocaleCatalogue | undefined {
  return loaded.get(wanted);
}

/**
 * Loads the catalogue of a wanted locale from the provider, which answers the supported locale
 * it falls back to (`/frames/locales/<wanted>.js`, @kassa/core's resolveLocale). Resolves once
 * it is there, or at once for English; a failed load keeps English (logged, not fatal).
 */
export function loadLocale(
  wanted: string,
  importer: LocaleImporter = importByUrl,
  base: string = import.meta.url,
): Promise<void> {
  if (wanted === 'en' || loaded.has(wanted)) return Promise.resolve();
  return importer(new URL(`locales/${wanted}.js`, base).href).then(
    (module) => {
      loaded.set(wanted, module.default);
    },
    (error: unknown) => console.warn(`[kassa] locale ${wanted} could not be loaded`, error),
  );
}

/** The document's language and direction, for screen readers, hyphenation and mirroring. */
export function applyDocumentLocale(catalogue: LocaleCatalogue | undefined): void {
  const root = document.documentElement;
  root.lang = catalogue?.tag ?? 'en';
  root.dir = catalogue?.dir ?? 'ltr';
}
