import { frameFor } from '@kassa/js/testing';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { consumerCall, readIntent } from './provider-api.js';

// Spec 001's update-saved and remove-saved views in the demo's Link checkout: a verified
// shopper changes a saved card's expiry, makes it the default and removes another, by
// keyboard on a 320 px phone; the wallet keeps the changes for the next visit.

/** A wallet account with a Visa (its default) and a Mastercard. */
async function shopperWithTwoCards(email: string): Promise<void> {
  const credentials = await walletAccountWithCard(email);
  await consumerCall('payment_details', {
    type: 'card',
    'card[number]': '5555555555554444',
    'card[exp_month]': '1',
    'card[exp_year]': '2031',
    'card[cvc]': '123',
    'billing_address[country_code]': 'US',
    ...credentials,
  });
}

/** Opens the Link checkout and signs in with the code: the Payment Element lists the wallet. */
async function signIn(
  page: Page,
  email: string,
): Promise<{ payment: FrameLocator; checkout: CheckoutPage }> {
  const checkout = await CheckoutPage.open(page, { variant: 'link' });
  await checkout.waitForReady('payment');
  const link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  return { payment: new PaymentElementFrame(page).frame, checkout };
}

const overflowOf = (frame: FrameLocator) =>
  frame
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);

test('a verified shopper updates a card, makes it the default and removes another, by keyboard at 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const email = `manage-${Date.now()}@example.com`;
  await shopperWithTwoCards(email);
  const { payment, checkout } = await signIn(page, email);
  const visa = payment.getByRole('radio', { name: /Visa ending in 4242/ });
  const mastercard = payment.getByRole('radio', { name: /Mastercard ending in 4444/ });
  await expect(visa).toBeChecked();

  // Update the Mastercard: choose it, Tab to Edit.
  await mastercard.focus();
  await page.keyboard.press('Space');
  await expect(mastercard).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = payment.getByRole('group', { name: 'Update Mastercard ending in 4444' });
  const expiry = form.getByLabel('Expiration date');
  await expect(expiry).toBeFocused();
  await expect(expiry).toHaveValue('01 / 31');
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 2, label: 'the update-saved view' });
  await expiry.press('ControlOrMeta+a');
  await page.keyboard.type('0920');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText("Your card's expiration year is in the past.");
  await expiry.press('ControlOrMeta+a');
  await page.keyboard.type('0932');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: 'Make this my default' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The provider's wallet, listed again: the Mastercard first, the default, 09/32.
  await expect(mastercard).toBeChecked();
  await expect(mastercard).toBeFocused();
  await expect(payment.getByText('Default · Expires 09/32')).toBeVisible();

  // Remove the Visa: choose it, Tab past Edit to Remove, confirm.
  await visa.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  const question = payment.getByRole('group', {
    name: 'Remove Visa ending in 4242 from your saved details?',
  });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 2, label: 'the remove-saved confirmation' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(visa).toHaveCount(0);
  await expect(mastercard).toBeChecked();

  // Pays with the card left, in one click.
  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
  expect((await readIntent(id)).status).toBe('succeeded');

  // The next visit's code opens the wallet as the shopper left it.
  const again = await signIn(page, email);
  await expect(again.payment.getByRole('radio')).toHaveCount(1);
  await expect(
    again.payment.getByRole('radio', { name: /Mastercard ending in 4444/ }),
  ).toBeChecked();
  await expect(again.payment.getByText('Default · Expires 09/32')).toBeVisible();
});
