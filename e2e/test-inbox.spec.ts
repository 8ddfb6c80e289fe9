import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { PROVIDER_URL, PUBLISHABLE_KEY, SECRET_KEY } from './e2e-env.js';
import { consumerCall } from './provider-api.js';

// The wallet's test inbox page on the provider origin: a developer (or a test) reads the one-time
// code the test sender filed, with the secret key typed into the page.

/** A new wallet account that was just sent an e-mail code; the code as the API gives it. */
async function accountWithCode(email: string): Promise<string> {
  await consumerCall('accounts/sign_up', {
    email_address: email,
    phone_number: '+12015550123',
    country: 'US',
    consent_action: 'clicked_checkbox_nospm_mobile_v0',
  });
  const found = await consumerCall('sessions/lookup', { email_address: email });
  await consumerCall('sessions/start_verification', {
    type: 'EMAIL',
    'credentials[consumer_session_client_secret]': found.consumer_session.client_secret,
  });
  const latest = await fetch(
    `${PROVIDER_URL}/v1/test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(email)}`,
    { headers: { Authorization: `Bearer ${SECRET_KEY}` } },
  );
  return ((await latest.json()) as { code: string }).code;
}

test('the test inbox page shows the code sent to a recipient, and is axe clean', async ({
  page,
}) => {
  const email = `inbox-${Date.now()}@example.com`;
  const code = await accountWithCode(email);
  expect(code).toMatch(/^\d{6}$/);

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${PROVIDER_URL}/test/inbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Test inbox' })).toBeVisible();
  await expectNoAxeViolations(page, { frames: 0, label: 'the empty test inbox page' });

  await page.getByLabel('Secret key').fill(SECRET_KEY);
  await page.getByLabel('Recipient (e-mail or phone, optional)').fill(email.toUpperCase());
  await page.getByLabel('Recipient (e-mail or phone, optional)').press('Enter');
  await expect(page.getByTestId('inbox-code').first()).toHaveText(code);
  await expect(page.getByTestId('inbox-recipient').first()).toHaveText(email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page, { frames: 0, label: 'the test inbox page with a code' });
});

test('the test inbox page refuses a publishable key with the API message, once', async ({
  page,
}) => {
  await page.goto(`${PROVIDER_URL}/test/inbox`);
  await page.getByLabel('Secret key').fill(PUBLISHABLE_KEY);
  await page.getByRole('button', { name: 'Show messages' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This API call cannot be made with a publishable API key. Please use a secret API key.',
  );
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByTestId('inbox-message')).toHaveCount(0);
});
