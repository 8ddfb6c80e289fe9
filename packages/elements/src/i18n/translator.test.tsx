import { ERROR_MESSAGES_EN, resolveLocale } from '@kassa/core';
import { describe, expect, it, vi } from 'vitest';
import type { LocaleCatalogue } from './catalogue.js';
import { afterLocale, type LocaleImporter, loadLocale, wantedLocale } from './load-locale.js';
import { createTranslator } from './translator.js';

/** The provider's answer to `/frames/locales/<wanted>.js`: the module of resolveLocale's pick. */
const provider: LocaleImporter = async (url) => {
  const wanted = decodeURIComponent(/\/locales\/([^/]+)\.js$/.exec(url)?.[1] ?? '');
  return (await import(`./locales/${resolveLocale(wanted)}.ts`)) as { default: LocaleCatalogue };
};

describe('translator', () => {
  it.each([
    'incomplete_number',
    'invalid_expiry_year_past',
    'card_number_in_postal_code_field',
  ] as const)('takes the English text of %s from the core catalogue', (code) => {
    expect(createTranslator('en').error(code)).toBe(ERROR_MESSAGES_EN[code]);
  });

  it('falls back to a generic text for a code it does not know', () => {
    expect(createTranslator('en').error('no_such_code')).toBe('Your payment details are invalid.');
  });

  it('builds the validation error a validate answer carries', () => {
    expect(createTranslator('en').validationError('incomplete_zip')).toEqual({
      type: 'validation_error',
      code: 'incomplete_zip',
      message: ERROR_MESSAGES_EN.incomplete_zip,
    });
  });

  it.each([['xx-YY'], ['auto'], [undefined]])(
    'is English for %s until a catalogue has loaded',
    (locale) => {
      const translator = createTranslator(locale);
      expect(translator.locale).toBe('en');
      expect(translator.label('cardNumber')).toBe('Card number');
      expect(translator.error('incomplete_cvc')).toBe("Your card's security code is incomplete.");
    },
  );
});

describe('the wanted locale', () => {
  it.each([
    ['de', 'de'],
    ['pt-BR', 'pt-BR'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-us', 'en'],
    ['not a locale', 'en'],
    ['../../v3', 'en'],
  ])('asks for %s as %s', (option, wanted) => {
    expect(wantedLocale(option)).toBe(wanted);
  });

  it("takes the browser's language for auto and for none", () => {
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('fi-FI');
    expect(wantedLocale('auto')).toBe('fi-FI');
    expect(wantedLocale(undefined)).toBe('fi-FI');
    language.mockRestore();
  });
});

describe('loading a locale', () => {
  it('imports the locale module beside the frame script, then translates and sets lang', async () => {
    const importer = vi.fn(provider);
    await loadLocale('de', importer);
    expect(importer).toHaveBeenCalledOnce();
    expect(importer.mock.calls[0]?.[0]).toMatch(/\/locales\/de\.js$/);
    const german = createTranslator('de');
    expect(german.locale).toBe('de');
    expect(german.label('cardNumber')).toBe('Kartennummer');
    expect(german.error('incomplete_number')).toBe('Ihre Kartennummer ist unvollständig.');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');

    await loadLocale('de', importer);
    expect(importer).toHaveBeenCalledOnce();
  });

  it('sets dir=rtl for Arabic and Hebrew', async () => {
    await loadLocale('ar', provider);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await loadLocale('he-IL', provider);
    expect(createTranslator('he-IL').locale).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    await loadLocale('en', provider);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('gets a regional locale without texts of its own in its language (de-AT: de)', async () => {
    await loadLocale('de-AT', provider);
    expect(createTranslator('de-AT').locale).toBe('de');
    expect(createTranslator('de-AT').label('expiry')).toBe('Ablaufdatum');
  });

  it('asks nothing for English, built into the frame', async () => {
    const importer = vi.fn(provider);
    await loadLocale(wantedLocale('en-US'), importer);
    expect(importer).not.toHaveBeenCalled();
  });

  it('stays in English when the module cannot be loaded, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadLocale('fr-XX', () => Promise.reject(new Error('offline')));
    expect(warn).toHaveBeenCalled();
    expect(createTranslator('fr-XX').label('cardNumber')).toBe('Card number');
    expect(document.documentElement.lang).toBe('en');
    warn.mockRestore();
  });

  it('applies a group update naming a locale only once its texts are there', async () => {
    const applied: string[] = [];
    afterLocale({}, () => applied.push('appearance'));
    expect(applied).toEqual(['appearance']);
    await new Promise<void>((done) =>
      afterLocale({ locale: 'de' }, () => {
        applied.push(createTranslator('de').label('cvc'));
        done();
      }),
    );
    expect(applied).toEqual(['appearance', 'Sicherheitscode']);
  });
});
