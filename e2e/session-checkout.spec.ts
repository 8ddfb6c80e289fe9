import { fillCard } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { DEMO_URL } from './e2e-env.js';
import { collectPageErrors } from './page-errors.js';
import { merchantStripe } from './pages/hosted-checkout.js';
import { TEST_CARDS } from './test-cards.js';

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

test('Embedded Checkout: pays with a card in the provider frame, then the shop page returns', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${DEMO_URL}/embedded-checkout`);
  const frame = page.frameLocator(EMBEDDED_FRAME);
  // The frame is the session's page on the provider origin, sized to its content.
  const src = await page.locator(EMBEDDED_FRAME).getAttribute('src');
  expect(src).toMatch(/\/c\/embedded\/cs_test_\w+#[\w-]+$/);
  const pay = frame.getByTestId('checkout-pay');
  await expect(pay).toHaveText('Pay $25.00');
  await frame.locator('#checkout-email').fill('jenny@example.com');
  await fillCard(frame, TEST_CARDS.succeeds);
  await pay.click();
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
  await fillCard(page, TEST_CARDS.declined);
  await pay.click();
  await expect(page.getByRole('alert')).toContainText('declined');
  await fillCard(page, TEST_CARDS.succeeds);
  await pay.click();
  const session = await paidSession(page);
  expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 2500 });
  expect(errors).toEqual([]);
});
