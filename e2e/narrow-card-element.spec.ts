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

// A client saw the first four digits, cut off, where Stripe shows the last four: the shown
// digits are read as text, and where they sit as geometry (a screenshot is attached to look at).
for (const width of [290, 375, 1200]) {
  test(`a ${width} px Card Element shows the last four digits of a number the shopper left`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 700 });
    const playground = await Playground.open(page);
    const frame = await playground.createReady('card');
    const number = frame.locator(FIELD_SELECTORS.number);
    await number.fill('4000056655665556');
    await frame.locator(FIELD_SELECTORS.cvc).focus();
    await expect(frame.locator('.CardRow')).toHaveClass(/CardRow--collapsed/);
    const shown = frame.locator('.CardRow-lastFour');
    await expect(shown).toHaveText('5556');
    // The input's own text is hidden under it, the whole number still its value.
    await expect(number).toHaveValue('4000 0566 5566 5556');
    expect(await number.evaluate((input) => getComputedStyle(input).webkitTextFillColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    // The four digits are drawn whole, inside the number's cell and the frame, none cut off.
    const geometry = await shown.evaluate((span) => {
      const cell = span.parentElement?.getBoundingClientRect();
      const box = span.getBoundingClientRect();
      return {
        cut: span.scrollWidth - span.clientWidth,
        inside:
          cell !== undefined &&
          box.left >= cell.left - 0.5 &&
          box.right <= cell.right + 0.5 &&
          box.right <= span.ownerDocument.documentElement.clientWidth + 0.5,
        width: box.width,
      };
    });
    expect(geometry.cut).toBeLessThanOrEqual(0);
    expect(geometry.inside).toBe(true);
    expect(geometry.width).toBeGreaterThan(0);
    await testInfo.attach(`card-element-${width}px`, {
      body: await frame.locator('.CardRow').screenshot(),
      contentType: 'image/png',
    });
    // Back on the number, it shows whole and the four digits are gone.
    await number.focus();
    await expect(shown).toHaveCount(0);
    expect(await overflowOf(frame)).toBeLessThanOrEqual(0);
  });
}
