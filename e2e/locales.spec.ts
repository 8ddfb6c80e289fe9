import { fillCard, readElementError } from '@kassa/js/testing';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { Playground, type PlaygroundWindow } from './pages/playground.js';
import { ThreeDSecureModal } from './pages/three-d-secure-modal.js';
import { TEST_CARDS } from './test-cards.js';

const DEFERRED = { mode: 'payment', amount: 2500, currency: 'usd' };

/** The frame document's language and direction, as its <html> says. */
async function documentLocale(frame: FrameLocator) {
  const html = frame.locator('html');
  return { lang: await html.getAttribute('lang'), dir: await html.getAttribute('dir') };
}

/** How far the frame's content and the merchant page reach past their width (0: none). */
async function overflow(page: Page, frame: FrameLocator) {
  const inFrame = await frame
    .locator('html')
    .evaluate((root) => root.scrollWidth - root.clientWidth);
  const onPage = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return Math.max(inFrame, onPage);
}

/** confirmPayment with the group, or confirmCardPayment with the Card Element. */
function confirm(page: Page, clientSecret: string, with_: 'payment' | 'card') {
  return page.evaluate(
    ({ clientSecret, with_ }) => {
      const w = window as unknown as PlaygroundWindow & {
        kassa: { confirmCardPayment(secret: string, data: object): Promise<unknown> };
      };
      if (with_ === 'card') {
        return w.kassa.confirmCardPayment(clientSecret, {
          payment_method: { card: w.created.card },
        }) as Promise<{ error?: { type: string; code?: string; message?: string } }>;
      }
      return w.kassa.confirmPayment({
        elements: w.elements,
        redirect: 'if_required',
        confirmParams: { return_url: location.href },
      });
    },
    { clientSecret, with_ },
  );
}

test.describe('German', () => {
  test('the Payment Element of elements({locale: "de"}): labels, errors and a decline in German', async ({
    page,
  }) => {
    const intent = await Playground.newIntent();
    const playground = await Playground.open(page, {
      clientSecret: intent.clientSecret,
      locale: 'de',
    });
    const frame = await playground.createReady('payment');

    expect(await documentLocale(frame)).toEqual({ lang: 'de', dir: 'ltr' });
    await expect(frame.getByLabel('Kartennummer')).toBeVisible();
    await expect(frame.getByLabel('Ablaufdatum')).toBeVisible();
    await expect(frame.getByLabel('Sicherheitscode')).toBeVisible();
    await expect(frame.locator('select[name="country"] option[value="US"]')).toHaveText(
      'Vereinigte Staaten',
    );

    const submitted = await page.evaluate(() =>
      (window as unknown as PlaygroundWindow).elements.submit(),
    );
    expect(submitted.error?.message).toBe('Ihre Kartennummer ist unvollständig.');
    await expect.poll(() => readElementError(page)).toBe('Ihre Kartennummer ist unvollständig.');

    await fillCard(page, TEST_CARDS.declined);
    const result = await confirm(page, intent.clientSecret, 'payment');
    expect(result.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Ihre Karte wurde abgelehnt.',
    });
  });

  test('the Card Element of Stripe(pk, {locale: "de"}): labels, errors and a decline in German', async ({
    page,
  }) => {
    const intent = await Playground.newIntent();
    const playground = await Playground.open(page, {}, [], { locale: 'de' });
    const frame = await playground.createReady('card');

    expect(await documentLocale(frame)).toEqual({ lang: 'de', dir: 'ltr' });
    await expect(frame.getByLabel('Kartennummer')).toBeVisible();
    await frame.getByLabel('Kartennummer').fill('4242');
    await frame.getByLabel('Kartennummer').blur();
    await expect
      .poll(() => readElementError(page, { element: 'card' }))
      .toBe('Ihre Kartennummer ist unvollständig.');

    await fillCard(page, TEST_CARDS.declined, { element: 'card' });
    const result = await confirm(page, intent.clientSecret, 'card');
    expect(result.error?.message).toBe('Ihre Karte wurde abgelehnt.');
  });
});

test.describe('Arabic, right to left', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the Payment Element: dir=rtl, Arabic labels and errors, numbers left to right, no overflow at 320 px', async ({
    page,
  }) => {
    const playground = await Playground.open(page, { ...DEFERRED, locale: 'ar' });
    const frame = await playground.createReady('payment');

    expect(await documentLocale(frame)).toEqual({ lang: 'ar', dir: 'rtl' });
    const number = frame.getByLabel('رقم البطاقة');
    await expect(number).toBeVisible();
    await expect(frame.getByLabel('رمز الأمان')).toBeVisible();
    // The number reads left to right inside the right-to-left form.
    expect(await number.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    // Mirrored: the number field's label starts at the right edge.
    const label = await frame.getByText('رقم البطاقة').first().boundingBox();
    const field = await number.boundingBox();
    expect(label && field && field.x + field.width - (label.x + label.width)).toBeLessThan(8);

    await page.evaluate(() => (window as unknown as PlaygroundWindow).elements.submit());
    await expect.poll(() => readElementError(page)).toBe('رقم بطاقتك غير مكتمل.');
    expect(await overflow(page, frame)).toBe(0);
  });

  test('the Card Element: dir=rtl, the number field first on the right, no overflow at 320 px', async ({
    page,
  }) => {
    const playground = await Playground.open(page, {}, [], { locale: 'ar' });
    const frame = await playground.createReady('card');

    expect(await documentLocale(frame)).toEqual({ lang: 'ar', dir: 'rtl' });
    const number = await frame.getByLabel('رقم البطاقة').boundingBox();
    const cvc = await frame.getByLabel('رمز الأمان').boundingBox();
    // The row mirrors: the number sits to the right of the CVC.
    expect(number && cvc && number.x > cvc.x).toBe(true);
    expect(await overflow(page, frame)).toBe(0);
  });
});

test('a regional locale without texts of its own falls back to its language (de-AT -> de)', async ({
  page,
}) => {
  const playground = await Playground.open(page, { ...DEFERRED, locale: 'de-AT' });
  const frame = await playground.createReady('payment');
  expect(await documentLocale(frame)).toEqual({ lang: 'de', dir: 'ltr' });
  await expect(frame.getByLabel('Kartennummer')).toBeVisible();
});

test("the 3-D Secure page in the Stripe instance's locale, and its failure in result.error", async ({
  page,
}) => {
  const intent = await Playground.newIntent();
  const playground = await Playground.open(page, intent.clientSecret, [], { locale: 'de' });
  await playground.createReady('payment');
  await fillCard(page, { ...TEST_CARDS.succeeds, number: '4000002760003184' });
  const result = confirm(page, intent.clientSecret, 'payment');

  const modal = new ThreeDSecureModal(page);
  await expect(modal.dialog).toBeVisible();
  await expect(modal.frame.getByRole('heading')).toHaveText('Bestätigen Sie Ihre Zahlung');
  expect(await documentLocale(modal.frame)).toEqual({ lang: 'de', dir: 'ltr' });
  // The amount is written the German way.
  await expect(modal.frame.getByTestId('challenge-amount')).toHaveText(/^25,00\s\$$/);
  await modal.frame.getByRole('button', { name: 'Authentifizierung scheitern lassen' }).click();

  expect((await result).error?.message).toBe(
    'Wir können Ihre Zahlungsmethode nicht authentifizieren. Bitte wählen Sie eine andere Zahlungsmethode und versuchen Sie es erneut.',
  );
});
