import { fillCard, futureExpiry } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { DEMO_URL } from './e2e-env.js';
import { collectPageErrors } from './page-errors.js';
import { createSession, HostedCheckout, merchantStripe } from './pages/hosted-checkout.js';
import { DECLINE_MESSAGES, TEST_CARDS } from './test-cards.js';

// The hosted Checkout page end to end: a session created with the official SDK, its `url`
// opened, paid through Kassa's own loader and frames on the provider origin.

const THREE_DS = {
  number: '4000002500003155',
  expiry: futureExpiry(),
  cvc: '123',
  postalCode: '10001',
};

test('pays a session with 4242 and lands on success_url with the session complete', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const session = await createSession({ customer_email: 'jenny@example.com' });
  expect(session.url).toMatch(/\/c\/pay\/cs_test_\w+#\w+/);
  const checkout = new HostedCheckout(page);
  await checkout.open(session.url as string);
  await expect(checkout.total).toHaveText('$40.00');
  await expect(checkout.payButton).toHaveText('Pay $40.00');
  await fillCard(page, TEST_CARDS.succeeds);
  await checkout.payButton.click();
  await page.waitForURL(`${DEMO_URL}/?checkout=success&session_id=${session.id}`);
  const done = await merchantStripe().checkout.sessions.retrieve(session.id);
  expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 4000 });
  expect(errors).toEqual([]);
});

test('shows a decline once and lets the shopper pay with another card', async ({ page }) => {
  const session = await createSession({ customer_email: 'jenny@example.com' });
  const checkout = new HostedCheckout(page);
  await checkout.open(session.url as string);
  await fillCard(page, TEST_CARDS.declined);
  await checkout.payButton.click();
  await expect(checkout.alert).toHaveText(DECLINE_MESSAGES.declined);
  await expect(page.getByRole('alert')).toHaveCount(1);
  expect((await merchantStripe().checkout.sessions.retrieve(session.id)).status).toBe('open');
  await fillCard(page, TEST_CARDS.succeeds);
  await checkout.payButton.click();
  await page.waitForURL(/checkout=success/);
});

test('passes 3-D Secure on the issuer page, comes back to the hosted page, then completes', async ({
  page,
}) => {
  const session = await createSession({ customer_email: 'jenny@example.com' });
  const checkout = new HostedCheckout(page);
  await checkout.open(session.url as string);
  await fillCard(page, THREE_DS);
  await checkout.payButton.click();
  // The session's intent was confirmed by the provider (no Stripe.js SDK flag): its next action
  // is a redirect to the issuer's page, which comes back to the hosted page, then success_url.
  await page.waitForURL(/\/three_d_secure\//);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(/checkout=success/);
  expect((await merchantStripe().checkout.sessions.retrieve(session.id)).status).toBe('complete');
});

test('changes the quantity with the stepper and pays the new total', async ({ page }) => {
  const session = await createSession({ customer_email: 'jenny@example.com' });
  const checkout = new HostedCheckout(page);
  await checkout.open(session.url as string);
  await page.getByRole('button', { name: 'Increase quantity of Tote bag' }).click();
  await expect(checkout.total).toHaveText('$60.00');
  await expect(checkout.payButton).toHaveText('Pay $60.00');
  await fillCard(page, TEST_CARDS.succeeds);
  await checkout.payButton.click();
  await page.waitForURL(/checkout=success/);
  expect((await merchantStripe().checkout.sessions.retrieve(session.id)).amount_total).toBe(6000);
});

test('an expired session shows the expired state, and a link without its fragment the invalid one', async ({
  page,
}) => {
  const session = await createSession({ customer_email: 'jenny@example.com' });
  await merchantStripe().checkout.sessions.expire(session.id);
  await page.goto(session.url as string);
  await expect(
    page.getByRole('heading', { name: 'This checkout session has expired' }),
  ).toBeVisible();
  await expect(page.getByTestId('checkout-pay')).toHaveCount(0);
  await page.goto((session.url as string).split('#')[0] as string);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
});

for (const { locale, pay, heading, dir } of [
  { locale: 'en', pay: 'Pay $40.00', heading: 'Order summary', dir: 'ltr' },
  { locale: 'fr', pay: 'Payer 40,00 $US', heading: 'Récapitulatif de la commande', dir: 'ltr' },
  { locale: 'ar', pay: 'ادفع', heading: 'ملخص الطلب', dir: 'rtl' },
] as const) {
  test(`keyboard-only payment, axe and 320 px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const session = await createSession({
      customer_email: 'jenny@example.com',
      locale,
      consent_collection: { terms_of_service: 'required' },
    } as never);
    const checkout = new HostedCheckout(page);
    await checkout.open(session.url as string);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(checkout.payButton).toContainText(pay);
    // No horizontal overflow at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(page, { frames: 1, label: `hosted checkout (${locale})` });
    // Keyboard only: into the card form, typing each field (the number moves on by itself when
    // complete, the country select sits between CVC and ZIP: Tab until the field has focus).
    const frame = checkout.paymentFrame();
    await page.keyboard.press('Tab');
    for (const [field, value] of [
      ['cc-number', TEST_CARDS.succeeds.number],
      ['cc-exp', TEST_CARDS.succeeds.expiry.replace(/\D/g, '')],
      ['cc-csc', TEST_CARDS.succeeds.cvc],
      ['postal-code', TEST_CARDS.succeeds.postalCode ?? ''],
    ] as const) {
      const input = frame.locator(`input[autocomplete="${field}"]`);
      for (
        let i = 0;
        i < 12 && !(await input.evaluate((el) => el === document.activeElement));
        i += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(input).toBeFocused();
      await page.keyboard.type(value);
    }
    // Tab out of the frame to the terms checkbox, the only control between the card and Pay.
    const terms = page.locator('#checkout-terms');
    for (
      let i = 0;
      i < 10 && !(await terms.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(terms).toBeFocused();
    // A visible focus ring.
    expect(await terms.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(checkout.payButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/checkout=success/);
  });
}
