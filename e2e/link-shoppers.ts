import { expect, type Page } from '@playwright/test';
import { PROVIDER_URL, SECRET_KEY } from './e2e-env.js';
import { consumerCall } from './provider-api.js';

// What the Link wallet specs share: a wallet account as an earlier visit would have left it,
// and the one-time code read on the provider's test inbox page, as a tester would.

/**
 * A wallet account with a saved Visa; answers its session's credentials for further calls.
 * Without `phone` the account has none, so its codes go by e-mail (an account with a phone is
 * sent SMS codes by default, spec 001's smart default).
 */
export async function walletAccountWithCard(
  email: string,
  options: { phone?: string } = {},
): Promise<Record<string, string>> {
  const signedUp = await consumerCall('accounts/sign_up', {
    email_address: email,
    ...(options.phone === undefined ? {} : { phone_number: options.phone }),
    country: 'US',
    consent_action: 'clicked_checkbox_nospm_mobile_v0',
  });
  const credentials = {
    'credentials[consumer_session_client_secret]': signedUp.consumer_session.client_secret,
  };
  await consumerCall('payment_details', {
    type: 'card',
    'card[number]': '4242424242424242',
    'card[exp_month]': '12',
    'card[exp_year]': '2034',
    'card[cvc]': '123',
    'billing_address[country_code]': 'US',
    ...credentials,
  });
  return credentials;
}

/** The latest code sent to `recipient` (e-mail or phone), read on the test inbox page. */
export async function codeFromInbox(page: Page, recipient: string): Promise<string> {
  const inbox = await page.context().newPage();
  await inbox.goto(`${PROVIDER_URL}/test/inbox`);
  await inbox.getByLabel('Secret key').fill(SECRET_KEY);
  await inbox.getByLabel('Recipient (e-mail or phone, optional)').fill(recipient);
  await inbox.getByRole('button', { name: 'Show messages' }).click();
  const code = (await inbox.getByTestId('inbox-code').first().textContent()) ?? '';
  await inbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * The code login was remembered by the provider's login-storage frame (here the shop and the
 * provider share the site `localhost`, so it has storage): the next visit would be signed in
 * with it, passkey unasked (link-remembered.spec.ts). Tests about the passkey make the
 * browser forget that login, as another device would not have it.
 */
export async function forgetRememberedLogin(page: Page): Promise<void> {
  const storageFrame = () =>
    page.frames().find((frame) => frame.url().includes('/frames/link-storage.html'));
  await expect
    .poll(async () => (await storageFrame()?.evaluate(() => localStorage.length)) ?? 0)
    .toBeGreaterThan(0);
  await storageFrame()?.evaluate(() => localStorage.clear());
}
