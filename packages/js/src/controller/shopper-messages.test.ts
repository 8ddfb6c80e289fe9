import type { LocaleModuleTexts, WireError } from '@kassa/protocol';
import { describe, expect, it, vi } from 'vitest';
import {
  type LocaleModuleImporter,
  loaderTexts,
  localiseShopperError,
} from './shopper-messages.js';

// A locale module as the provider serves it (@kassa/elements' i18n/locales/<tag>.ts).
const GERMAN: LocaleModuleTexts = {
  tag: 'de',
  labels: {},
  errors: { incomplete_number: 'Ihre Kartennummer ist unvollständig.' },
  declines: {
    card_declined: 'Ihre Karte wurde abgelehnt.',
    insufficient_funds: 'Ihre Karte ist nicht ausreichend gedeckt.',
    authentication_failure: 'Wir können Ihre Zahlungsmethode nicht authentifizieren.',
  },
  pages: {},
  loader: { 'frameTitle.cardNumber': 'Sicherer Eingaberahmen für die Kartennummer' },
  methodErrors: {
    instant_verification_incomplete:
      'Das Bankkonto wurde nicht verknüpft. Verknüpfen Sie es oder wählen Sie eine andere Zahlungsmethode.',
  },
};

function importer(texts: LocaleModuleTexts = GERMAN) {
  return vi.fn<LocaleModuleImporter>(async () => ({ default: texts }));
}

const BASE = 'http://127.0.0.1:4242/frames/controller.js?v=abc';

const declined: WireError = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
  doc_url: 'https://docs.stripe.com/error-codes/card-declined',
};

describe("a confirm call's error in the shopper's locale", () => {
  it('translates a decline by its decline code, keeping every other field', async () => {
    const load = importer();
    const error = await localiseShopperError(declined, 'de', load, BASE);
    expect(error).toEqual({ ...declined, message: 'Ihre Karte ist nicht ausreichend gedeckt.' });
    expect(load).toHaveBeenCalledWith('http://127.0.0.1:4242/frames/locales/de.js');
  });

  it('falls back to the error code when the decline code has no text', async () => {
    const error = await localiseShopperError(
      { ...declined, decline_code: 'unknown_reason' },
      'de-AT',
      importer(),
      BASE,
    );
    expect(error.message).toBe('Ihre Karte wurde abgelehnt.');
  });

  it('translates a failed 3-D Secure authentication and an input error', async () => {
    const failed = await localiseShopperError(
      {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
      'de',
      importer(),
      BASE,
    );
    expect(failed.message).toBe('Wir können Ihre Zahlungsmethode nicht authentifizieren.');
    const input = await localiseShopperError(
      {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
      'de',
      importer(),
      BASE,
    );
    expect(input.message).toBe('Ihre Kartennummer ist unvollständig.');
    const unlinked = await localiseShopperError(
      {
        type: 'validation_error',
        code: 'instant_verification_incomplete',
        message: 'The bank account was not linked. Link it, or choose another payment method.',
      },
      'de',
      importer(),
      BASE,
    );
    expect(unlinked.message).toBe(
      'Das Bankkonto wurde nicht verknüpft. Verknüpfen Sie es oder wählen Sie eine andere Zahlungsmethode.',
    );
  });

  it('leaves developer errors in English, as Stripe.js does', async () => {
    const integration: WireError = {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      message: 'Missing required param: amount.',
    };
    expect(await localiseShopperError(integration, 'de', importer(), BASE)).toBe(integration);
  });

  it('asks for nothing in English, or for a locale it cannot match', async () => {
    const load = importer();
    expect(await localiseShopperError(declined, 'en-US', load, BASE)).toBe(declined);
    expect(await localiseShopperError(declined, 'xx', load, BASE)).toBe(declined);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the English error when the locale cannot be loaded (logged, not fatal)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn<LocaleModuleImporter>(() => Promise.reject(new Error('offline')));
    expect(await localiseShopperError(declined, 'sv', failing, BASE)).toBe(declined);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("the loader's texts in the shopper's locale", () => {
  it("are the locale module's loader part, loaded once per locale", async () => {
    const dutch = {
      ...GERMAN,
      tag: 'nl',
      loader: { 'modal.threeDSecure': '3D Secure-verificatie' },
    };
    const load = importer(dutch);
    expect(await loaderTexts('nl', load)).toEqual(dutch.loader);
    expect(await loaderTexts('nl-BE', load)).toEqual(dutch.loader);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('are English for English and when the module cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn<LocaleModuleImporter>(() => Promise.reject(new Error('offline')));
    expect((await loaderTexts('en-GB', failing))['modal.threeDSecure']).toBe(
      '3D Secure authentication',
    );
    expect((await loaderTexts('fi', failing))['frameTitle.cardCvc']).toBe('Secure CVC input frame');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
