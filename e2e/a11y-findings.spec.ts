import { fillCard } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { CheckoutPage } from './pages/checkout-page.js';
import { TEST_CARDS } from './test-cards.js';

// Findings of issue 14 that no other suite pinned down (the rest: docs/accessibility.md lists
// each finding with the test that fails without its fix).

test("the demo's event log scrolls by keyboard: Tab reaches it, the arrow keys scroll it", async ({
  page,
}) => {
  const checkout = await CheckoutPage.open(page);
  await checkout.waitForReady('payment');
  // Typing a card logs change events; a lower box makes them overflow it, as a longer session's
  // events overflow its usual 12rem.
  await fillCard(page, TEST_CARDS.succeeds);
  const log = page.getByTestId('element-events');
  await log.evaluate((list) => {
    list.style.maxHeight = '3rem';
  });
  await expect
    .poll(() => log.evaluate((list) => list.scrollHeight - list.clientHeight))
    .toBeGreaterThan(0);
  // Focusable in its own right: Chromium (from 130) lets Tab reach any scroller, but Safari and
  // older browsers reach only focusable elements.
  await expect(log).toHaveAttribute('tabindex', '0');
  // Reached by Tab from the Pay button's side of the page, not only by a pointer.
  await page.locator('.bindings-note').click();
  let reached = false;
  for (let step = 0; step < 15 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await log.evaluate((list) => document.activeElement === list);
  }
  expect(reached).toBe(true);
  const outline = await log.evaluate((list) => getComputedStyle(list).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('End');
  await expect.poll(() => log.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
});
