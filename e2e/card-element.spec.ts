import { expect, test } from '@playwright/test';
import { CheckoutPage } from './pages/checkout-page.js';
import { CardElementFrame, SplitCardFrames } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';
import { DECLINE_MESSAGES, TEST_CARDS } from './test-cards.js';

for (const bindings of ['kassa', 'stripe'] as const) {
  test.describe(`Card Element with confirmCardPayment (bindings=${bindings})`, () => {
    test('pays with 4242 4242 4242 4242', async ({ page }) => {
      const checkout = await CheckoutPage.open(page, { bindings, variant: 'card' });
      await checkout.waitForReady('card');
      const id = await checkout.paymentIntentId();

      await new CardElementFrame(page).fill(TEST_CARDS.succeeds);
      await checkout.pay();

      await new SuccessPage(page).expectStatus('succeeded', id);
      expect((await readIntent(id)).status).toBe('succeeded');
    });

    test('shows a decline and then pays with another card', async ({ page }) => {
      const checkout = await CheckoutPage.open(page, { bindings, variant: 'card' });
      const card = new CardElementFrame(page);
      await checkout.waitForReady('card');
      const id = await checkout.paymentIntentId();

      await card.fill(TEST_CARDS.declined);
      await checkout.pay();
      await checkout.expectError(DECLINE_MESSAGES.declined);
      expect((await readIntent(id)).status).toBe('requires_payment_method');

      await card.fill(TEST_CARDS.succeeds);
      await checkout.pay();
      await new SuccessPage(page).expectStatus('succeeded', id);
    });
  });
}

test.describe('split card fields with confirmCardPayment', () => {
  test('pays with the number, expiry and CVC in three frames', async ({ page }) => {
    const checkout = await CheckoutPage.open(page, { variant: 'split' });
    for (const element of ['cardNumber', 'cardExpiry', 'cardCvc'])
      await checkout.waitForReady(element);
    const id = await checkout.paymentIntentId();

    await new SplitCardFrames(page).fill(TEST_CARDS.succeeds);
    await checkout.pay();

    await new SuccessPage(page).expectStatus('succeeded', id);
    expect((await readIntent(id)).status).toBe('succeeded');
  });

  test('shows insufficient funds from the split fields', async ({ page }) => {
    const checkout = await CheckoutPage.open(page, { variant: 'split' });
    for (const element of ['cardNumber', 'cardExpiry', 'cardCvc'])
      await checkout.waitForReady(element);

    const frames = new SplitCardFrames(page);
    await frames.fill(TEST_CARDS.insufficientFunds);
    await checkout.pay();

    await checkout.expectError(DECLINE_MESSAGES.insufficientFunds);
    // Told once, by the shop: no split field draws the decline of the whole card.
    expect(await frames.error()).toBeNull();
  });

  test('runs on the unmodified @stripe/react-stripe-js', async ({ page }) => {
    const checkout = await CheckoutPage.open(page, { bindings: 'stripe', variant: 'split' });
    for (const element of ['cardNumber', 'cardExpiry', 'cardCvc'])
      await checkout.waitForReady(element);
    const id = await checkout.paymentIntentId();

    await new SplitCardFrames(page).fill(TEST_CARDS.succeeds);
    await checkout.pay();

    await new SuccessPage(page).expectStatus('succeeded', id);
  });
});
