import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_TEXTS, GERMAN_TEXTS } from '../elements/elements-internals.js';
import { type InProcessProvider, PROVIDER_ORIGIN, startProvider } from './in-process-provider.js';
import { ApiClient, Controller } from './js-internals.js';

// The controller names the loader's frames in the group's locale, from the real locale modules
// (served by the provider at /frames/locales/<tag>.js; imported from source here).
let provider: InProcessProvider;

beforeAll(async () => {
  provider = await startProvider();
}, 60_000);

afterAll(async () => {
  await provider?.close();
});

const MODULES: Record<string, unknown> = { de: GERMAN_TEXTS, ar: ARABIC_TEXTS };

function newController(locale?: string) {
  const asked: string[] = [];
  const controller = new Controller({
    api: new ApiClient({
      origin: PROVIDER_ORIGIN,
      key: provider.keys.publishableKey,
      fetch: provider.fetch,
    }),
    emitGroupEvent: () => {},
    ...(locale === undefined ? {} : { locale }),
    importLocale: async (url) => {
      const tag = /locales\/([\w-]+)\.js$/.exec(url)?.[1] ?? '';
      asked.push(tag);
      if (!(tag in MODULES)) throw new Error(`no module for ${tag}`);
      return { default: MODULES[tag] as never };
    },
  });
  return { controller, asked };
}

describe("frame titles in the group's locale", () => {
  it('answers element-mount with the title of the frame in the group locale', async () => {
    const { controller } = newController();
    await controller.handle('elements-create', { groupId: 'g1', options: { locale: 'de' } });
    const mount = (frameId: string, elementType: string) =>
      controller.handle('element-mount', { groupId: 'g1', frameId, elementType });
    expect(await mount('f1', 'cardNumber')).toEqual({
      title: 'Sicherer Eingaberahmen für die Kartennummer',
    });
    expect(await mount('f2', 'cardExpiry')).toEqual({
      title: 'Sicherer Eingaberahmen für das Ablaufdatum',
    });
    // An element without a title of its own (the Address Element) gets the generic one.
    expect(await mount('f3', 'address')).toEqual({ title: 'Sicherer Eingaberahmen für Zahlungen' });
  });

  it("falls back to the instance's locale, and asks for nothing in English", async () => {
    const arabic = newController('ar');
    await arabic.controller.handle('elements-create', { groupId: 'g1', options: {} });
    expect(
      await arabic.controller.handle('element-mount', {
        groupId: 'g1',
        frameId: 'f1',
        elementType: 'linkAuthentication',
      }),
    ).toEqual({ title: 'إطار آمن لإدخال البريد الإلكتروني' });
    const english = newController('en');
    await english.controller.handle('elements-create', { groupId: 'g1', options: {} });
    expect(
      await english.controller.handle('element-mount', {
        groupId: 'g1',
        frameId: 'f1',
        elementType: 'cardCvc',
      }),
    ).toEqual({ title: 'Secure CVC input frame' });
    expect(english.asked).toEqual([]);
  });

  it("answers elements.update({locale}) with every mounted frame's title in the new locale", async () => {
    const { controller } = newController();
    const intent = await provider.createIntent(1200);
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret, locale: 'de' },
    });
    await controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'f1',
      elementType: 'payment',
    });
    const answer = await controller.handle('elements-update', {
      groupId: 'g1',
      options: { locale: 'ar' },
    });
    expect(answer).toEqual({ titles: { f1: 'إطار آمن لإدخال بيانات الدفع' } });
    // A change that is no new locale names no frame.
    expect(
      await controller.handle('elements-update', { groupId: 'g1', options: { loader: 'never' } }),
    ).toEqual({});
  });
});
