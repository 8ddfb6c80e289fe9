import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { consumerCall, readIntent, readPaymentMethod } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// Link with the Payment Element alone (spec 001 §2's `embedded` sign-in, Stripe's most common
// integration): no Link Authentication Element, so the Payment Element asks for the e-mail
// and the one-time code itself, for an intent that takes `card` and `link` (`?element=link-pe`)
// or `link` alone (`?element=link-only`).

async function openPaymentOnly(page: Page, variant: 'link-pe' | 'link-only' = 'link-pe') {
  const checkout = await CheckoutPage.open(page, { variant });
  await checkout.waitForReady('payment');
  const element = new PaymentElementFrame(page);
  return { checkout, payment: element.frame, element };
}

const overflowOf = (frame: FrameLocator) =>
  frame
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);

test('a returning shopper types the e-mail in the Payment Element, the code from the inbox, and pays with the saved card', async ({
  page,
}) => {
  const email = `pe-only-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  await page.setViewportSize({ width: 320, height: 900 });
  const { checkout, payment } = await openPaymentOnly(page);
  const field = payment.getByLabel('Email');
  await expect(field).toBeVisible({ timeout: 15_000 });
  // Keyboard only: into the e-mail field, typed; the code field takes focus once it is sent.
  await field.focus();
  await page.keyboard.type(email);
  const code = payment.getByLabel('Verification code');
  await expect(code).toBeFocused({ timeout: 15_000 });
  await expect(payment.getByText(`Enter the code sent to ${email}`)).toBeVisible();
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 1, label: 'the Payment Element’s code step' });
  await page.keyboard.type(await codeFromInbox(page, email));

  const saved = payment.getByRole('radio', { name: /Visa ending in 4242/ });
  await expect(saved).toBeChecked({ timeout: 15_000 });
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await expect(payment.getByLabel('Email')).toHaveCount(0);
  expect(await overflowOf(payment)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 1, label: 'the Payment Element’s wallet' });

  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
  const intent = await readIntent(id);
  const method = (await readPaymentMethod(intent.payment_method as string)) as unknown as {
    type: string;
    link: { email: string };
  };
  expect(method).toMatchObject({ type: 'link', link: { email } });
});

test('a new shopper signs up from the Payment Element with the e-mail typed there', async ({
  page,
}) => {
  const email = `pe-signup-${Date.now()}@example.com`;
  const { checkout, payment, element } = await openPaymentOnly(page);
  await payment.getByLabel('Email').fill(email);
  const box = payment.getByRole('checkbox', {
    name: 'Save my details for a faster checkout next time',
  });
  await expect(box).toBeVisible({ timeout: 15_000 });
  await element.fill(TEST_CARDS.succeeds);
  await box.check();
  await payment.getByLabel('Phone').fill('(201) 555-0123');
  await expect(payment.getByText(`wallet account is created for ${email}`)).toBeVisible();
  await expectNoAxeViolations(page, { frames: 1, label: 'the Payment Element’s sign-up' });
  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);

  // The account exists now: the provider's lookup finds it.
  const lookedUp = async () => {
    const found: unknown = await consumerCall('sessions/lookup', { email_address: email });
    return (found as { exists?: boolean }).exists;
  };
  await expect.poll(lookedUp, { timeout: 15_000 }).toBe(true);
});

test('a link-only intent with a blocked account shows the link-blocked panel, not an empty element', async ({
  page,
}) => {
  const email = `pe-blocked-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  // Five codes sent within fifteen minutes: the provider's per-account limit. Each from its own
  // lookup's session (a session's code of one type is not replaced within the resend cool-down).
  for (let sent = 0; sent < 5; sent += 1) {
    const { consumer_session } = await consumerCall('sessions/lookup', { email_address: email });
    await consumerCall('sessions/start_verification', {
      type: 'EMAIL',
      'credentials[consumer_session_client_secret]': consumer_session.client_secret,
    });
  }
  const { payment } = await openPaymentOnly(page, 'link-only');
  await payment.getByLabel('Email').fill(email);
  await expect(
    payment.getByText(
      'This payment cannot be completed with your saved details right now. Try again later.',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(payment.getByRole('alert')).toHaveText(
    'For your security, signing in to your saved details is paused. Pay another way, or try again later.',
  );
  await expect(payment.getByLabel('Verification code')).toHaveCount(0);
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page, { frames: 1, label: 'the link-blocked panel' });
});
