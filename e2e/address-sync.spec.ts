import { fillCard, frameSelector } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { GROUP, Playground } from './pages/playground.js';
import { createIntentOnServer, readIntent, readPaymentMethod } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// A billing Address Element beside a shipping one: "Billing address is same as shipping",
// ticked at first, puts the shipping address into the PaymentMethod's billing details.

test('the billing address follows the shipping one until the shopper unticks it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const intent = await createIntentOnServer({ amount: 2500, currency: 'usd' });
  const playground = await Playground.open(page, intent.client_secret);
  await playground.create('address', { mode: 'shipping' });
  await playground.create('address', { mode: 'billing' });
  await playground.expectEvents('address', 'ready', 2);
  const frames = page.locator(frameSelector('address'));
  await expect(frames).toHaveCount(2);
  const shipping = frames.nth(0).contentFrame();
  const billing = frames.nth(1).contentFrame();
  const same = billing.getByRole('checkbox', { name: 'Billing address is same as shipping' });
  await expect(same).toBeChecked();
  await expect(billing.getByLabel('Address line 1')).toHaveCount(0);
  await playground.createReady('payment');
  await expectNoAxeViolations(page, {
    frames: 3,
    label: 'billing same as shipping',
    mustScan: '/frames/address.html',
  });
  const overflow = await billing
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Keyboard: Space unticks it and shows the billing form, and ticks it again.
  await same.focus();
  await page.keyboard.press('Space');
  await expect(same).not.toBeChecked();
  await expect(billing.getByLabel('Address line 1')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(same).toBeChecked();
  await expect(billing.getByLabel('Address line 1')).toHaveCount(0);

  await shipping.getByLabel('Full name').fill('Jenny Rosen');
  await shipping.getByLabel('Address line 1').fill('27 Fredrick Ave');
  await shipping.getByLabel('City').fill('Brothers');
  await shipping.getByLabel('State').selectOption({ label: 'Oregon' });
  await shipping.getByLabel('ZIP').fill('97712');
  await fillCard(page, TEST_CARDS.succeeds);
  expect((await playground.group('submit')).result).toMatchObject({
    selectedPaymentMethod: 'card',
  });
  const confirmed = await playground.instance('confirmPayment', {
    elements: GROUP,
    clientSecret: intent.client_secret,
    confirmParams: { return_url: 'https://shop.example/done' },
    redirect: 'if_required',
  });
  expect(confirmed.result).toMatchObject({ paymentIntent: { status: 'succeeded' } });
  const paid = await readIntent(intent.id);
  expect(paid).toMatchObject({ shipping: { name: 'Jenny Rosen' } });
  const method = await readPaymentMethod(String(paid.payment_method));
  expect(method).toMatchObject({
    billing_details: {
      name: 'Jenny Rosen',
      address: { line1: '27 Fredrick Ave', city: 'Brothers', state: 'OR', postal_code: '97712' },
    },
  });
});
