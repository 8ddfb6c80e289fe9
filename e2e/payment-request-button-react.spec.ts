import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { DEMO_PORT, PROVIDER_URL, PUBLISHABLE_KEY, SECRET_KEY } from './e2e-env.js';
import { collectPageErrors } from './page-errors.js';
import { type Bindings, CheckoutPage } from './pages/checkout-page.js';
import { SuccessPage } from './pages/success-page.js';
import { WalletSheet } from './pages/wallet-sheet.js';
import { readIntent, readPaymentMethod } from './provider-api.js';

// The shop's Payment Request Button checkout (`?element=wallet`): <PaymentRequestButtonElement>
// of @kassa/react and of the unmodified @stripe/react-stripe-js 6 and 2 (7 no longer has it),
// above the Card Element, as Stripe's sample. The page asks canMakePayment(), mounts the button,
// answers the sheet's shipping changes (its server prices the rate into the intent), confirms
// the wallet's PaymentMethod with confirmCardPayment and completes the sheet.

const BUTTON = '#payment-request-button iframe';

async function openWalletCheckout(page: Page, bindings: Bindings, origin = '') {
  const query = new URLSearchParams({ element: 'wallet', bindings });
  await page.goto(`${origin}/checkout?${query}`);
  const checkout = new CheckoutPage(page);
  await expect(checkout.main).toHaveAttribute('data-payment-intent', /^pi_/);
  return checkout;
}

for (const bindings of ['kassa', 'stripe-v6', 'stripe-v2'] as const) {
  test(`<PaymentRequestButtonElement> pays through the Apple Pay sheet, the shop answering shipping (${bindings})`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const checkout = await openWalletCheckout(page, bindings);
    const id = await checkout.paymentIntentId();
    const button = page.frameLocator(BUTTON).getByRole('button', { name: 'Buy with Apple Pay' });
    await button.click();
    const sheet = new WalletSheet(page);
    await sheet.expectOpen('Apple Pay (test)');
    // The default US address went to the shop, which answered its rates (standard is free).
    await expect(sheet.frame.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await expect(sheet.total()).toHaveText('$25.00');
    await sheet.choose(/^Express/);
    await expect(sheet.total()).toHaveText('$40.00');
    // The shop ships to the US only.
    await sheet.choose(/Max Mustermann/);
    await expect(sheet.error()).toContainText('The merchant cannot ship to this address.');
    await sheet.choose(/Jenny Rosen/);
    // The shop's answer to the new address offers its rates again, the first chosen.
    await expect(sheet.error()).toHaveCount(0);
    await expect(sheet.total()).toHaveText('$25.00');
    await sheet.choose(/^Express/);
    await expect(sheet.total()).toHaveText('$40.00');
    await sheet.frame.getByLabel('Name').fill('Jenny Wallet');
    await sheet.pay();
    await new SuccessPage(page).expectStatus('succeeded', id);
    const intent = await readIntent(id);
    // The shop's server charged the product and the express rate.
    expect(intent.amount).toBe(4000);
    const method = await readPaymentMethod(intent.payment_method as string);
    expect(method).toMatchObject({
      type: 'card',
      card: { wallet: { type: 'apple_pay' } },
      billing_details: { name: 'Jenny Wallet' },
    });
    expect(errors).toEqual([]);
  });
}

test('closing the sheet is cancel: the shop stays payable, by the button or by card', async ({
  page,
}) => {
  // Two sheets and an axe scan of two frames: over a minute on a loaded 2-core machine.
  test.slow();
  const errors = collectPageErrors(page);
  const checkout = await openWalletCheckout(page, 'stripe-v6');
  const id = await checkout.paymentIntentId();
  const button = page.frameLocator(BUTTON).getByRole('button', { name: 'Buy with Apple Pay' });
  await expect(button).toBeVisible();
  // The checkout (the button's frame and the card's) is axe clean.
  await expectNoAxeViolations(page, {
    frames: 2,
    label: 'wallet checkout',
    mustScan: 'payment-request-button',
  });
  await button.click();
  const sheet = new WalletSheet(page);
  await sheet.expectOpen('Apple Pay (test)');
  await sheet.frame.getByRole('button', { name: 'Cancel' }).click();
  await sheet.expectClosed();
  await expect(checkout.error).toHaveCount(0);
  expect((await readIntent(id)).status).toBe('requires_payment_method');
  // The button opens the sheet again.
  await button.click();
  await sheet.expectOpen('Apple Pay (test)');
  await page.keyboard.press('Escape');
  await sheet.expectClosed();
  expect(errors).toEqual([]);
});

test("a host without a registered domain gets no wallet; once registered, Google Pay's sheet pays", async ({
  page,
}) => {
  // *.localhost reaches this machine; unlike localhost itself it is not exempt from registration.
  const host = `wallet-${Date.now()}.localhost`;
  const origin = `http://${host}:${DEMO_PORT}`;
  const errors = collectPageErrors(page);
  await openWalletCheckout(page, 'kassa', origin);
  // A page that only asks canMakePayment() hears null: no wallet may show on this domain.
  const answer = await page.evaluate(
    (key) =>
      (
        window as unknown as {
          Kassa(k: string): { paymentRequest(o: object): { canMakePayment(): Promise<unknown> } };
        }
      )
        .Kassa(key)
        .paymentRequest({ country: 'US', currency: 'usd', total: { label: 'T', amount: 100 } })
        .canMakePayment(),
    PUBLISHABLE_KEY,
  );
  expect(answer).toBeNull();
  await expect(page.locator('#card-element iframe')).toBeVisible();
  await expect(page.locator('#payment-request-button')).toHaveCount(0);

  const registered = await fetch(`${PROVIDER_URL}/v1/payment_method_domains`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ domain_name: host }),
  });
  expect(registered.status).toBe(200);
  // Apple Pay never verifies a local name: the button is Google Pay's.
  const checkout = await openWalletCheckout(page, 'kassa', origin);
  const id = await checkout.paymentIntentId();
  await page.frameLocator(BUTTON).getByRole('button', { name: 'Buy with Google Pay' }).click();
  const sheet = new WalletSheet(page);
  await sheet.expectOpen('Google Pay (test)');
  await expect(sheet.total()).toHaveText('$25.00');
  await sheet.frame.getByLabel('Name').fill('Jenny Wallet');
  await sheet.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
  const intent = await readIntent(id);
  const method = await readPaymentMethod(intent.payment_method as string);
  expect(method).toMatchObject({ card: { wallet: { type: 'google_pay' } } });
  expect(errors).toEqual([]);
});
