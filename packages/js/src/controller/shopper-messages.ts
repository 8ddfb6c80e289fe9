import { resolveLocale } from '@kassa/core';
import {
  FRAME_TITLES_EN,
  type LocaleModuleTexts,
  localeModuleUrl,
  MODAL_NAMES_EN,
  type WireError,
} from '@kassa/protocol';

/** Imports a locale module by URL; replaced in unit tests, which have no provider to ask. */
export type LocaleModuleImporter = (url: string) => Promise<{ default: LocaleModuleTexts }>;

const importByUrl: LocaleModuleImporter = (url) => import(/* @vite-ignore */ url);

const modules = new Map<string, Promise<LocaleModuleTexts | null>>();

/** The browser's language, as the element frames take it for `auto` (navigator.language). */
function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : [navigator.language];
}

/** The key of `declines` for an error a confirm call answers, or undefined (not a decline). */
function declineKey(error: WireError, texts: LocaleModuleTexts): string | undefined {
  const { code, decline_code: declineCode } = error;
  if (code !== undefined && /^(payment|setup)_intent_authentication_failure$/.test(code))
    return 'authentication_failure';
  if (error.type !== 'card_error') return undefined;
  if (declineCode !== undefined && texts.declines[declineCode] !== undefined) return declineCode;
  return code;
}

/**
 * The module of texts of the shopper's locale, loaded once per locale: `locale` is the elements
 * group's option, else the Stripe instance's (`auto` and none: the browser's language). Null for
 * English, which needs none, and when the module cannot be loaded (logged, not fatal: the
 * shopper then reads English).
 */
export async function shopperTexts(
  locale: string | undefined,
  importer: LocaleModuleImporter = importByUrl,
  base: string = import.meta.url,
): Promise<LocaleModuleTexts | null> {
  const tag = resolveLocale(locale, browserLanguages());
  if (tag === 'en') return null;
  let loading = modules.get(tag);
  if (loading === undefined) {
    loading = importer(localeModuleUrl(tag, base)).then(
      (module) => module.default,
      (thrown: unknown) => {
        console.warn(`[kassa controller] locale ${tag} could not be loaded`, thrown);
        modules.delete(tag);
        return null;
      },
    );
    modules.set(tag, loading);
  }
  return loading;
}

/**
 * What the loader shows on the merchant page (frame titles, the modal's name) in the shopper's
 * locale: the locale module's `loader` part, else English (@kassa/protocol's loader-texts.ts).
 */
export async function loaderTexts(
  locale: string | undefined,
  importer?: LocaleModuleImporter,
): Promise<Readonly<Record<string, string | undefined>>> {
  return (
    (await shopperTexts(locale, importer))?.loader ?? { ...FRAME_TITLES_EN, ...MODAL_NAMES_EN }
  );
}

/**
 * The shopper-facing error of a confirm call in the shopper's locale, as Stripe.js localises
 * them: declines (card errors), failed authentication and input errors. Developer errors
 * (integration, invalid request) stay in English, as Stripe's do. When the locale's texts cannot
 * be loaded the English error is kept.
 */
export async function localiseShopperError(
  error: WireError,
  locale: string | undefined,
  importer: LocaleModuleImporter = importByUrl,
  base: string = import.meta.url,
): Promise<WireError> {
  const texts = await shopperTexts(locale, importer, base);
  if (texts === null) return error;
  const { code } = error;
  const key = declineKey(error, texts);
  const message =
    key !== undefined
      ? texts.declines[key]
      : error.type === 'validation_error' && code !== undefined
        ? (texts.errors[code] ?? texts.methodErrors?.[code])
        : undefined;
  return message === undefined ? error : { ...error, message };
}
