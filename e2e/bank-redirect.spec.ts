import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { DEMO_URL, PROVIDER_PORT, SECRET_KEY } from './e2e-env.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';

// A redirect method confirmed by the shop's server with the official SDK: the buyer opens the
// simulated bank page on the provider origin, answers it, and lands on the shop's return_url.
const stripe = new Stripe(SECRET_KEY, {
  host: '127.0.0.1',
  port: PROVIDER_PORT,
  protocol: 'http',
  maxNetworkRetries: 0,
});

async function idealPayment(): Promise<{ id: string; bankUrl: string }> {
  const intent = await stripe.paymentIntents.create({
    amount: 2500,
    currency: 'eur',
    payment_method_types: ['ideal'],
    payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } },
    confirm: true,
    return_url: `${DEMO_URL}/success`,
    // The SDK's pinned API version types payment_method_types out; the API takes it.
  } as Stripe.PaymentIntentCreateParams);
  expect(intent.status).toBe('requires_action');
  return { id: intent.id, bankUrl: intent.next_action?.redirect_to_url?.url ?? '' };
}

test('the bank page authorises an iDEAL payment and returns the buyer to the shop', async ({
  page,
}) => {
  const { id, bankUrl } = await idealPayment();
  await page.goto(bankUrl);
  await expect(page.getByRole('heading')).toHaveText('iDEAL test payment page');
  await expect(page.getByTestId('bank-amount')).toHaveText('€25.00');
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await new SuccessPage(page).expectStatus('succeeded', id);
  const landed = new URL(page.url());
  expect(landed.searchParams.get('redirect_status')).toBe('succeeded');
  expect(landed.searchParams.get('payment_intent_client_secret')).toMatch(/^pi_\w+_secret_\w+$/);
  expect((await readIntent(id)).status).toBe('succeeded');
});

test('the bank page fails an iDEAL payment: the shop sees redirect_status=failed', async ({
  page,
}) => {
  const { id, bankUrl } = await idealPayment();
  await page.goto(bankUrl);
  await page.getByRole('button', { name: 'Fail test payment' }).click();
  await page.waitForURL((url) => url.pathname === '/success');
  expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('failed');
  const failed = await readIntent(id);
  expect(failed.status).toBe('requires_payment_method');
  expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
});
