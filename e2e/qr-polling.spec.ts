import { type BrowserContext, expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { DEMO_URL, PROVIDER_PORT, SECRET_KEY } from './e2e-env.js';
import { GROUP, Playground } from './pages/playground.js';
import { readIntent } from './provider-api.js';

// A QR method with polling, the flow kind issue 15's "Done when" asks of the e2e suite: a
// one-type confirm (confirmPayNowPayment), and the Payment Element's confirmPayment in both
// layouts, show the QR code in the payment-instructions modal and read the intent while it
// shows; the shopper "scans" it on another device (the test page the code encodes) and
// authorises there; the merchant page's modal closes by itself and the confirm resolves with
// the paid intent.
const stripe = new Stripe(SECRET_KEY, {
  host: '127.0.0.1',
  port: PROVIDER_PORT,
  protocol: 'http',
  maxNetworkRetries: 0,
});

test('PayNow: the QR code shows in the modal, the phone authorises, the page sees it paid', async ({
  page,
  context,
}) => {
  const intent = await stripe.paymentIntents.create({
    amount: 2500,
    currency: 'sgd',
    payment_method_types: ['paynow'],
  } as Stripe.PaymentIntentCreateParams);
  await Playground.open(page, intent.client_secret);
  const confirmed = page.evaluate(
    (secret) =>
      // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API in the page
      (window as any).kassa.confirmPayNowPayment(secret, {
        payment_method: { billing_details: { name: 'Jenny Rosen' } },
      }),
    intent.client_secret,
  );
  const dialog = page.getByRole('dialog', { name: 'Payment instructions' });
  await expect(dialog).toBeVisible();
  const inside = dialog.locator('iframe').contentFrame();
  const image = inside.getByRole('img', { name: 'QR code to pay with PayNow' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(inside.getByText('Waiting for your payment…')).toBeVisible();

  // The code encodes the provider's test page: a second device opens it and authorises.
  const waiting = await readIntent(intent.id);
  expect(waiting.status).toBe('requires_action');
  const next = (await stripe.paymentIntents.retrieve(intent.id)).next_action;
  const scanned = next?.paynow_display_qr_code?.data ?? '';
  expect(scanned).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  const phone = await context.newPage();
  await phone.goto(scanned);
  await phone.getByRole('button', { name: 'Authorize test payment' }).click();
  await expect(phone.getByRole('status')).toHaveText('Payment authorized.');

  // The merchant page's poll sees the payment: the modal closes and the confirm resolves.
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  const result = (await confirmed) as { paymentIntent?: { status: string; id: string } };
  expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
  expect((await readIntent(intent.id)).status).toBe('succeeded');
});

/**
 * The phone: opens what the intent's QR code encodes and authorises the payment there; with the
 * confirm's return_url it lands on the shop's success page.
 */
async function scanAndAuthorise(context: BrowserContext, id: string): Promise<void> {
  const next = (await stripe.paymentIntents.retrieve(id)).next_action;
  const phone = await context.newPage();
  await phone.goto(next?.paynow_display_qr_code?.data ?? '');
  await phone.getByRole('button', { name: 'Authorize test payment' }).click();
  await phone.waitForURL((url) => url.pathname === '/success');
  expect(new URL(phone.url()).searchParams.get('redirect_status')).toBe('succeeded');
  await phone.close();
}

for (const layout of ['tabs', 'accordion'] as const) {
  test(`the Payment Element pays by PayNow in the ${layout} layout, closing the QR modal once paid`, async ({
    page,
    context,
  }) => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'sgd',
      payment_method_types: ['card', 'paynow'],
    } as Stripe.PaymentIntentCreateParams);
    const playground = await Playground.open(page, intent.client_secret);
    const frame = await playground.createReady('payment', { layout });
    const control =
      layout === 'tabs'
        ? frame.getByRole('tab', { name: 'PayNow' })
        : frame.getByRole('button', { name: 'PayNow', exact: true });
    await control.click();
    const confirmed = playground.instance('confirmPayment', {
      elements: GROUP,
      confirmParams: { return_url: `${DEMO_URL}/success` },
      redirect: 'if_required',
    });
    const dialog = page.getByRole('dialog', { name: 'Payment instructions' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog
        .locator('iframe')
        .contentFrame()
        .getByRole('img', { name: 'QR code to pay with PayNow' }),
    ).toBeVisible();
    await scanAndAuthorise(context, intent.id);
    await expect(dialog).toHaveCount(0, { timeout: 15_000 });
    const outcome = await confirmed;
    expect(outcome.result).toMatchObject({ paymentIntent: { id: intent.id, status: 'succeeded' } });
  });
}
