import { frameFor } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { consumerCall } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// The wallet's refusals in the demo's Link checkout (issue 17's "too many attempts and a blocked
// account show the spec's messages"): a code tried too often, and an account the provider has
// stopped sending codes to for a while. Expired and used codes need the provider's clock moved
// on: the element's texts for them are checked in wallet-verification.test.tsx and the
// provider's answers in consumer-routes.test.ts.

async function openWith(page: Page, email: string) {
  const checkout = await CheckoutPage.open(page, { variant: 'link' });
  await checkout.waitForReady('payment');
  const link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);
  return { checkout, link, payment: new PaymentElementFrame(page) };
}

test('a sixth try at one code is refused until the shopper asks for a new one', async ({
  page,
}) => {
  const email = `too-many-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  const { link } = await openWith(page, email);
  const code = link.getByLabel('Verification code');
  await expect(code).toBeFocused({ timeout: 15_000 });
  const right = await codeFromInbox(page, email);
  const wrong = right === '000000' ? '111111' : '000000';
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await code.fill(wrong);
    await expect(link.getByRole('alert')).toHaveText('The verification code is not correct.');
    await expect(code).toBeEnabled();
    await expect(code).toHaveValue('');
  }
  // The right code, now: the provider refuses it, as this code has had its five tries.
  await code.fill(right);
  await expect(link.getByRole('alert')).toHaveText('Too many wrong codes: request a new one.');
  await expectNoAxeViolations(page, { frames: 1, label: 'the code step after too many tries' });

  await link.getByRole('button', { name: 'Resend code' }).click();
  await expect(link.getByRole('status')).toHaveText('A new code was sent.');
  const fresh = await codeFromInbox(page, email);
  await code.fill(fresh);
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
});

test('an account blocked for now shows why, opens no wallet, and the shopper pays by card', async ({
  page,
}) => {
  const email = `blocked-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  // Five codes sent within fifteen minutes, each in a session of its own (a session waits 30
  // seconds between two): the provider's per-account limit. The next send is refused, whoever
  // asks.
  for (let sent = 0; sent < 5; sent += 1) {
    const { consumer_session } = await consumerCall('sessions/lookup', { email_address: email });
    await consumerCall('sessions/start_verification', {
      type: 'EMAIL',
      'credentials[consumer_session_client_secret]': consumer_session.client_secret,
    });
  }

  const { checkout, link, payment } = await openWith(page, email);
  await expect(link.getByRole('alert')).toHaveText(
    'For your security, signing in to your saved details is paused. Pay another way, or try again later.',
    { timeout: 15_000 },
  );
  await expect(link.getByLabel('Verification code')).toHaveCount(0);
  await expect(payment.frame.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page, { frames: 2, label: 'the checkout with a blocked account' });

  await payment.fill(TEST_CARDS.succeeds);
  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
});
