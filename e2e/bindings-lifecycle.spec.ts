import { expect, test } from '@playwright/test';
import { collectPageErrors } from './page-errors.js';
import { CheckoutControls, expectEventPropsRemovable } from './pages/checkout-controls.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { TEST_CARDS } from './test-cards.js';

async function inputStyle(element: PaymentElementFrame) {
  return element.field('number').evaluate((input) => {
    const style = getComputedStyle(input);
    return `${style.color} on ${style.backgroundColor}`;
  });
}

// What React apps do to the bindings after the first render, on both bindings.
for (const bindings of ['kassa', 'stripe'] as const) {
  test.describe(`React bindings over time (bindings=${bindings})`, () => {
    test('changing <Elements options> restyles the live frame through elements.update', async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const checkout = await CheckoutPage.open(page, { bindings });
      const element = new PaymentElementFrame(page);
      await checkout.waitForReady('payment');
      await element.field('number').waitFor();
      const before = await inputStyle(element);

      await new CheckoutControls(page).nightTheme.check();

      await expect.poll(() => inputStyle(element)).not.toBe(before);
      await expect(checkout.event('payment', 'ready')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test('removing the event props unsubscribes them, adding them back resubscribes', async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const checkout = await CheckoutPage.open(page, { bindings });
      await checkout.waitForReady('payment');

      await expectEventPropsRemovable(page, checkout, new PaymentElementFrame(page));
      expect(errors).toEqual([]);
    });

    test('unmounting the element component destroys it, and a remount pays', async ({ page }) => {
      const errors = collectPageErrors(page);
      const checkout = await CheckoutPage.open(page, { bindings });
      const element = new PaymentElementFrame(page);
      const controls = new CheckoutControls(page);
      await checkout.waitForReady('payment');
      const id = await checkout.paymentIntentId();

      // click, not uncheck(): if unmounting throws, React drops the whole page and the test
      // should report the error rather than wait for a checkbox that no longer exists.
      await controls.showForm.click();
      await expect(page.locator('iframe[name^="__kassaFrame"]')).toHaveCount(0);
      expect(errors).toEqual([]);
      await expect(controls.showForm).not.toBeChecked();
      await controls.showForm.click();
      await expect(checkout.event('payment', 'ready')).toHaveCount(2);
      expect(errors).toEqual([]);

      await element.fill(TEST_CARDS.succeeds);
      await checkout.pay();
      await new SuccessPage(page).expectStatus('succeeded', id);
    });
  });
}
