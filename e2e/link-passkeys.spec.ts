import { frameFor } from '@kassa/js/testing';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import {
  forgetRememberedLogin,
  inboxMessage,
  LOCALHOST_PROVIDER,
  mountLocalhostShop,
  virtualAuthenticator,
  walletAccountWithCard,
} from './link-shoppers.js';

// The wallet's passkeys in the browser (spec 001's WEBAUTHN): after a code login the Link
// Authentication Element adds a passkey; on a later visit the lookup offers it and the shopper
// signs in with it. Chromium's virtual authenticator (CDP) stands in for the platform's.
//
// The shop reaches the provider as localhost: see LOCALHOST_PROVIDER in link-shoppers.ts.

async function openShop(page: Page, email: string): Promise<FrameLocator> {
  await mountLocalhostShop(page);
  const link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);
  return link;
}

/** A wallet account with a saved Visa; a code login in the browser adds a passkey to it. */
async function shopperWithPasskey(page: Page, email: string): Promise<void> {
  await walletAccountWithCard(email);
  const link = await openShop(page, email);
  // No passkey yet: the lookup's answer says so, and an e-mail code is sent.
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await expect(link.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
  await link
    .getByLabel('Verification code')
    .fill((await inboxMessage(email, LOCALHOST_PROVIDER)).code);
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  const add = link.getByRole('button', { name: 'Add a passkey for next time' });
  await add.click();
  await expect(link.getByText('Passkey added. Next time you can sign in with it.')).toBeVisible();
  await expect(add).toHaveCount(0);
  await forgetRememberedLogin(page);
}

test('a shopper adds a passkey after a code login, and signs in with it on the next visit', async ({
  page,
}) => {
  const { cdp, id } = await virtualAuthenticator(page);
  const email = `passkey-${Date.now()}@example.com`;
  await shopperWithPasskey(page, email);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe('localhost');

  // The next visit: the lookup offers the passkey first; no code is typed.
  const link = await openShop(page, email);
  const signIn = link.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(signIn).toBeVisible({ timeout: 15_000 });
  await expect(
    link.getByText(`Use your passkey to sign in to your saved details as ${email}.`),
  ).toBeVisible();
  await expect(link.getByLabel('Verification code')).toHaveCount(0);
  await expectNoAxeViolations(page, {
    frames: 1,
    label: 'the passkey offer',
    providerOrigin: LOCALHOST_PROVIDER,
    mustScan: 'link-authentication',
  });
  // Keyboard: the offer's button takes Enter.
  await signIn.focus();
  await page.keyboard.press('Enter');
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  const payment = frameFor(page, 'payment');
  await expect(payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
  expect(used.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);
});

test('a cancelled passkey ceremony shows spec 001’s error, and a new try signs in', async ({
  page,
}) => {
  const { cdp, id } = await virtualAuthenticator(page);
  const email = `passkey-cancel-${Date.now()}@example.com`;
  await shopperWithPasskey(page, email);

  const link = await openShop(page, email);
  const signIn = link.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(signIn).toBeVisible({ timeout: 15_000 });
  // The shopper refuses the platform's prompt (user verification fails): NotAllowedError.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId: id, isUserVerified: false });
  await signIn.click();
  const alert = link.getByRole('alert');
  await expect(alert).toHaveText('The passkey request was cancelled or timed out.');
  await expect(alert).toHaveAttribute(
    'data-error-code',
    'get_webauthn_credential_user_cancelled_request',
  );
  await expect(link.getByRole('status')).toHaveCount(0);
  await expect(frameFor(page, 'payment').getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page, {
    frames: 1,
    label: 'the cancelled passkey ceremony',
    providerOrigin: LOCALHOST_PROVIDER,
    mustScan: 'link-authentication',
  });

  // Again, verified this time: the first challenge answered once, a new one is asked for.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId: id, isUserVerified: true });
  await signIn.click();
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  await expect(alert).toHaveCount(0);
});
