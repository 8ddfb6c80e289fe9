import { fillCard } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import Stripe from 'stripe';
import { PROVIDER_PORT, SECRET_KEY } from './e2e-env.js';
import { Playground, type PlaygroundWindow } from './pages/playground.js';
import { ThreeDSecureModal } from './pages/three-d-secure-modal.js';
import { TEST_CARDS } from './test-cards.js';

// What the loader writes on the merchant page in the shopper's locale: each element frame's
// title and the name of the 3-D Secure and payment-instructions modals (sent by the controller,
// which loads the locale's texts; the loader itself carries only English).
const stripe = new Stripe(SECRET_KEY, {
  host: '127.0.0.1',
  port: PROVIDER_PORT,
  protocol: 'http',
  maxNetworkRetries: 0,
});

const LOCALES = {
  de: {
    payment: 'Sicherer Eingaberahmen für Zahlungen',
    cardNumber: 'Sicherer Eingaberahmen für die Kartennummer',
    cardExpiry: 'Sicherer Eingaberahmen für das Ablaufdatum',
    cardCvc: 'Sicherer Eingaberahmen für den Sicherheitscode (CVC)',
    threeDSecure: '3D-Secure-Authentifizierung',
    instructions: 'Zahlungsanweisungen',
  },
  ar: {
    payment: 'إطار آمن لإدخال بيانات الدفع',
    cardNumber: 'إطار آمن لإدخال رقم البطاقة',
    cardExpiry: 'إطار آمن لإدخال تاريخ انتهاء الصلاحية',
    cardCvc: 'إطار آمن لإدخال رمز CVC',
    threeDSecure: 'مصادقة 3D Secure',
    instructions: 'تعليمات الدفع',
  },
} as const;

const frameTitle = (page: Page, page_: string) =>
  page.locator(`iframe[src*="/frames/${page_}.html"]`).first();

for (const [locale, texts] of Object.entries(LOCALES)) {
  test.describe(`in ${locale}`, () => {
    test('the frames are titled, and the 3-D Secure modal named, in the locale', async ({
      page,
    }) => {
      const intent = await Playground.newIntent();
      const playground = await Playground.open(page, { clientSecret: intent.clientSecret, locale });
      await playground.createReady('payment');
      await expect(frameTitle(page, 'payment')).toHaveAttribute('title', texts.payment);

      await fillCard(page, { ...TEST_CARDS.succeeds, number: '4000002760003184' });
      const result = page.evaluate(() => {
        const w = window as unknown as PlaygroundWindow;
        return w.kassa.confirmPayment({
          elements: w.elements,
          redirect: 'if_required',
          confirmParams: { return_url: location.href },
        });
      });
      const modal = new ThreeDSecureModal(page, texts.threeDSecure);
      await expect(modal.dialog).toBeVisible();
      await expect(modal.iframe).toHaveAttribute('title', texts.threeDSecure);
      // The challenge page in the same locale; Escape (from inside it) fails the authentication.
      await expect(modal.frame.locator(`html[lang="${locale}"]`)).toHaveCount(1);
      await expect(modal.frame.getByRole('button').first()).toBeVisible();
      await modal.frame.getByRole('button').first().focus();
      await page.keyboard.press('Escape');
      await modal.expectClosed();
      expect((await result).error?.code).toBe('payment_intent_authentication_failure');
    });

    test('the split fields are titled per field, and renamed by elements.update({locale})', async ({
      page,
    }) => {
      const playground = await Playground.open(page, { locale });
      for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const)
        await playground.createReady(type);
      const titles = () =>
        page
          .locator('iframe[src*="/frames/card-field.html"]')
          .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('title')));
      await expect.poll(titles).toEqual([texts.cardNumber, texts.cardExpiry, texts.cardCvc]);
      const other = locale === 'de' ? LOCALES.ar : LOCALES.de;
      await playground.group('update', { locale: locale === 'de' ? 'ar' : 'de' });
      await expect.poll(titles).toEqual([other.cardNumber, other.cardExpiry, other.cardCvc]);
      await playground.group('update', { locale: 'en' });
      await expect
        .poll(titles)
        .toEqual([
          'Secure card number input frame',
          'Secure expiration date input frame',
          'Secure CVC input frame',
        ]);
    });

    test('the payment-instructions modal is named in the locale', async ({ page }) => {
      const params: object = {
        amount: 2500,
        currency: 'eur',
        payment_method_types: ['wechat_pay'],
        payment_method_data: { type: 'wechat_pay' },
        confirm: true,
      };
      const intent = await stripe.paymentIntents.create(params as Stripe.PaymentIntentCreateParams);
      await Playground.open(page, null, [], { locale });
      const shown = page.evaluate(
        (secret) =>
          // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API in the page
          (window as any).kassa.handleNextAction({ clientSecret: secret }),
        intent.client_secret,
      );
      const dialog = page.getByRole('dialog', { name: texts.instructions, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('iframe')).toHaveAttribute('title', texts.instructions);
      // The page inside, in the locale, takes focus once its texts are there.
      const inside = dialog.locator('iframe').contentFrame();
      await expect(inside.locator(`html[lang="${locale}"]`)).toHaveCount(1);
      await expect(inside.getByRole('button')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await shown;
    });
  });
}
