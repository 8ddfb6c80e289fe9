import { ERROR_MESSAGES_EN } from '@kassa/core';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.js';

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

  it.each([['fr-CA'], ['xx'], ['auto'], [undefined]])(
    'falls back to English for locale %s',
    (locale) => {
      const translator = createTranslator(locale);
      expect(translator.label('cardNumber')).toBe('Card number');
      expect(translator.error('incomplete_cvc')).toBe("Your card's security code is incomplete.");
    },
  );

  it.each([
    ['fr', 'fr'],
    ['pt-br', 'pt-BR'],
    ['not a locale', 'en'],
  ])('keeps the language %s for country names as %s while the texts fall back', (asked, tag) => {
    expect(createTranslator(asked).locale).toBe(tag);
  });

  it('builds the validation error a validate answer carries', () => {
    expect(createTranslator('en').validationError('incomplete_zip')).toEqual({
      type: 'validation_error',
      code: 'incomplete_zip',
      message: ERROR_MESSAGES_EN.incomplete_zip,
    });
  });
});
