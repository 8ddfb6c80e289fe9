import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { Playground } from './pages/playground.js';
import { WalletSheet } from './pages/wallet-sheet.js';
import { readIntent } from './provider-api.js';

// stripe.paymentRequest() in test mode: the simulated Apple Pay sheet, a provider-origin page
// in a modal, with the merchant's handlers answering the shipping changes and the payment.

/** The events' fields the handlers read (the page has no Stripe.js types). */
interface MerchantEvent {
  shippingAddress: { country: string };
  shippingOption: { amount: number };
  paymentMethod: { id: string };
  payerName?: string;
  payerEmail?: string;
  walletName: string;
  updateWith(details: object): void;
  complete(status: string): void;
}

interface WalletWindow {
  // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API driven in the page
  kassa: any;
  // biome-ignore lint/suspicious/noExplicitAny: the PaymentRequest under test
  pr: any;
  log: { event: string; detail: unknown }[];
}

const REQUEST = {
  country: 'US',
  currency: 'usd',
  total: { label: 'Kassa demo', amount: 2500 },
  displayItems: [{ label: 'Sneakers', amount: 2500 }],
  requestPayerName: true,
  requestPayerEmail: true,
  requestShipping: true,
  shippingOptions: [{ id: 'pending', label: 'Choose an address', detail: 'first', amount: 0 }],
};

/**
 * Opens the playground, makes the payment request and the merchant's handlers: US addresses
 * get two shipping rates, other countries are refused; a rate sets the total; the payment
 * method is confirmed on `secret` (when given) and completed with its outcome. `answer: false`
 * leaves shippingaddresschange unanswered (the deadline test).
 */
async function openRequest(
  page: Page,
  options: { secret?: string; answer?: boolean; request?: object } = {},
) {
  await Playground.open(page);
  await page.evaluate(
    ({ request, secret, answer }) => {
      const w = window as unknown as WalletWindow;
      w.log = [];
      w.pr = w.kassa.paymentRequest(request);
      const rates = [
        { id: 'standard', label: 'Standard', detail: '3-5 days', amount: 500 },
        { id: 'express', label: 'Express', detail: 'Next day', amount: 1500 },
      ];
      w.pr.on('shippingaddresschange', (event: MerchantEvent) => {
        w.log.push({ event: 'shippingaddresschange', detail: event.shippingAddress });
        if (!answer) return;
        if (event.shippingAddress.country !== 'US') {
          event.updateWith({ status: 'invalid_shipping_address' });
          return;
        }
        event.updateWith({
          status: 'success',
          shippingOptions: rates,
          total: { label: 'Kassa demo', amount: 3000 },
        });
      });
      w.pr.on('shippingoptionchange', (event: MerchantEvent) => {
        w.log.push({ event: 'shippingoptionchange', detail: event.shippingOption });
        event.updateWith({
          status: 'success',
          total: { label: 'Kassa demo', amount: 2500 + event.shippingOption.amount },
        });
      });
      w.pr.on('cancel', () => w.log.push({ event: 'cancel', detail: null }));
      w.pr.on('paymentmethod', async (event: MerchantEvent) => {
        w.log.push({
          event: 'paymentmethod',
          detail: {
            paymentMethod: event.paymentMethod,
            payerName: event.payerName,
            payerEmail: event.payerEmail,
            shippingAddress: event.shippingAddress,
            shippingOption: event.shippingOption,
            walletName: event.walletName,
          },
        });
        if (secret === undefined) {
          event.complete('fail');
          return;
        }
        const result = await w.kassa.confirmCardPayment(
          secret,
          { payment_method: event.paymentMethod.id },
          { handleActions: false },
        );
        event.complete(result.error ? 'fail' : 'success');
        w.log.push({ event: 'confirmed', detail: result.error ?? result.paymentIntent.status });
      });
      const button = document.createElement('button');
      button.textContent = 'Buy with wallet';
      button.addEventListener('click', () => w.pr.show());
      document.body.append(button);
    },
    { request: options.request ?? REQUEST, secret: options.secret, answer: options.answer ?? true },
  );
  const available = await page.evaluate(() =>
    (window as unknown as WalletWindow).pr.canMakePayment(),
  );
  return { available, sheet: new WalletSheet(page) };
}

