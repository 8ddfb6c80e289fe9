import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { DEMO_URL, PROVIDER_PORT, SECRET_KEY } from './e2e-env.js';
import { elementRef, Playground } from './pages/playground.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';

// The bank elements with the one-type confirms, from a plain merchant script: an iban element
// with confirmSepaDebitPayment (a debit that settles) and an idealBank element with
// confirmIdealPayment (the simulated bank page and back).
const stripe = new Stripe(SECRET_KEY, {
  host: '127.0.0.1',
  port: PROVIDER_PORT,
  protocol: 'http',
  maxNetworkRetries: 0,
});

function eurIntent(type: string) {
  return stripe.paymentIntents.create({
    amount: 2500,
    currency: 'eur',
    payment_method_types: [type],
  } as Stripe.PaymentIntentCreateParams);
}

test('an iban element pays by SEPA debit with confirmSepaDebitPayment', async ({ page }) => {
  const intent = await eurIntent('sepa_debit');
  const playground = await Playground.open(page, { locale: 'en' });
  const frame = await playground.createReady('iban', { supportedCountries: ['SEPA'] });
  const iban = frame.getByLabel('IBAN');
  await iban.fill('DE89370400440532013000');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect
    .poll(async () => (await playground.events('iban', 'change')).at(-1)?.payload)
    .toMatchObject({ elementType: 'iban', complete: true, country: 'DE' });

  // Another element than the method's bank element is refused before anything is sent.
  await playground.create('idealBank');
  const wrong = await playground.instance('confirmSepaDebitPayment', intent.client_secret, {
    payment_method: { sepa_debit: elementRef('idealBank'), billing_details: { name: 'Jo' } },
  });
  expect(wrong.thrown ?? JSON.stringify(wrong.result)).toContain('mounted iban Element');

  const { result } = await playground.instance('confirmSepaDebitPayment', intent.client_secret, {
    payment_method: {
      sepa_debit: elementRef('iban'),
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    },
  });
  expect(result).toMatchObject({ paymentIntent: { id: intent.id, status: 'processing' } });
  const method = await stripe.paymentMethods.retrieve(
    String((await readIntent(intent.id)).payment_method),
  );
  expect(method).toMatchObject({ type: 'sepa_debit', sepa_debit: { last4: '3000' } });
  await expect
    .poll(async () => (await readIntent(intent.id)).status, { timeout: 20_000 })
    .toBe('succeeded');
});

test('an idealBank element picks the bank by keyboard and confirmIdealPayment goes to it', async ({
  page,
}) => {
  const intent = await eurIntent('ideal');
  const playground = await Playground.open(page, { locale: 'en' });
  const frame = await playground.createReady('idealBank');
  const bank = frame.getByRole('combobox', { name: 'Bank' });
  await bank.focus();
  await bank.pressSequentially('ing');
  await bank.press('ArrowDown');
  await bank.press('ArrowUp');
  await bank.press('Enter');
  await expect(bank).toHaveValue('ING');
  await expect
    .poll(async () => (await playground.events('idealBank', 'change')).at(-1)?.payload)
    .toMatchObject({ elementType: 'idealBank', complete: true, value: 'ing' });
  playground
    .instance('confirmIdealPayment', intent.client_secret, {
      payment_method: { ideal: elementRef('idealBank') },
      return_url: `${DEMO_URL}/success`,
    })
    .catch(() => {});
  await page.waitForURL((url) => url.pathname.startsWith('/bank_redirect/'));
  await expect(page.getByTestId('bank-name')).toHaveText('ing');
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await new SuccessPage(page).expectStatus('succeeded', intent.id);
});
