import { expect, test } from '@playwright/test';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';
import { DECLINE_MESSAGES, TEST_CARDS } from './test-cards.js';

// Merchants upgrade slowly: the unmodified @stripe/react-stripe-js 2.x to 6.x (installed in the
// shop as react-stripe-js-vN) drive a Kassa instance from loadStripe like 7 does.
for (const major of [2, 3, 4, 5, 6] as const) {
  test(`@stripe/react-stripe-js ${major}.x shows a decline, then pays with 4242`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const checkout = await CheckoutPage.open(page, { bindings: `stripe-v${major}` });
    await expect(checkout.bindingsNote).toContainText(`@stripe/react-stripe-js ${major}.x`);
    const element = new PaymentElementFrame(page);
    await checkout.waitForReady('payment');
    const id = await checkout.paymentIntentId();

    await element.fill(TEST_CARDS.declined);
    await checkout.pay();
    await checkout.expectError(DECLINE_MESSAGES.declined);
    await expect.poll(() => element.error()).toBe(DECLINE_MESSAGES.declined);
    expect((await readIntent(id)).status).toBe('requires_payment_method');

    await element.fill(TEST_CARDS.succeeds);
    await checkout.pay();
    await new SuccessPage(page).expectStatus('succeeded', id);
    expect(errors).toEqual([]);
  });
}