const logOf = (page: Page) => page.evaluate(() => (window as unknown as WalletWindow).log);

test.describe('paymentRequest() with the test wallet sheet', () => {
  test('a page that only asks canMakePayment() gets the simulated wallets', async ({ page }) => {
    await Playground.open(page);
    const answers = await page.evaluate(async () => {
      const { kassa } = window as unknown as WalletWindow;
      const request = { country: 'US', currency: 'usd', total: { label: 'T', amount: 100 } };
      return [
        await kassa.paymentRequest(request).canMakePayment(),
        await kassa.paymentRequest({ ...request, disableWallets: ['applePay'] }).canMakePayment(),
        await kassa.paymentRequest({ ...request, wallets: ['link'] }).canMakePayment(),
      ];
    });
    expect(answers).toEqual([
      { applePay: true, googlePay: false, link: false },
      { applePay: false, googlePay: true, link: false },
      null,
    ]);
  });

  test('pays with the simulated Apple Pay sheet, the merchant answering address and rate changes', async ({
    page,
  }) => {
    const intent = await Playground.newIntent();
    const { available, sheet } = await openRequest(page, { secret: intent.clientSecret });
    expect(available).toEqual({ applePay: true, googlePay: false, link: false });
    await page.getByRole('button', { name: 'Buy with wallet' }).click();
    await sheet.expectOpen('Apple Pay (test)');
    // The default address went to the merchant, redacted, and its answer set rates and total.
    await expect(sheet.total()).toHaveText('$30.00');
    await expect(sheet.frame.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await sheet.choose(/^Express/);
    await expect(sheet.total()).toHaveText('$40.00');
    // The merchant does not ship to Germany: the sheet says so and will not pay.
    await sheet.choose(/Max Mustermann/);
    await expect(sheet.error()).toContainText('The merchant cannot ship to this address.');
    await expect(sheet.payButton()).toHaveAttribute('aria-disabled', 'true');
    await sheet.choose(/Jenny Rosen/);
    await expect(sheet.error()).toHaveCount(0);
    await sheet.choose(/^Express/);
    await expect(sheet.total()).toHaveText('$40.00');
    await sheet.choose('Mastercard ending in 4444');
    await sheet.frame.getByLabel('Name').fill('Jenny Wallet');
    await sheet.pay();
    await sheet.expectClosed();

    const log = await logOf(page);
    const changes = log.filter((entry) => entry.event === 'shippingaddresschange');
    expect(changes[0]?.detail).toMatchObject({
      country: 'US',
      city: 'San Francisco',
      addressLine: [],
      recipient: '',
    });
    expect(changes.map((entry) => (entry.detail as { country: string }).country)).toEqual([
      'US',
      'DE',
      'US',
    ]);
    const paid = log.find((entry) => entry.event === 'paymentmethod')?.detail as {
      paymentMethod: { card: unknown; billing_details: unknown };
    };
    expect(paid).toMatchObject({
      payerName: 'Jenny Wallet',
      payerEmail: 'jenny.rosen@example.com',
      walletName: 'applePay',
      shippingAddress: {
        recipient: 'Jenny Rosen',
        addressLine: ['1 Market Street'],
        country: 'US',
      },
      shippingOption: { id: 'express', amount: 1500 },
    });
    expect(paid.paymentMethod.card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      wallet: { type: 'apple_pay', dynamic_last4: '4444', apple_pay: {} },
    });
    expect(paid.paymentMethod.billing_details).toMatchObject({
      name: 'Jenny Wallet',
      email: 'jenny.rosen@example.com',
    });
    expect(log.at(-1)).toEqual({ event: 'confirmed', detail: 'succeeded' });
    expect((await readIntent(intent.id)).status).toBe('succeeded');
  });

  test('complete("fail") keeps the sheet open to try another card', async ({ page }) => {
    const { sheet } = await openRequest(page, {
      request: { country: 'US', currency: 'usd', total: { label: 'Kassa demo', amount: 1200 } },
    });
    await page.getByRole('button', { name: 'Buy with wallet' }).click();
    await sheet.expectOpen('Apple Pay (test)');
    await sheet.pay();
    await expect(sheet.error()).toContainText('Payment not completed.');
    await expect(sheet.dialog).toBeVisible();
    expect((await logOf(page)).filter((entry) => entry.event === 'paymentmethod')).toHaveLength(1);
  });

  test('is keyboard-usable, axe-clean, and Escape cancels with focus back on the button', async ({
    page,
  }) => {
    // axe runs in the page and in the sheet's frame: slow on a loaded two-core machine.
    test.slow();
    const { sheet } = await openRequest(page);
    const button = page.getByRole('button', { name: 'Buy with wallet' });
    await button.focus();
    await page.keyboard.press('Enter');
    await sheet.expectOpen('Apple Pay (test)');
    await expect(sheet.total()).toHaveText('$30.00');
    // Focus starts on the first card, inside the sheet.
    await expect(sheet.frame.getByRole('radio', { name: 'Visa ending in 4242' })).toBeFocused();
    await expectNoAxeViolations(page, {
      frames: 1,
      label: 'wallet sheet',
      mustScan: '/frames/wallet-sheet.html',
    });
    await page.keyboard.press('ArrowDown');
    await expect(
      sheet.frame.getByRole('radio', { name: 'Mastercard ending in 4444' }),
    ).toBeChecked();
    await page.keyboard.press('Escape');
    await sheet.expectClosed();
    await expect(button).toBeFocused();
    expect((await logOf(page)).at(-1)).toEqual({ event: 'cancel', detail: null });
    expect(await page.evaluate(() => (window as unknown as WalletWindow).pr.isShowing())).toBe(
      false,
    );
  });

  test('a shipping change the merchant leaves unanswered fails after 30 seconds', async ({
    page,
  }) => {
    await page.clock.install();
    const { sheet } = await openRequest(page, { answer: false });
    await page.getByRole('button', { name: 'Buy with wallet' }).click();
    await sheet.expectOpen('Apple Pay (test)');
    await expect(sheet.status()).toHaveText('Updating…');
    // The exact boundary (29,999 ms still waiting) is the sheet's unit test; here the clock
    // runs on real time as well, so only the far side of the deadline is certain.
    await page.clock.runFor(31_000);
    await expect(sheet.error()).toHaveText('The merchant did not answer in time. Try again.');
  });

  test("the paymentRequestButton Element shows the sheet on click unless the merchant's click handler prevents it", async ({
    page,
  }) => {
    const { sheet } = await openRequest(page);
    await page.evaluate(() => {
      const w = window as unknown as WalletWindow & {
        elements: {
          create(
            type: string,
            options: object,
          ): {
            mount(s: string): void;
            on(e: string, h: (event: { preventDefault(): void }) => void): void;
          };
        };
        prevent: boolean;
      };
      w.prevent = true;
      const button = w.elements.create('paymentRequestButton', {
        paymentRequest: w.pr,
        style: { paymentRequestButton: { type: 'buy', theme: 'light-outline', height: '48px' } },
      });
      button.on('click', (event) => {
        w.log.push({ event: 'click', detail: w.prevent });
        if (w.prevent) event.preventDefault();
      });
      const slot = document.createElement('div');
      slot.id = 'prb';
      document.body.append(slot);
      button.mount('#prb');
    });
    const frame = page.locator('#prb iframe').contentFrame();
    const walletButton = frame.getByRole('button', { name: 'Buy with Apple Pay' });
    await walletButton.click();
    await expect
      .poll(async () => (await logOf(page)).filter((e) => e.event === 'click').length)
      .toBe(1);
    await expect(sheet.dialog).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { prevent: boolean }).prevent = false;
    });
    await walletButton.click();
    await sheet.expectOpen('Apple Pay (test)');
    await expect(sheet.total()).toHaveText('$30.00');
    await sheet.frame.getByRole('button', { name: 'Cancel' }).click();
    await sheet.expectClosed();
    expect((await logOf(page)).at(-1)).toEqual({ event: 'cancel', detail: null });
  });
});
