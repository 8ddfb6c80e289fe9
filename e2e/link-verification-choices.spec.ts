import { frameFor } from '@kassa/js/testing';
import { expect, type FrameLocator, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import {
  forgetRememberedLogin,
  inboxMessage,
  LOCALHOST_PROVIDER,
  mountLocalhostShop,
  virtualAuthenticator,
  walletAccountWithCard,
} from './link-shoppers.js';

// Spec 001 §4's verification types and §6's availability gates in the browser: an account with
// a phone is sent an SMS code (the smart default) and the shopper may switch to e-mail; a failed
// passkey falls back to a code on its own; a Payment Element made with
// `wallets: { link: 'never' }` offers no wallet at all.
//
// The shop reaches the provider as localhost: see LOCALHOST_PROVIDER in link-shoppers.ts.

/** A phone of its own per run, so the inbox's latest SMS for it is this test's. */
const uniquePhone = () => `+1201555${String(Date.now() % 10_000).padStart(4, '0')}`;

async function noOverflow(frame: FrameLocator): Promise<void> {
  const overflow = await frame
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an account with a phone is sent an SMS code; the shopper switches to e-mail by keyboard at 320 px and signs in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const email = `sms-first-${Date.now()}@example.com`;
  const phone = uniquePhone();
  await walletAccountWithCard(email, { phone });
  await mountLocalhostShop(page);
  const link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);

  const code = link.getByLabel('Verification code');
  await expect(code).toBeFocused({ timeout: 15_000 });
  await expect(
    link.getByText(
      `Enter the code sent to (•••) ••• ••${phone.slice(-2)} to use your saved details.`,
    ),
  ).toBeVisible();
  const sms = await inboxMessage(phone, LOCALHOST_PROVIDER);
  expect(sms.channel).toBe('sms');
  await expectNoAxeViolations(page, {
    frames: 1,
    label: 'the SMS code step',
    providerOrigin: LOCALHOST_PROVIDER,
    mustScan: 'link-authentication',
  });
  await noOverflow(link);

  // Keyboard only: from the code field, Tab reaches Resend, then the switch to e-mail.
  await page.keyboard.press('Tab');
  await expect(link.getByRole('button', { name: 'Resend code' })).toBeFocused();
  await page.keyboard.press('Tab');
  const toEmail = link.getByRole('button', { name: 'Send code by e-mail instead' });
  await expect(toEmail).toBeFocused();
  const outline = await toEmail.evaluate((button) => getComputedStyle(button).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');

  await expect(
    link.getByText(`Enter the code sent to ${email} to use your saved details.`),
  ).toBeVisible();
  await expect(code).toBeFocused();
  await expect(link.getByRole('button', { name: 'Send code by SMS instead' })).toBeVisible();
  const mailed = await inboxMessage(email, LOCALHOST_PROVIDER);
  expect(mailed.channel).toBe('email');
  await expectNoAxeViolations(page, {
    frames: 1,
    label: 'the e-mail code step after the switch',
    providerOrigin: LOCALHOST_PROVIDER,
    mustScan: 'link-authentication',
  });
  await noOverflow(link);
  await page.keyboard.type(mailed.code);
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  await expect(
    frameFor(page, 'payment').getByRole('radio', { name: /Visa ending in 4242/ }),
  ).toBeChecked();
});

test('a failed passkey ceremony falls back to an e-mail code on its own', async ({ page }) => {
  const { cdp, id } = await virtualAuthenticator(page);
  const email = `passkey-fallback-${Date.now()}@example.com`;
  // No phone: the fallback's code goes by e-mail.
  await walletAccountWithCard(email);
  await mountLocalhostShop(page);
  let link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await expect(link.getByRole('button', { name: /instead/ })).toHaveCount(0);
  await link
    .getByLabel('Verification code')
    .fill((await inboxMessage(email, LOCALHOST_PROVIDER)).code);
  await link.getByRole('button', { name: 'Add a passkey for next time' }).click();
  await expect(link.getByText('Passkey added. Next time you can sign in with it.')).toBeVisible();
  await forgetRememberedLogin(page);

  // The next visit offers the passkey; the platform's prompt fails (user verification refused).
  await mountLocalhostShop(page);
  link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);
  const signIn = link.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(signIn).toBeVisible({ timeout: 15_000 });
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId: id, isUserVerified: false });
  await signIn.focus();
  await page.keyboard.press('Enter');

  // No click: an e-mail code is sent and its step shown, the failure said on the alert.
  const code = link.getByLabel('Verification code');
  await expect(code).toBeFocused({ timeout: 15_000 });
  await expect(link.getByRole('alert')).toHaveAttribute(
    'data-error-code',
    'get_webauthn_credential_user_cancelled_request',
  );
  await expect(
    link.getByText(`Enter the code sent to ${email} to use your saved details.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, {
    frames: 1,
    label: 'the code step a failed passkey fell back to',
    providerOrigin: LOCALHOST_PROVIDER,
    mustScan: 'link-authentication',
  });
  await page.keyboard.type((await inboxMessage(email, LOCALHOST_PROVIDER)).code);
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
});

test('a Payment Element made with wallets.link never offers no wallet: no lookup, no code, no sign-up', async ({
  page,
}) => {
  const email = `link-never-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/consumers/')) lookups.push(request.url());
  });
  await mountLocalhostShop(page, { wallets: { link: 'never' } });
  const link = frameFor(page, 'linkAuthentication');
  const payment = frameFor(page, 'payment');
  await expect(payment.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
  await link.getByLabel('Email').fill(email);
  // Past the lookup's delay, nothing was asked of the wallet and nothing is offered.
  await page.waitForTimeout(1500);
  expect(lookups).toEqual([]);
  await expect(link.getByLabel('Verification code')).toHaveCount(0);
  await expect(link.getByRole('button')).toHaveCount(0);
  await expect(payment.getByRole('radio', { name: /Visa ending in 4242/ })).toHaveCount(0);
  // A new shopper is offered no sign-up either.
  await link.getByLabel('Email').fill(`new-${email}`);
  await page.waitForTimeout(1500);
  expect(lookups).toEqual([]);
  await expect(payment.getByText('Save my details for a faster checkout next time')).toHaveCount(0);
  await expectNoAxeViolations(page, {
    frames: 2,
    label: 'a checkout without the wallet',
    providerOrigin: LOCALHOST_PROVIDER,
  });
});
