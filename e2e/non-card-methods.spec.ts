import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { DEMO_URL, PROVIDER_PORT, SECRET_KEY } from './e2e-env.js';
import { Playground, type PlaygroundWindow } from './pages/playground.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';

// Non-card methods in Chromium. A redirect method confirmed by the shop's server (official SDK) or
// from a merchant page: the buyer answers the simulated bank page and lands on the return_url.
// A SEPA debit from a merchant page resolves processing and settles on the server.
const stripe = new Stripe(SECRET_KEY, {
  host: '127.0.0.1',
  port: PROVIDER_PORT,
  protocol: 'http',
  maxNetworkRetries: 0,
});

/** A euro PaymentIntent for one method type, made by the shop's server. */
function eurIntent(type: string, extra: object = {}) {
  return stripe.paymentIntents.create({
    amount: 2500,
    currency: 'eur',
    payment_method_types: [type],
    ...extra,
    // The SDK's pinned API version types payment_method_types out; the API takes it.
  } as Stripe.PaymentIntentCreateParams);
}

async function idealPayment(): Promise<{ id: string; bankUrl: string }> {
  const intent = await eurIntent('ideal', {
    payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } },
    confirm: true,
    return_url: `${DEMO_URL}/success`,
  });
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

test('a WeChat Pay QR code shows on its page, and answering as the app pays the intent', async ({
  page,
}) => {
  const intent = await eurIntent('wechat_pay', {
    payment_method_data: { type: 'wechat_pay' },
    confirm: true,
  });
  const qr = intent.next_action?.wechat_pay_display_qr_code;
  expect(qr?.image_data_url).toMatch(/^data:image\/png;base64,/);
  await page.goto(qr?.hosted_instructions_url ?? '');
  await expect(page.getByRole('heading')).toHaveText('WeChat Pay test payment page');
  const image = page.getByRole('img', { name: 'QR code to scan with the app' });
  // The image comes from the provider origin under the page's content policy.
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Authorize test payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Payment authorized.');
  expect((await readIntent(intent.id)).status).toBe('succeeded');
});

test('a Multibanco voucher fits 320 px, and its test control expires it', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const intent = await eurIntent('multibanco', {
    payment_method_data: {
      type: 'multibanco',
      billing_details: { email: 'ana+fill_never@example.com' },
    },
    confirm: true,
  });
  const voucher = intent.next_action?.multibanco_display_details;
  await page.goto(voucher?.hosted_voucher_url ?? '');
  await expect(page.getByTestId('voucher')).toContainText(voucher?.reference ?? 'missing');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Expire voucher' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Voucher expired.');
  const expired = await readIntent(intent.id);
  expect(expired.status).toBe('requires_payment_method');
  expect(expired.last_payment_error?.code).toBe('payment_intent_payment_attempt_expired');
});

test('confirmIdealPayment from a merchant page sends the buyer to the bank and back', async ({
  page,
}) => {
  const intent = await eurIntent('ideal');
  await Playground.open(page);
  await page.evaluate(
    ({ secret, returnUrl }) => {
      const kassa = (window as unknown as PlaygroundWindow).kassa as unknown as Record<
        string,
        (...args: unknown[]) => Promise<unknown>
      >;
      // Like Stripe.js, the promise does not settle: the page goes to the bank.
      void kassa.confirmIdealPayment?.(secret, {
        payment_method: { ideal: { bank: 'rabobank' } },
        return_url: returnUrl,
      });
    },
    { secret: intent.client_secret, returnUrl: `${DEMO_URL}/success` },
  );
  await page.waitForURL((url) => url.pathname.startsWith('/bank_redirect/'));
  await expect(page.getByTestId('bank-name')).toHaveText('rabobank');
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await new SuccessPage(page).expectStatus('succeeded', intent.id);
  expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
});

test('confirmSepaDebitPayment from a merchant page resolves processing, then the debit settles', async ({
  page,
}) => {
  const intent = await eurIntent('sepa_debit');
  const playground = await Playground.open(page);
  const { result } = await playground.instance('confirmSepaDebitPayment', intent.client_secret, {
    payment_method: {
      sepa_debit: { iban: 'DE89370400440532013000' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    },
  });
  expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'processing' });
  // The server's settlement worker answers after its test-mode delay (a few seconds).
  await expect
    .poll(async () => (await readIntent(intent.id)).status, { timeout: 20_000 })
    .toBe('succeeded');
});
