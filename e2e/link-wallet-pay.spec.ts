import { frameFor } from '@kassa/js/testing';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { readCharge, readIntent, readPaymentMethod } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// Paying with the Link wallet (spec 001) in the demo's Link checkout: a Link Authentication
// Element above a Payment Element, for an intent that takes `link` besides cards.

const returningShopper = walletAccountWithCard;

/** Opens the Link checkout and types the e-mail; a known one is then asked for its code. */
async function openWith(page: Page, email: string) {
  const checkout = await CheckoutPage.open(page, { variant: 'link' });
  await checkout.waitForReady('payment');
  const link = frameFor(page, 'linkAuthentication');
  const payment = new PaymentElementFrame(page);
  await link.getByLabel('Email').fill(email);
  return { checkout, link, payment: payment.frame, element: payment };
}

/**
 * A returning shopper types the code from the inbox: the Payment Element shows the wallet. An
 * account whose phone is not proven yet is sent its code by e-mail.
 */
async function verify(page: Page, link: FrameLocator, email: string): Promise<void> {
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
}

const overflowOf = (frame: FrameLocator) =>
  frame
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);

test('a new shopper signs up while paying by card; on a later visit the code opens the wallet', async ({
  page,
}) => {
  const email = `signup-${Date.now()}@example.com`;
  const { checkout, payment, element } = await openWith(page, email);
  const box = payment.getByRole('checkbox', {
    name: 'Save my details for a faster checkout next time',
  });
  await expect(box).toBeVisible({ timeout: 15_000 });
  await element.fill(TEST_CARDS.succeeds);
  // Ticked, then Pay clicked with the mouse at once: without a phone the sign-up (and so the
  // payment) waits. The box's fields push Pay below the fold, so the click follows a scroll;
  // `pay()` lets the browser draw the scrolled page first (a click sent in the same frame as
  // the scroll is routed into the payment frame that was under that point, and the form is
  // never submitted: the "no phone error" this test used to see with a bare click).
  await box.click();
  await checkout.pay();
  await expect(payment.getByRole('alert')).toHaveText('Check the phone number.');
  await expect(payment.getByText(`wallet account is created for ${email}`)).toBeVisible();
  await expectNoAxeViolations(page, { frames: 2, label: 'the checkout with the sign-up' });
  await expect(payment.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(payment.getByLabel('Phone')).toBeFocused();
  await payment.getByLabel('Phone').fill('(201) 555-0123');
  await payment.getByLabel('Full name (optional)').fill('Jenny Rosen');
  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);

  // The next visit: the e-mail has an account; its code opens the wallet with the card. The
  // phone given at sign-up is not proven yet, so the code goes by e-mail (issue 31).
  const again = await openWith(page, email);
  await verify(page, again.link, email);
  await expect(again.payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
});

test('a returning shopper verifies with the code from the test inbox and pays in one click with the saved card', async ({
  page,
}) => {
  const email = `one-click-${Date.now()}@example.com`;
  await returningShopper(email);
  const { checkout, link, payment } = await openWith(page, email);
  await verify(page, link, email);
  const saved = payment.getByRole('radio', { name: /Visa ending in 4242/ });
  await expect(saved).toBeChecked();
  await expect(payment.getByRole('group', { name: `Your saved cards (${email})` })).toBeVisible();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await expect(checkout.event('payment', 'change').last()).toContainText('link');
  await expectNoAxeViolations(page, { frames: 2, label: 'the checkout with the wallet cards' });

  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
  const intent = await readIntent(id);
  expect(intent.status).toBe('succeeded');
  // The intent takes link: the merchant sees a `link` PaymentMethod, as with Stripe's Link.
  const method = (await readPaymentMethod(intent.payment_method as string)) as unknown as {
    type: string;
    link: { email: string; persistent_token: null };
    card?: unknown;
  };
  expect(method).toMatchObject({ type: 'link', link: { email, persistent_token: null } });
  expect(method.card).toBeUndefined();
  const { latest_charge: charge } = intent as unknown as { latest_charge: string };
  expect((await readCharge(charge)).payment_method_details).toEqual({
    type: 'link',
    link: { country: 'US' },
  });
});

test('logout in the Payment Element, keyboard only at 320 px, returns to the card form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const email = `logout-${Date.now()}@example.com`;
  await returningShopper(email);
  const { link, payment, element, checkout } = await openWith(page, email);
  await verify(page, link, email);
  const saved = payment.getByRole('radio', { name: /Visa ending in 4242/ });
  await expect(saved).toBeChecked();
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);

  // Keyboard only: from the chosen card past its Edit and Remove to "Pay another way", and back.
  await saved.focus();
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Pay another way' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Use a saved card' })).toBeFocused();
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(saved).toBeFocused();
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Spec 001's logout confirmation: Cancel has focus; the question's own Log out confirms.
  const question = payment.getByRole('group', {
    name: `Log out of your saved details (${email})?`,
  });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(payment.getByLabel('Card number')).toBeVisible();
  await expect(payment.getByRole('radio')).toHaveCount(0);
  await expect(payment.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(link.getByRole('status')).toHaveCount(0);
  // The card form pays as a guest's would.
  await element.fill(TEST_CARDS.succeeds);
  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
  const intent = await readIntent(id);
  const method = (await readPaymentMethod(intent.payment_method as string)) as unknown as {
    card: { wallet: unknown };
  };
  expect(method.card.wallet).toBeNull();
});

test('a wrong code shows the provider’s message and opens no wallet', async ({ page }) => {
  const email = `wrong-code-${Date.now()}@example.com`;
  await returningShopper(email);
  const { link, payment } = await openWith(page, email);
  const code = link.getByLabel('Verification code');
  await expect(code).toBeFocused({ timeout: 15_000 });
  const right = await codeFromInbox(page, email);
  await code.fill(right === '000000' ? '111111' : '000000');
  await expect(link.getByRole('alert')).toHaveText('The verification code is not correct.');
  await expect(payment.getByRole('radio')).toHaveCount(0);
  await expect(payment.getByLabel('Card number')).toBeVisible();
});
