import { frameFor } from '@kassa/js/testing';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { PROVIDER_URL } from './e2e-env.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { Playground } from './pages/playground.js';
import { SuccessPage } from './pages/success-page.js';
import { createIntentOnServer, readIntent, readPaymentMethod } from './provider-api.js';

// Bank accounts in the Link wallet (spec 001) in the demo's Link checkout for an intent that
// also takes us_bank_account (`?element=link-bank`): a verified shopper adds a bank account
// through the bank-linking dialog, pays with it at once (linked by the bank: no microdeposits),
// and finds it in the wallet on the next visit. And one sign-up path per payment beside a Link
// signup element.

async function openWith(page: Page, email: string) {
  const checkout = await CheckoutPage.open(page, { variant: 'link-bank' });
  await checkout.waitForReady('payment');
  const link = frameFor(page, 'linkAuthentication');
  const payment = new PaymentElementFrame(page).frame;
  await link.getByLabel('Email').fill(email);
  return { checkout, link, payment };
}

async function verify(page: Page, link: FrameLocator, email: string): Promise<void> {
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
}

const overflowOf = (frame: FrameLocator) =>
  frame
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);

test('a verified shopper adds a bank account, pays with it without microdeposits, and finds it next time', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 900 });
  const email = `wallet-bank-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  const { checkout, link, payment } = await openWith(page, email);
  await verify(page, link, email);
  const card = payment.getByRole('radio', { name: /Visa ending in 4242/ });
  await expect(card).toBeChecked();
  // Only cards so far: the legend says so.
  await expect(payment.getByRole('group', { name: `Your saved cards (${email})` })).toBeVisible();
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);

  // Keyboard only: from the chosen card, past its Edit and Remove and "Pay another way", to
  // "Add a bank account".
  await card.focus();
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(payment.getByRole('button', { name: 'Pay another way' })).toBeFocused();
  await page.keyboard.press('Tab');
  const add = payment.getByRole('button', { name: 'Add a bank account' });
  await expect(add).toBeFocused();
  await expectNoAxeViolations(page, { frames: 2, label: 'the wallet with Add a bank account' });
  await page.keyboard.press('Enter');

  // The provider's linking dialog, in the loader's modal: one account, no typed numbers.
  const dialog = page.getByRole('dialog', { name: 'Link your bank account' });
  await expect(dialog).toBeVisible();
  const linking = dialog.locator('iframe');
  await expect(linking).toHaveAttribute('src', new RegExp(`^${PROVIDER_URL}/bank_linking/`));
  const bank = linking.contentFrame();
  await expect(bank.getByLabel('Search for your bank')).toBeFocused();
  await expect(bank.getByRole('button', { name: 'Enter bank details manually' })).toHaveCount(0);
  await bank.getByRole('button', { name: 'Test Institution', exact: true }).click();
  await expect(bank.getByRole('radio', { name: 'Checking •••• 6789' })).toBeChecked();
  await bank.getByRole('button', { name: 'Link account' }).click();
  await expect(bank.getByRole('status')).toHaveText('Your bank account is linked.');
  await bank.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The new account is in the wallet and chosen; the list is of payment methods now.
  const account = payment.getByRole('radio', { name: /STRIPE TEST BANK ending in 6789/ });
  await expect(account).toBeChecked();
  await expect(
    payment.getByRole('group', { name: `Your saved payment methods (${email})` }),
  ).toBeVisible();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 2, label: 'the wallet with its bank account' });

  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await page.waitForURL((url) => url.pathname === '/success');
  const intent = await readIntent(id);
  // The test bank debits later: processing, then succeeded; never a microdeposit step.
  expect(['processing', 'succeeded']).toContain(intent.status);
  await new SuccessPage(page).expectStatus(intent.status, id);
  expect((intent as unknown as { next_action: unknown }).next_action).toBeNull();
  const method = (await readPaymentMethod(intent.payment_method as string)) as unknown as {
    type: string;
    us_bank_account: { last4: string; financial_connections_account: string | null };
  };
  expect(method.type).toBe('us_bank_account');
  expect(method.us_bank_account.last4).toBe('6789');
  expect(method.us_bank_account.financial_connections_account).toMatch(/^fca_/);

  // The next visit: the code opens the wallet with the bank account beside the card.
  const again = await openWith(page, email);
  await verify(page, again.link, email);
  await expect(
    again.payment.getByRole('radio', { name: /STRIPE TEST BANK ending in 6789/ }),
  ).toBeVisible();
  await expect(again.payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeVisible();
});

test('closing the linking dialog leaves the wallet as it was', async ({ page }) => {
  const email = `wallet-bank-close-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  const { link, payment } = await openWith(page, email);
  await verify(page, link, email);
  await expect(payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await payment.getByRole('button', { name: 'Add a bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your bank account' });
  await expect(dialog).toBeVisible();
  // Focus starts in the dialog, where Escape closes it.
  await expect(
    dialog.locator('iframe').contentFrame().getByLabel('Search for your bank'),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(payment.getByRole('radio', { name: /STRIPE TEST BANK/ })).toHaveCount(0);
  await expect(payment.getByRole('alert')).toHaveCount(0);
  await expect(payment.getByRole('button', { name: 'Add a bank account' })).toBeEnabled();
});

test('one sign-up path: a Link signup element takes the sign-up from the Payment Element, which offers it again once that element is destroyed', async ({
  page,
}) => {
  const email = `one-signup-${Date.now()}@example.com`;
  const intent = await createIntentOnServer({ payment_method_types: ['card', 'link'] });
  const playground = await Playground.open(page, intent.client_secret);
  const link = await playground.createReady('linkAuthentication');
  const payment = await playground.createReady('payment');
  await link.getByLabel('Email').fill(email);
  const ownBox = payment.getByRole('checkbox', {
    name: 'Save my details for a faster checkout next time',
  });
  await expect(ownBox).toBeVisible({ timeout: 15_000 });

  const signup = await playground.createReady('linkSignup');
  await expect(
    signup.getByRole('checkbox', { name: 'Save my details for a faster checkout next time' }),
  ).toBeVisible();
  await expect(ownBox).toHaveCount(0);
  await expectNoAxeViolations(page, {
    frames: 3,
    label: 'one sign-up box, the Link signup element',
  });

  expect(await playground.call('linkSignup', 'destroy')).toEqual({ result: null });
  await expect(ownBox).toBeVisible();
});
