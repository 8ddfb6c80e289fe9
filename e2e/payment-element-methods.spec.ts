import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import Stripe from 'stripe';
import { DEMO_URL, PROVIDER_PORT, SECRET_KEY } from './e2e-env.js';
import { GROUP, Playground } from './pages/playground.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';

// Non-card methods in the Payment Element, in both layouts: a SEPA debit (inline, mandate) and
// iDEAL (a redirect through the simulated bank page), paid from a merchant page.
const stripe = new Stripe(SECRET_KEY, {
  host: '127.0.0.1',
  port: PROVIDER_PORT,
  protocol: 'http',
  maxNetworkRetries: 0,
});

function eurIntent(types: string[]) {
  return stripe.paymentIntents.create({
    amount: 2500,
    currency: 'eur',
    payment_method_types: types,
    // The SDK's pinned API version types payment_method_types out; the API takes it.
  } as Stripe.PaymentIntentCreateParams);
}

const LAYOUTS = ['tabs', 'accordion'] as const;

/** Opens a method: its tab, or its accordion item. */
async function openMethod(frame: FrameLocator, layout: string, name: string): Promise<void> {
  const control =
    layout === 'tabs'
      ? frame.getByRole('tab', { name })
      : frame.getByRole('button', { name, exact: true });
  await control.click();
}

async function paymentFrame(page: Page, secret: string, layout: string) {
  const playground = await Playground.open(page, secret);
  const frame = await playground.createReady('payment', { layout });
  return { playground, frame };
}

for (const layout of LAYOUTS) {
  test.describe(`Payment Element methods, ${layout} layout`, () => {
    test('pays by SEPA debit with the mandate shown: processing, then the debit settles', async ({
      page,
    }) => {
      const intent = await eurIntent(['card', 'sepa_debit']);
      const { playground, frame } = await paymentFrame(page, intent.client_secret ?? '', layout);
      await openMethod(frame, layout, 'SEPA Direct Debit');
      await expect(frame.getByText(/to debit your account/)).toBeVisible();

      // Pay without the details: submit() names the first missing one.
      const empty = await playground.group('submit');
      expect(empty.result).toMatchObject({ error: { code: 'incomplete_name' } });

      await frame.getByLabel('Full name').fill('Jenny Rosen');
      await frame.getByLabel('Email').fill('jenny@example.com');
      await frame.getByLabel('IBAN').fill('DE89370400440532013001');
      await frame.getByLabel('IBAN').blur();
      await expect(frame.locator('#sepa_debit-iban-error')).toHaveText('Your IBAN is invalid.');
      await expect(frame.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
      await frame.getByLabel('IBAN').fill('DE89370400440532013000');
      await expect(frame.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
      await frame.getByLabel('Country').selectOption('DE');
      await frame.getByLabel('Address line 1').fill('Unter den Linden 1');
      await frame.getByLabel('City').fill('Berlin');
      await frame.getByLabel('Postal code').fill('10117');

      const submitted = await playground.group('submit');
      expect(submitted.result).toEqual({ selectedPaymentMethod: 'sepa_debit' });
      const changes = await playground.events('payment', 'change');
      expect(changes.at(-1)?.payload).toMatchObject({
        complete: true,
        value: { type: 'sepa_debit' },
      });

      const confirmed = await playground.instance('confirmPayment', {
        elements: GROUP,
        confirmParams: { return_url: `${DEMO_URL}/success` },
        redirect: 'if_required',
      });
      expect(confirmed.result).toMatchObject({
        paymentIntent: { id: intent.id, status: 'processing' },
      });
      const method = await stripe.paymentMethods.retrieve(
        String((await readIntent(intent.id)).payment_method),
      );
      expect(method).toMatchObject({
        type: 'sepa_debit',
        sepa_debit: { last4: '3000', country: 'DE' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      });
      await expect
        .poll(async () => (await readIntent(intent.id)).status, { timeout: 20_000 })
        .toBe('succeeded');
    });

    test('pays by iDEAL: picks the bank by keyboard, goes to the bank page and back', async ({
      page,
    }) => {
      const intent = await eurIntent(['card', 'ideal']);
      const { playground, frame } = await paymentFrame(page, intent.client_secret ?? '', layout);
      await openMethod(frame, layout, 'iDEAL');
      const bank = frame.getByRole('combobox', { name: 'Bank' });
      await bank.focus();
      await bank.pressSequentially('rabo');
      await expect(frame.getByRole('option')).toHaveText(['Rabobank']);
      await bank.press('Enter');
      await expect(bank).toHaveValue('Rabobank');

      // Like Stripe.js, the promise does not settle: the page goes to the bank.
      playground
        .instance('confirmPayment', {
          elements: GROUP,
          confirmParams: { return_url: `${DEMO_URL}/success` },
        })
        .catch(() => {});
      await page.waitForURL((url) => url.pathname.startsWith('/bank_redirect/'));
      await expect(page.getByTestId('bank-name')).toHaveText('rabobank');
      await page.getByRole('button', { name: 'Authorize test payment' }).click();
      await new SuccessPage(page).expectStatus('succeeded', intent.id);
      expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
    });
  });
}

test('the methods are keyboard-reachable, show focus and fit 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const intent = await eurIntent(['card', 'sepa_debit', 'ideal', 'bancontact']);
  const { frame } = await paymentFrame(page, intent.client_secret ?? '', 'accordion');
  const first = frame.getByRole('button', { name: 'Card', exact: true });
  await first.focus();
  await page.keyboard.press('Tab');
  const sepa = frame.getByRole('button', { name: 'SEPA Direct Debit' });
  await expect(sepa).toBeFocused();
  const outline = await sepa.evaluate((button) => getComputedStyle(button).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(sepa).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('Full name')).toBeFocused();
  const overflow = await frame
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
