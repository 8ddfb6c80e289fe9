import { describe, expect, it } from 'vitest';
import { isRtlLocale, matchLocale, resolveLocale, SUPPORTED_LOCALES } from './locales.js';

describe('locale resolution', () => {
  it('knows every locale of Stripe.js', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(45);
    for (const tag of SUPPORTED_LOCALES) expect(resolveLocale(tag)).toBe(tag);
  });

  it.each([
    ['DE', 'de'],
    ['pt_br', 'pt-BR'],
    ['en-gb', 'en-GB'],
    ['es-ES', 'es'],
    ['fr-FR', 'fr'],
    ['it-IT', 'it'],
    ['no', 'nb'],
    ['nb-NO', 'nb'],
    ['de-AT', 'de'],
    ['fr-BE', 'fr'],
    ['en-US', 'en'],
    ['en-IE', 'en'],
    ['es-MX', 'es-419'],
    ['es-AR', 'es-419'],
    ['pt-PT', 'pt'],
    ['zh-CN', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['ar-EG', 'ar'],
    ['he-IL', 'he'],
  ])('matches %s to %s', (wanted, tag) => {
    expect(resolveLocale(wanted)).toBe(tag);
  });

  it.each([['xx'], ['not a locale'], ['sw-KE']])('falls back to English for %s', (wanted) => {
    expect(matchLocale(wanted)).toBeNull();
    expect(resolveLocale(wanted)).toBe('en');
  });

  it('takes the first browser language it knows for auto and for no locale', () => {
    expect(resolveLocale('auto', ['sw-KE', 'de-CH', 'fr'])).toBe('de');
    expect(resolveLocale(undefined, ['ja-JP'])).toBe('ja');
    expect(resolveLocale('AUTO', ['xx'])).toBe('en');
    expect(resolveLocale('auto')).toBe('en');
  });

  it('an explicit locale wins over the browser', () => {
    expect(resolveLocale('fi', ['de'])).toBe('fi');
  });

  it('writes Arabic and Hebrew right to left only', () => {
    expect(SUPPORTED_LOCALES.filter(isRtlLocale)).toEqual(['ar', 'he']);
  });
});
