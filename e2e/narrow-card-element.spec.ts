import { FIELD_SELECTORS, fillCard } from '@kassa/js/testing';
import { expect, type FrameLocator, test } from '@playwright/test';
import { Playground } from './pages/playground.js';
import { TEST_CARDS } from './test-cards.js';

// The Card Element in a narrow form (Stripe's 290 px save-a-card sample, a 320 or 375 px phone):
// before, the number was chopped with no brand icon and the postal code fell outside the frame.

/** How far the frame's page overflows sideways (0 or less: it fits). */
const overflowOf = (frame: FrameLocator) =>
  frame
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);

/** Whether the input's right edge is inside the frame. */
const insideFrame = (frame: FrameLocator, selector: string) =>
  frame
    .locator(selector)
    .evaluate(
      (input) =>
        input.getBoundingClientRect().right <=
        input.ownerDocument.documentElement.clientWidth + 0.5,
    );

for (const width of [290, 320, 375]) {
  test(`a ${width} px Card Element collapses a complete number and keeps every field inside`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    const playground = await Playground.open(page);
    const frame = await playground.createReady('card');
    expect(await overflowOf(frame)).toBeLessThanOrEqual(0);
    await fillCard(page, TEST_CARDS.succeeds, { element: 'card' });
    // The shopper moved on from the number: it shrinks to its last four digits.
    await frame.locator(FIELD_SELECTORS.cvc).focus();
    await expect(frame.locator('.CardRow')).toHaveClass(/CardRow--collapsed/);
    await expect(frame.locator('.BrandIcon')).toHaveAttribute('data-brand', 'visa');
    expect(await overflowOf(frame)).toBeLessThanOrEqual(0);
    for (const field of ['expiry', 'cvc', 'postalCode'] as const)
      expect(await insideFrame(frame, FIELD_SELECTORS[field]), field).toBe(true);
    // Every field is reached by keyboard; focusing the number shows it whole again.
    await frame.locator(FIELD_SELECTORS.number).focus();
    await expect(frame.locator('.CardRow')).not.toHaveClass(/CardRow--collapsed/);
    for (const field of ['expiry', 'cvc', 'postalCode'] as const) {
      await page.keyboard.press('Tab');
      await expect(frame.locator(FIELD_SELECTORS[field])).toBeFocused();
    }
    expect(await overflowOf(frame)).toBeLessThanOrEqual(0);
  });
}

test('a 1200 px Card Element shows a 16-digit number whole', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 700 });
  const playground = await Playground.open(page);
  const frame = await playground.createReady('card');
  const number = frame.locator(FIELD_SELECTORS.number);
  await number.fill('4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  // The complete number moved focus on to the expiry; back on the number it shows whole.
  await number.focus();
  await expect(frame.locator('.CardRow')).not.toHaveClass(/CardRow--collapsed/);
  const cut = await number.evaluate((input) => input.scrollWidth - input.clientWidth);
  expect(cut).toBeLessThanOrEqual(0);
});
