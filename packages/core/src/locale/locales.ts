// The locales Stripe.js accepts for `Stripe(pk, {locale})` and `elements({locale})`, and how a
// wanted locale (a merchant's option, or the browser's language for `auto`) falls back to one
// of them: an alias first (es-ES -> es, no -> nb), then the base language of an unknown region
// (de-AT -> de), a Latin-American Spanish region to es-419, a Traditional Chinese script or
// region to zh-TW / zh-HK, and anything else to en.

/** Every locale with its own catalogue of texts; `en` is the one built into every frame. */
export const SUPPORTED_LOCALES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-NZ',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'he',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The locales written right to left: their frames get `dir="rtl"`. */
export const RTL_LOCALES: readonly SupportedLocale[] = ['ar', 'he'];

/** Other names Stripe.js accepts for a supported locale. */
const ALIASES: Readonly<Record<string, SupportedLocale>> = {
  'es-es': 'es',
  'fr-fr': 'fr',
  'it-it': 'it',
  no: 'nb',
  nn: 'nb',
  'pt-pt': 'pt',
  iw: 'he',
  in: 'id',
  tl: 'fil',
  'zh-cn': 'zh',
  'zh-sg': 'zh',
  'zh-hans': 'zh',
  'zh-hant': 'zh-TW',
  'zh-mo': 'zh-HK',
};

// Spanish as written in the Americas (and the US): Stripe's es-419.
const LATIN_AMERICA = new Set(
  'ar bo cl co cr cu do ec gt hn mx ni pa pe pr py sv us uy ve 419'.split(' '),
);

const BY_LOWER: ReadonlyMap<string, SupportedLocale> = new Map(
  SUPPORTED_LOCALES.map((tag) => [tag.toLowerCase(), tag]),
);

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale for one wanted tag (any case, `_` or `-`), or null when neither it, its
 * alias nor its language is supported.
 */
export function matchLocale(wanted: string): SupportedLocale | null {
  const parts = wanted.trim().toLowerCase().replaceAll('_', '-').split('-');
  const language = parts[0] ?? '';
  const whole = parts.join('-');
  const exact = BY_LOWER.get(whole) ?? ALIASES[whole];
  if (exact !== undefined) return exact;
  // zh-Hant-TW, zh-Hans-CN, sr-Latn-RS...: the script decides for Chinese.
  const script = parts.find((part, index) => index > 0 && part.length === 4);
  const region = parts.find((part, index) => index > 0 && part.length !== 4);
  if (language === 'zh') {
    if (region === 'hk' || region === 'mo') return 'zh-HK';
    if (script === 'hant' || region === 'tw') return 'zh-TW';
    return 'zh';
  }
  if (language === 'es' && region !== undefined && LATIN_AMERICA.has(region)) return 'es-419';
  if (region !== undefined) {
    const regional = BY_LOWER.get(`${language}-${region}`);
    if (regional !== undefined) return regional;
  }
  return BY_LOWER.get(language) ?? ALIASES[language] ?? null;
}

/**
 * The locale a frame shows: `auto` (or nothing) takes the first of the browser's languages that
 * matches, any other value its own match; English when nothing matches, as Stripe.js does.
 */
export function resolveLocale(
  wanted: string | undefined,
  browserLanguages: readonly string[] = [],
): SupportedLocale {
  if (wanted === undefined || wanted === '' || wanted.toLowerCase() === 'auto') {
    for (const language of browserLanguages) {
      const match = matchLocale(language);
      if (match !== null) return match;
    }
    return 'en';
  }
  return matchLocale(wanted) ?? 'en';
}

export function isRtlLocale(locale: string): boolean {
  return (RTL_LOCALES as readonly string[]).includes(locale);
}
