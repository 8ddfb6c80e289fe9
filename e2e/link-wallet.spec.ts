import { frameFor } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { PROVIDER_URL, SECRET_KEY } from './e2e-env.js';
import { walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';

// The wallet (spec 001) in the Link Authentication Element: a returning shopper's e-mail is
// looked up, a code is e-mailed to the test inbox, and the shopper types it in.

const returningShopper = walletAccountWithCard;

async function latestCode(email: string): Promise<string> {
  const response = await fetch(
    `${PROVIDER_URL}/v1/test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(email)}`,
    { headers: { Authorization: `Bearer ${SECRET_KEY}` } },
  );
  return ((await response.json()) as { code: string }).code;
}

test('a returning shopper verifies with the code read from the test inbox page; a wrong code says so', async ({
  page,
  context,
}) => {
  const email = `returning-${Date.now()}@example.com`;
  await returningShopper(email);
  await CheckoutPage.open(page, { bindings: 'kassa', variant: 'link' });
  const link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);
  const code = link.getByLabel('Verification code');
  await expect(code).toBeFocused({ timeout: 15_000 });
  await expect(link.getByText(`Enter the code sent to ${email}`)).toBeVisible();
  await expectNoAxeViolations(page, { frames: 1, label: 'the checkout with the code step' });

  const sent = await latestCode(email);
  await code.fill(sent === '000000' ? '111111' : '000000');
  await expect(link.getByRole('alert')).toHaveText('The verification code is not correct.');
  await expect(link.getByRole('alert')).toHaveCount(1);

  const inbox = await context.newPage();
  await inbox.goto(`${PROVIDER_URL}/test/inbox`);
  await inbox.getByLabel('Secret key').fill(SECRET_KEY);
  await inbox.getByLabel('Recipient (e-mail or phone, optional)').fill(email);
  await inbox.getByRole('button', { name: 'Show messages' }).click();
  const fromInbox = (await inbox.getByTestId('inbox-code').first().textContent()) ?? '';
  expect(fromInbox).toBe(sent);
  await inbox.close();

  await code.fill(fromInbox);
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  await expect(link.getByLabel('Verification code')).toHaveCount(0);
});
