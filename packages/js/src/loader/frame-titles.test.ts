// @vitest-environment jsdom

import { ELEMENT_FRAMES, FRAME_TITLES_EN, frameTitle, parseFrameHash } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScriptedController } from './scripted-controller.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function elementFrame(): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name^="__kassaFrame-"]');
  if (frame === null) throw new Error('no element frame');
  return frame;
}

beforeEach(() => {
  document.body.innerHTML = '<div id="field"></div>';
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("frame titles in the group's locale", () => {
  // The Payment Request Button mounts only after canMakePayment(), which needs a wallet: its
  // frame is titled as the Payment Element's, by the same code.
  it.each(Object.keys(ELEMENT_FRAMES).filter((type) => type !== 'paymentRequestButton'))(
    "names a %s frame in English with the catalogue's words",
    (type) => {
      const { stripe } = startScriptedController();
      const options = type === 'address' ? { mode: 'shipping' } : {};
      stripe
        .elements({ clientSecret: 'pi_1_secret_2' })
        .create(type as 'card', options as never)
        .mount('#field');
      expect(elementFrame().title).toBe(frameTitle(type));
    },
  );

  it('has an English title for each element with a field of its own', () => {
    expect(Object.keys(FRAME_TITLES_EN).map((key) => key.replace('frameTitle.', ''))).toEqual([
      'payment',
      'card',
      'cardNumber',
      'cardExpiry',
      'cardCvc',
      'linkAuthentication',
    ]);
  });

  it('names the frame in English at once, then as the controller answers element-mount', async () => {
    const controller = startScriptedController();
    controller.answers['element-mount'] = {
      title: 'Sicherer Eingaberahmen für die Kartennummer',
    };
    const field = controller.stripe.elements({ locale: 'de' }).create('cardNumber');
    field.mount('#field');
    // The frame has a name from its first moment: axe's frame-title, a screen reader's list.
    expect(elementFrame().title).toBe('Secure card number input frame');
    await flush();
    expect(elementFrame().title).toBe('Sicherer Eingaberahmen für die Kartennummer');
  });

  it("keeps the merchant's title option over the localised one", async () => {
    const controller = startScriptedController();
    controller.answers['element-mount'] = { title: 'Sicherer Eingaberahmen für Zahlungen' };
    const element = controller.stripe
      .elements({ locale: 'de' })
      .create('card', { title: 'Karte für die Bestellung' } as never);
    element.mount('#field');
    await flush();
    expect(elementFrame().title).toBe('Karte für die Bestellung');
    element.update({ title: '' } as never);
    expect(elementFrame().title).toBe('Sicherer Eingaberahmen für Zahlungen');
  });

  it('renames each mounted frame when elements.update() changes the locale', async () => {
    const controller = startScriptedController();
    const elements = controller.stripe.elements({ locale: 'de' });
    elements.create('cardCvc').mount('#field');
    await flush();
    const { id } = parseFrameHash(new URL(elementFrame().src).hash);
    controller.answers['elements-update'] = {
      titles: { [id]: 'Cadre sécurisé de saisie du CVC', kf_gone: 'ignored' },
    };
    await elements.update({ locale: 'fr' });
    expect(elementFrame().title).toBe('Cadre sécurisé de saisie du CVC');
    // An update that names no frame (no new locale) leaves the title as it is.
    controller.answers['elements-update'] = {};
    await elements.update({ appearance: { theme: 'night' } });
    expect(elementFrame().title).toBe('Cadre sécurisé de saisie du CVC');
  });
});
