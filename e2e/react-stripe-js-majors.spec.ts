import { expect, test } from '@playwright/test';
import { collectPageErrors } from './page-errors.js';
import { CheckoutControls, expectEventPropsRemovable } from './pages/checkout-controls.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';
import { elementFramesAdded, openDevelopmentShop } from './strict-mode-probe.js';
import { DECLINE_MESSAGES, TEST_CARDS } from './test-cards.js';

// Merchants upgrade slowly: the unmodified @stripe/react-stripe-js 2.x to 6.x (installed in the
// shop as react-stripe-js-vN) drive a Kassa instance from loadStripe like 7 does.
for (const major of [2, 3, 4, 5, 6] as const) {
  test(`@stripe/react-stripe-js ${major}.x shows a decline, then pays with 4242`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const checkout = await CheckoutPage.open(page, { bindings: `stripe-v${major}` });
    await expect(checkout.bindingsNote).toContainText(`@stripe/react-stripe-js ${major}.x`);
    const element = new PaymentElementFrame(page);
    await checkout.waitForReady('payment');
    const id = await checkout.paymentIntentId();

    await element.fill(TEST_CARDS.declined);
    await checkout.pay();
    await checkout.expectError(DECLINE_MESSAGES.declined);
    expect(await element.error()).toBeNull();
    expect((await readIntent(id)).status).toBe('requires_payment_method');

    await element.fill(TEST_CARDS.succeeds);
    await checkout.pay();
    await new SuccessPage(page).expectStatus('succeeded', id);
    expect(errors).toEqual([]);
  });
}

// Issue 5: StrictMode double mounts, changing <Elements options> and removing handlers work on
// the older majors too (the shop built with development React, where StrictMode rehearses).
for (const major of [2, 3, 4, 5, 6] as const) {
  test(`@stripe/react-stripe-js ${major}.x under StrictMode: one element, options restyle it, removed handlers stop`, async ({
    page,
  }) => {
    await openDevelopmentShop(page);
    const errors = collectPageErrors(page);
    const checkout = await CheckoutPage.open(page, { bindings: `stripe-v${major}` });
    const element = new PaymentElementFrame(page);
    const controls = new CheckoutControls(page);
    await checkout.waitForReady('payment');

    // loadStripe's Promise resolves after StrictMode's rehearsal: one frame, one controller.
    expect(await elementFramesAdded(page)).toBe(1);
    await expect(page.locator('iframe[name^="__kassaController"]')).toHaveCount(1);

    const before = await inputBackground(element);
    await controls.nightTheme.check();
    await expect.poll(() => inputBackground(element)).not.toBe(before);

    await expectEventPropsRemovable(page, checkout, element);
    expect(errors).toEqual([]);
  });
}

function inputBackground(element: PaymentElementFrame): Promise<string> {
  return element.field('number').evaluate((input) => getComputedStyle(input).backgroundColor);
}
