import { type CDPSession, expect, type Page } from '@playwright/test';
import { PROVIDER_PORT, PROVIDER_URL, PUBLISHABLE_KEY, SECRET_KEY } from './e2e-env.js';
import { consumerCall } from './provider-api.js';

// What the Link wallet specs share: a wallet account as an earlier visit would have left it,
// and the one-time code read on the provider's test inbox page, as a tester would.

/**
 * A wallet account with a saved Visa; answers its session's credentials for further calls.
 * Without `phone` the account has none, so its codes go by e-mail (an account with a proven
 * phone is sent SMS codes by default, spec 001's smart default; the phone is proven here).
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
  if (options.phone !== undefined) await provePhone(email, options.phone);
  return credentials;
}

/** The latest code sent to `recipient`, read from the test inbox with the secret key. */
async function inboxCode(recipient: string): Promise<string> {
  const response = await fetch(
    `${PROVIDER_URL}/v1/test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(recipient)}`,
    { headers: { Authorization: `Bearer ${SECRET_KEY}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

/**
 * The phone proven as the shopper would on an earlier visit: an e-mail code opens the wallet,
 * then an SMS code comes back from the phone. Until then no SMS code may open it (issue 31).
 */
async function provePhone(email: string, phone: string): Promise<void> {
  const found = await consumerCall('sessions/lookup', { email_address: email });
  let secret = found.consumer_session.client_secret;
  for (const [type, recipient] of [
    ['EMAIL', email],
    ['SMS', phone],
  ] as const) {
    const credentials = { 'credentials[consumer_session_client_secret]': secret };
    await consumerCall('sessions/start_verification', { type, ...credentials });
    const code = await inboxCode(recipient);
    const verified = await consumerCall('sessions/confirm_verification', {
      type,
      code,
      ...credentials,
    });
    secret = verified.consumer_session.client_secret;
  }
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

/**
 * The provider reached as http://localhost:<port>: WebAuthn refuses an IP address as relying
 * party ("This is an invalid domain"), so the passkey specs' frames, and so the relying party the
 * provider answers from the request's host, are `localhost`.
 */
export const LOCALHOST_PROVIDER = `http://localhost:${PROVIDER_PORT}`;

/**
 * The demo's playground page (served from loopback, as Chromium's local network access wants)
 * with the loader of LOCALHOST_PROVIDER in place of its own: a Link Authentication Element over a
 * Payment Element (made with `paymentOptions`) for a payment that takes card and link.
 */
export async function mountLocalhostShop(
  page: Page,
  paymentOptions: Record<string, unknown> = {},
): Promise<void> {
  await page.route('**/endive/stripe.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/playground');
  await page.addScriptTag({ url: `${LOCALHOST_PROVIDER}/v3` });
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

/** A platform authenticator that verifies the user (Touch ID, Windows Hello…), CTAP2. */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
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

/** The latest code sent to `recipient` (an e-mail or an E.164 phone), from the inbox API. */
export async function inboxMessage(
  recipient: string,
  provider = PROVIDER_URL,
): Promise<{ code: string; channel: string }> {
  const answer = await fetch(
    `${provider}/v1/test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(recipient)}`,
    { headers: { Authorization: `Bearer ${SECRET_KEY}` } },
  );
  const message = (await answer.json()) as { code: string; channel: string };
  expect(message.code).toMatch(/^\d{6}$/);
  return message;
}
