import { frameFor } from '@kassa/js/testing';
import { type CDPSession, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { PROVIDER_PORT, PUBLISHABLE_KEY, SECRET_KEY } from './e2e-env.js';
import { forgetRememberedLogin, walletAccountWithCard } from './link-shoppers.js';

// Spec 001 §4's verification types and §6's availability gates in the browser: an account with
// a phone is sent an SMS code (the smart default) and the shopper may switch to e-mail; a failed
// passkey falls back to a code on its own; a Payment Element made with
// `wallets: { link: 'never' }` offers no wallet at all.
//
// As in link-passkeys.spec.ts the provider is reached as http://localhost:<port> (WebAuthn
// refuses an IP address as relying party), from the demo's playground page on loopback.
const PROVIDER = `http://localhost:${PROVIDER_PORT}`;

/** The playground with a Link Authentication Element over a Payment Element (link enabled). */
async function mountShop(page: Page, paymentOptions: Record<string, unknown> = {}): Promise<void> {
  await page.route('**/endive/stripe.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/playground');
  await page.addScriptTag({ url: `${PROVIDER}/v3` });
  await page.evaluate(
    ({ key, options }) => {
      const root = document.getElementById('root') as HTMLElement;
      root.innerHTML =
        '<main><h1>Checkout</h1><div id="link"></div><div id="payment"></div></main>';
      // biome-ignore lint/suspicious/noExplicitAny: the loader's global, as a merchant's script uses it.
      const stripe = (window as any).Stripe(key);
      const elements = stripe.elements({
        mode: 'payment',
        amount: 1099,
        currency: 'usd',
        paymentMethodTypes: ['card', 'link'],
      });
      elements.create('linkAuthentication').mount('#link');
      elements.create('payment', options).mount('#payment');
    },
    { key: PUBLISHABLE_KEY, options: paymentOptions },
  );
}

/** The latest code sent to `recipient` (an e-mail or an E.164 phone), from the test inbox. */
async function latestCode(recipient: string): Promise<{ code: string; channel: string }> {
  const answer = await fetch(
    `${PROVIDER}/v1/test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(recipient)}`,
    { headers: { Authorization: `Bearer ${SECRET_KEY}` } },
  );
  const message = (await answer.json()) as { code: string; channel: string };
  expect(message.code).toMatch(/^\d{6}$/);
  return message;
}

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
  await mountShop(page);
  const link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);

  const code = link.getByLabel('Verification code');
  await expect(code).toBeFocused({ timeout: 15_000 });
  await expect(
    link.getByText(
      `Enter the code sent to (•••) ••• ••${phone.slice(-2)} to use your saved details.`,
    ),
  ).toBeVisible();
  const sms = await latestCode(phone);
  expect(sms.channel).toBe('sms');
  await expectNoAxeViolations(page, {
    frames: 1,
    label: 'the SMS code step',
    providerOrigin: PROVIDER,
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
  const mailed = await latestCode(email);
  expect(mailed.channel).toBe('email');
  await expectNoAxeViolations(page, {
    frames: 1,
    label: 'the e-mail code step after the switch',
    providerOrigin: PROVIDER,
    mustScan: 'link-authentication',
  });
  await noOverflow(link);
  await page.keyboard.type(mailed.code);
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  await expect(
    frameFor(page, 'payment').getByRole('radio', { name: /Visa ending in 4242/ }),
  ).toBeChecked();
});

/** A platform authenticator that verifies the user (Touch ID, Windows Hello…), CTAP2. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

test('a failed passkey ceremony falls back to an e-mail code on its own', async ({ page }) => {
  const { cdp, id } = await virtualAuthenticator(page);
  const email = `passkey-fallback-${Date.now()}@example.com`;
  // No phone: the fallback's code goes by e-mail.
  await walletAccountWithCard(email);
  await mountShop(page);
  let link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await expect(link.getByRole('button', { name: /instead/ })).toHaveCount(0);
  await link.getByLabel('Verification code').fill((await latestCode(email)).code);
  await link.getByRole('button', { name: 'Add a passkey for next time' }).click();
  await expect(link.getByText('Passkey added. Next time you can sign in with it.')).toBeVisible();
  await forgetRememberedLogin(page);

  // The next visit offers the passkey; the platform's prompt fails (user verification refused).
  await mountShop(page);
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
    providerOrigin: PROVIDER,
    mustScan: 'link-authentication',
  });
  await page.keyboard.type((await latestCode(email)).code);
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
  await mountShop(page, { wallets: { link: 'never' } });
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
    providerOrigin: PROVIDER,
  });
});
