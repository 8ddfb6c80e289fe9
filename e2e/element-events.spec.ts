import { expect, test } from '@playwright/test';
import { CheckoutPage } from './pages/checkout-page.js';
import { CardElementFrame, PaymentElementFrame, SplitCardFrames } from './pages/element-frames.js';
import { TEST_CARDS } from './test-cards.js';

// The shop logs every event its on* props receive; these tests read that log from the page.
for (const bindings of ['kassa', 'stripe'] as const) {
  test(`Payment Element events reach the merchant page (bindings=${bindings})`, async ({
    page,
  }) => {
    const checkout = await CheckoutPage.open(page, { bindings });
    const element = new PaymentElementFrame(page);
    await checkout.waitForReady('payment');

    await element.field('number').click();
    await expect(checkout.event('payment', 'focus')).not.toHaveCount(0);

    await element.field('number').pressSequentially('4242');
    await expect(checkout.event('payment', 'change').last()).toContainText('empty=false');
    await expect(checkout.event('payment', 'change').last()).toContainText('complete=false');
    await expect(checkout.event('payment', 'change').last()).toContainText('type=card');

    await element.fill(TEST_CARDS.succeeds);
    await expect(checkout.event('payment', 'change').last()).toContainText('complete=true');

    await page.locator('h1').click();
    await expect(checkout.event('payment', 'blur')).not.toHaveCount(0);
  });
}

test('Card Element reports an invalid number in its change event', async ({ page }) => {
  const checkout = await CheckoutPage.open(page, { variant: 'card' });
  const card = new CardElementFrame(page);
  await checkout.waitForReady('card');

  await card.field('number').pressSequentially('4242424242424241');
  await expect(checkout.event('card', 'change').last()).toContainText('error=invalid_number');
  await expect(card.text()).toContainText('Your card number is invalid.');
});

test('each split field reports its own events', async ({ page }) => {
  const checkout = await CheckoutPage.open(page, { variant: 'split' });
  await checkout.waitForReady('cardExpiry');
  const expiry = new SplitCardFrames(page).expiry.field('expiry');

  await expiry.click();
  await expect(checkout.event('cardExpiry', 'focus')).toHaveCount(1);
  await expiry.pressSequentially('12');
  await expect(checkout.event('cardExpiry', 'change').last()).toContainText('empty=false');
  await expect(checkout.event('cardNumber', 'focus')).toHaveCount(0);
});
