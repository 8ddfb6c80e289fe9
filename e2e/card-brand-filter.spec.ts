import { FIELD_SELECTORS } from '@kassa/js/testing';
import { expect, type FrameLocator, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { Playground } from './pages/playground.js';

// Card brand filters (issue 30): the group's allowedCardBrands / disallowedCardBrands refuse a
// filtered brand as the shopper types, in the Payment Element, the Card Element and the split
// number field: the message in their language, the input marked invalid, the change event's
// error, axe clean, keyboard only, inside a 320 px frame, right to left.

const DEFERRED = { mode: 'payment', amount: 2500, currency: 'usd' };

const overflowOf = (frame: FrameLocator) =>
  frame
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);

/** The last change event's error of an element on the playground. */
async function lastError(playground: Playground, type: string) {
  const changes = await playground.events(type, 'change');
  return (changes.at(-1)?.payload as { error?: { code: string; message: string } } | null)?.error;
}

test('the Payment Element refuses a disallowed brand as it is typed, and takes another', async ({
  page,
}) => {
  const playground = await Playground.open(page, {
    ...DEFERRED,
    disallowedCardBrands: ['american_express'],
  });
  const frame = await playground.createReady('payment');
  const number = frame.locator(FIELD_SELECTORS.number);
  await number.click();
  await page.keyboard.type('3782');
  const message = frame.locator('#payment-number-error');
  await expect(message).toHaveText("Your card's brand is not accepted.");
  await expect(message).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAttribute('aria-describedby', 'payment-number-error');
  // Said once: one live region holds it (the frame has two, the other for other news).
  await expect(
    frame.getByTestId('announcer').filter({ hasText: "Your card's brand is not accepted." }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, { frames: 1, label: 'payment element, brand refused' });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4242');
  await expect(message).toHaveText('');
  await expect(number).toHaveAttribute('aria-invalid', 'false');
});

test('a 320 px Card Element in Hebrew refuses a brand allowedCardBrands leaves out, right to left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const playground = await Playground.open(page, {
    ...DEFERRED,
    locale: 'he',
    allowedCardBrands: ['visa'],
  });
  const frame = await playground.createReady('card');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  const number = frame.locator(FIELD_SELECTORS.number);
  await number.focus();
  await page.keyboard.type('5555');
  await expect
    .poll(() => lastError(playground, 'card'))
    .toEqual({
      type: 'validation_error',
      code: 'card_brand_not_accepted',
      message: 'המותג של הכרטיס שלך אינו מתקבל.',
    });
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(await overflowOf(frame)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 1, label: 'card element, brand refused, he' });
});

test('the split number field refuses discover_global_network cards, keyboard only', async ({
  page,
}) => {
  const playground = await Playground.open(page, {
    ...DEFERRED,
    disallowedCardBrands: ['discover_global_network'],
  });
  const frame = await playground.createReady('cardNumber');
  // Reached by Tab from the page, as a keyboard-only shopper does.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(frame.locator(FIELD_SELECTORS.number)).toBeFocused();
  await page.keyboard.type('3530');
  await expect
    .poll(() => lastError(playground, 'cardNumber'))
    .toMatchObject({ code: 'card_brand_not_accepted' });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4242424242424242');
  await expect.poll(() => lastError(playground, 'cardNumber')).toBeUndefined();
});

test('elements() throws for a filter Stripe refuses', async ({ page }) => {
  await Playground.open(page);
  const message = await page.evaluate(() => {
    const kassa = (window as unknown as { kassa: { elements(options: object): unknown } }).kassa;
    try {
      kassa.elements({ allowedCardBrands: ['visa'], disallowedCardBrands: ['jcb'] });
      return 'no error';
    } catch (error) {
      return (error as Error).message;
    }
  });
  expect(message).toContain('allowedCardBrands and disallowedCardBrands cannot both be specified.');
});
