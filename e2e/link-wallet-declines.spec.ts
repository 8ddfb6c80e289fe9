import { frameFor } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { consumerCall, readIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// Spec 001 §4/§8: a returning shopper's saved wallet card is declined in the demo's Link
// checkout. The wallet section says so under the card, in its own words, asks for the card's
// security code again, and the shopper pays another way.

const DECLINED_IN_WALLET =
  'Your saved card was declined. Enter its security code to try again, or choose another way to pay.';

/** A wallet account whose default card declines (generic_decline), beside a Visa that pays. */
async function shopperWithDecliningCard(email: string): Promise<void> {
  const credentials = await walletAccountWithCard(email);
  await consumerCall('payment_details', {
    type: 'card',
    'card[number]': '4000000000000002',
    'card[exp_month]': '12',
    'card[exp_year]': '2034',
    'card[cvc]': '123',
    'billing_address[country_code]': 'US',
    is_default: 'true',
    ...credentials,
  });
}

async function openVerified(page: Page, email: string) {
  const checkout = await CheckoutPage.open(page, { variant: 'link' });
  await checkout.waitForReady('payment');
  const link = frameFor(page, 'linkAuthentication');
  const element = new PaymentElementFrame(page);
  await link.getByLabel('Email').fill(email);
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  return { checkout, payment: element.frame, element };
}

test('a saved card that declines: the section says so, asks for its CVC, and the shopper pays another way', async ({
  page,
}) => {
  const email = `wallet-decline-${Date.now()}@example.com`;
  await shopperWithDecliningCard(email);
  const { checkout, payment, element } = await openVerified(page, email);
  const declining = payment.getByRole('radio', { name: /Visa ending in 0002/ });
  await expect(declining).toBeChecked();

  const id = await checkout.paymentIntentId();
  await checkout.pay();
  // Under the chosen card, in the wallet's words; the card form stays hidden.
  await expect(payment.getByRole('alert')).toHaveText(DECLINED_IN_WALLET);
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  const cvc = payment.getByLabel('Security code');
  await expect(cvc).toBeVisible();
  await expect(checkout.error).toBeVisible();
  await expect(checkout.payButton).toBeEnabled();
  await expectNoAxeViolations(page, { frames: 2, label: 'the wallet section after a decline' });

  // Pay again without the code: the section stops it at the CVC field.
  await checkout.pay();
  await expect(cvc).toBeFocused();
  await expect(cvc).toHaveAttribute('aria-invalid', 'true');
  await expect(payment.getByText("Your card's security code is incomplete.")).toBeVisible();
  expect((await readIntent(id)).status).toBe('requires_payment_method');

  // Keyboard only to "Pay another way": the card form pays.
  await cvc.focus();
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Pay another way' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await element.fill(TEST_CARDS.succeeds);
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
});

test('at 320 px, the declined card is marked in the wallet section; the other saved card pays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const email = `wallet-decline-mark-${Date.now()}@example.com`;
  await shopperWithDecliningCard(email);
  const { checkout, payment } = await openVerified(page, email);
  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await expect(payment.getByRole('alert')).toHaveText(DECLINED_IN_WALLET);
  // At 320 px the error and the CVC field fit: nothing scrolls sideways.
  const overflow = await payment
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const visa = payment.getByRole('radio', { name: /Visa ending in 4242/ });
  await visa.check();
  // The alert belongs to the declined card; its row now says it was declined.
  await expect(payment.getByRole('alert')).toHaveCount(0);
  await expect(
    payment.locator('label', { has: page.locator('text=ending in 0002') }),
  ).toContainText('Declined');
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
});
