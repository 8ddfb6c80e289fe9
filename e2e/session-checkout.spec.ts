import { fillCard } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { DEMO_URL } from './e2e-env.js';
import { collectPageErrors } from './page-errors.js';
import { merchantStripe } from './pages/hosted-checkout.js';
import { DECLINE_MESSAGES, TEST_CARDS } from './test-cards.js';

// The demo shop's Checkout Session checkouts, written as Stripe's docs write them with the
// unmodified @stripe/react-stripe-js on Kassa's loader: Embedded Checkout (the session's page in
// a provider frame on the shop's page) and Elements with the Checkout Session (the shop's form).

const EMBEDDED_FRAME = 'iframe[name^="__kassaCheckout-"]';

async function paidSession(page: import('@playwright/test').Page) {
  await page.waitForURL(/\/checkout-return\?session_id=cs_test_\w+$/);
  const id = new URL(page.url()).searchParams.get('session_id') as string;
  await expect(page.getByTestId('checkout-session-status')).toHaveText('complete · paid · $25.00');
  return merchantStripe().checkout.sessions.retrieve(id);
}

test('Embedded Checkout: the session page in one provider frame, sized to its content', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${DEMO_URL}/embedded-checkout`);
  const iframe = page.locator(EMBEDDED_FRAME);
  // The frame is the session's page on the provider origin, with the contract's fragment.
  const src = (await iframe.getAttribute('src')) as string;
  expect(src).toMatch(/\/c\/embedded\/cs_test_\w+#[\w-]+$/);
  const fragment = JSON.parse(Buffer.from(new URL(src).hash.slice(1), 'base64url').toString());
  expect(fragment).toMatchObject({
    apiKey: expect.stringMatching(/^pk_test_/),
    clientSecret: expect.stringMatching(/^cs_test_\w+_secret_\w+$/),
    origin: new URL(DEMO_URL).origin,
    frameId: expect.stringMatching(/^kc_/),
  });
  const frame = page.frameLocator(EMBEDDED_FRAME);
  await expect(frame.getByTestId('checkout-pay')).toHaveText('Pay $25.00');
  await expect(frame.getByText('Kassa T-shirt')).toBeVisible();
  // checkout:ready / checkout:resize set the frame's height to the page's (not the 600px default).
  await expect
    .poll(async () => iframe.evaluate((node) => (node as HTMLIFrameElement).style.height))
    .not.toBe('600px');
  const styled = await iframe.evaluate((node) => (node as HTMLIFrameElement).style.height);
  expect(styled).toMatch(/^\d+px$/);
  expect(Number.parseInt(styled, 10)).toBeGreaterThan(200);
  const height = await iframe.evaluate((node) => node.getBoundingClientRect().height);
  expect(Math.round(height)).toBe(Number.parseInt(styled, 10));
  // The card fields are the page's own frames inside it, never the shop's document.
  await fillCard(frame, TEST_CARDS.succeeds);
  expect(await page.locator('input[autocomplete="cc-number"]').count()).toBe(0);
  expect(errors).toEqual([]);
});

test('Embedded Checkout: pays with a card in the frame; the top window goes to the return_url', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${DEMO_URL}/embedded-checkout`);
  const frame = page.frameLocator(EMBEDDED_FRAME);
  const pay = frame.getByTestId('checkout-pay');
  await expect(pay).toHaveText('Pay $25.00');
  await frame.locator('#checkout-email').fill('jenny@example.com');
  await fillCard(frame, TEST_CARDS.succeeds);
  await pay.click();
  // The page posts checkout:redirect; the loader navigates the shop's window.
  const session = await paidSession(page);
  expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 2500 });
  expect(session.customer_details?.email).toBe('jenny@example.com');
  expect(errors).toEqual([]);
});

test('Elements with a Checkout Session: the shop form pays with a card and returns', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${DEMO_URL}/checkout-elements`);
  const pay = page.getByRole('button', { name: 'Pay $25.00' });
  await expect(pay).toBeVisible();
  await page.getByLabel('Email').fill('jenny@example.com');
  await fillCard(page, TEST_CARDS.succeeds);
  await pay.click();
  const session = await paidSession(page);
  expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 2500 });
  expect(errors).toEqual([]);
});

test('Elements with a Checkout Session: a declined card shows its message and the form stays', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${DEMO_URL}/checkout-elements`);
  const pay = page.getByRole('button', { name: 'Pay $25.00' });
  await expect(pay).toBeVisible();
  await page.getByLabel('Email').fill('jenny@example.com');
  await fillCard(page, TEST_CARDS.declined);
  const confirmed = page.waitForResponse((response) =>
    /\/v1\/payment_pages\/cs_test_\w+\/confirm$/.test(response.url()),
  );
  await pay.click();
  expect((await confirmed).status()).toBe(402);
  await expect(page.getByRole('alert')).toHaveText(DECLINE_MESSAGES.declined);
  await expect(pay).toBeEnabled();
  expect(page.url()).toMatch(/\/checkout-elements$/);
  // The same form pays with another card afterwards.
  await fillCard(page, TEST_CARDS.succeeds);
  await pay.click();
  const session = await paidSession(page);
  expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 2500 });
  expect(errors).toEqual([]);
});
