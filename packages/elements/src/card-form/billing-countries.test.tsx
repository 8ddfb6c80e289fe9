import { describe, expect, it } from 'vitest';
import { countryName, ENGLISH_DEFAULT_NAMES } from './billing-countries.js';

describe('countryName', () => {
  it.each(['en', 'en-US', 'en-GB', 'en-AU'])(
    'names the default countries in %s exactly as the browser does',
    (locale) => {
      const browser = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
      for (const [code, name] of Object.entries(ENGLISH_DEFAULT_NAMES)) {
        expect(countryName(code, locale)).toBe(name);
        expect(browser.of(code)).toBe(name);
      }
    },
  );

  it('asks the browser for every other country and every other language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('US', 'de')).toBe('Vereinigte Staaten');
    expect(countryName('FR', 'fr-FR')).toBe('France');
    expect(countryName('GB', 'fr')).toBe('Royaume-Uni');
  });
});
