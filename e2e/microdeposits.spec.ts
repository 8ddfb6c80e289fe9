import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { expectNoAxeViolations } from './axe.js';
import { PROVIDER_PORT, SECRET_KEY } from './e2e-env.js';
import { Playground } from './pages/playground.js';
import { readIntent } from './provider-api.js';

// A US bank account typed by hand (routing and account number), verified with microdeposits as
// Stripe's test mode does: the confirm leaves `verify_with_microdeposits`, then the shopper
// answers with the deposits' amounts (32 and 45 cents) or their descriptor code (SM11AA), from
// the merchant page (verifyMicrodepositsForPayment) or on the hosted verification page.
const stripe = new Stripe(SECRET_KEY, {
  host: '127.0.0.1',
  port: PROVIDER_PORT,
  protocol: 'http',
  maxNetworkRetries: 0,
});

function microdepositIntent() {
  return stripe.paymentIntents.create({
    amount: 2500,
    currency: 'usd',
    payment_method_types: ['us_bank_account'],
    payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
  } as Stripe.PaymentIntentCreateParams);
}

interface Verification {
  arrival_date: number;
  microdeposit_type: string;
  hosted_verification_url: string;
}

/** confirmUsBankAccountPayment with the account typed by hand, from a merchant page. */
async function confirmTypedAccount(playground: Playground, secret: string) {
  const { result } = await playground.instance('confirmUsBankAccountPayment', secret, {
    payment_method: {
      us_bank_account: {
        routing_number: '110000000',
        account_number: '000123456789',
        account_holder_type: 'individual',
      },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    },
  });
  const intent = (result as { paymentIntent: Record<string, unknown> }).paymentIntent;
  expect(intent).toMatchObject({
    status: 'requires_action',
    next_action: {
      type: 'verify_with_microdeposits',
      verify_with_microdeposits: { microdeposit_type: 'descriptor_code' },
    },
  });
  return (intent.next_action as { verify_with_microdeposits: Verification })
    .verify_with_microdeposits;
}

test('verifyMicrodepositsForPayment: wrong amounts are refused, the test amounts start the debit', async ({
  page,
}) => {
  const intent = await microdepositIntent();
  const secret = intent.client_secret ?? '';
  const playground = await Playground.open(page);
  await confirmTypedAccount(playground, secret);

  const wrong = await playground.instance('verifyMicrodepositsForPayment', secret, {
    amounts: [10, 11],
  });
  expect(wrong.result).toMatchObject({
    error: { code: 'payment_method_microdeposit_verification_amounts_mismatch' },
  });
  expect((await readIntent(intent.id)).status).toBe('requires_action');

  const verified = await playground.instance('verifyMicrodepositsForPayment', secret, {
    amounts: [32, 45],
  });
  expect(verified.result).toMatchObject({
    paymentIntent: { id: intent.id, status: 'processing' },
  });
  await expect
    .poll(async () => (await readIntent(intent.id)).status, { timeout: 20_000 })
    .toBe('succeeded');
});

test('the hosted verification page takes the descriptor code by keyboard, fits 320 px, axe clean', async ({
  page,
}) => {
  const intent = await microdepositIntent();
  const playground = await Playground.open(page);
  const verification = await confirmTypedAccount(playground, intent.client_secret ?? '');

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(verification.hosted_verification_url);
  const code = page.getByLabel('Deposit code');
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page, { frames: 0, label: 'the microdeposit verification page' });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await code.focus();
  await page.keyboard.type('SM11AA');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Bank account verified.');
  await expect
    .poll(async () => (await readIntent(intent.id)).status, { timeout: 20_000 })
    .toMatch(/^(processing|succeeded)$/);
});
