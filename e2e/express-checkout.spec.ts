import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { type Bindings, CheckoutPage } from './pages/checkout-page.js';
import { Playground } from './pages/playground.js';
import { WalletSheet } from './pages/wallet-sheet.js';
import { readIntent, readPaymentMethod } from './provider-api.js';

// The Express Checkout Element: a row of express buttons above the Payment Element in the shop
// (`?element=express`), and its click/confirm events and deadline from a plain merchant script.

const ROW = '#express-checkout-element iframe';

/** Pays with Demo Pay from the express row: its simulated page authorises, the shop shows it. */
async function payWithDemoPay(page: Page, bindings: Bindings) {
  const checkout = await CheckoutPage.open(page, { variant: 'express', bindings });
  const id = await checkout.paymentIntentId();
  const row = page.frameLocator(ROW);
  // The intent takes card (Apple Pay and Google Pay, through the test sheet in test mode),
  // PayPal, Klarna, Amazon Pay and Demo Pay: Link gets no button.
  await expect(row.getByRole('button')).toHaveText([
    'Apple Pay',
    'Buy with Google Pay',
    'PayPal',
    'Pay with Klarna',
    'Pay with Amazon Pay',
    'Pay with Demo Pay',
  ]);
  await row.getByRole('button', { name: 'Pay with Demo Pay' }).click();
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await page.waitForURL((url) => url.pathname === '/success');
  const intent = await readIntent(id);
  expect(intent.status).toBe('succeeded');
  return intent;
}

for (const bindings of ['kassa', 'stripe'] as const) {
  test(`the shop's express row pays with Demo Pay (${bindings} bindings)`, async ({ page }) => {
    const intent = await payWithDemoPay(page, bindings);
    expect(intent.payment_method).toMatch(/^pm_/);
  });
}

test("the express row's Apple Pay opens the test wallet sheet, whose card pays", async ({
  page,
}) => {
  const checkout = await CheckoutPage.open(page, { variant: 'express' });
  const id = await checkout.paymentIntentId();
  await page.frameLocator(ROW).getByRole('button', { name: 'Apple Pay' }).click();
  const sheet = new WalletSheet(page);
  await expect(sheet.dialog).toBeVisible();
  await sheet.frame.getByLabel('Name').fill('Jenny Wallet');
  await sheet.pay();
  await page.waitForURL((url) => url.pathname === '/success');
  const intent = await readIntent(id);
  expect(intent.status).toBe('succeeded');
  expect(intent.payment_method).toMatch(/^pm_/);
});

test('the express row is axe clean, usable by keyboard and fits 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const checkout = await CheckoutPage.open(page, { variant: 'express' });
  const row = page.frameLocator(ROW);
  await expect(row.getByRole('button')).toHaveCount(6);
  await expectNoAxeViolations(page, {
    frames: 2,
    label: 'express row',
    mustScan: 'express-checkout',
  });
  const overflow = await page
    .frameLocator(ROW)
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Tab from the page into the row reaches its first button, with a visible focus ring.
  await page.locator('#express-checkout-element').evaluate((node) => {
    const before = document.createElement('button');
    before.id = 'before-express';
    before.textContent = 'before';
    node.before(before);
  });
  await page.locator('#before-express').focus();
  await page.keyboard.press('Tab');
  const first = row.getByRole('button', { name: 'Apple Pay' });
  await expect(first).toBeFocused();
  const outline = await first.evaluate((button) => getComputedStyle(button).outlineStyle);
  expect(outline).not.toBe('none');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Pay with Demo Pay' })).toBeFocused();
  const id = await checkout.paymentIntentId();
  await page.keyboard.press('Enter');
  // Enter on the button confirms: the shop leaves for Demo Pay's simulated page.
  await expect(page.getByRole('button', { name: 'Authorize test payment' })).toBeVisible();
  expect((await readIntent(id)).status).toBe('requires_action');
});

interface ExpressWindow {
  // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API driven in the page
  elements: any;
  // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API driven in the page
  kassa: any;
  log: { event: string; detail: unknown }[];
}

/** The playground with an Express Checkout Element and a `click` handler resolving after `wait`. */
async function openExpress(page: Page, wait: number | null) {
  const { clientSecret } = await Playground.newExpressIntent();
  await Playground.open(page, clientSecret);
  await page.evaluate(
    ({ wait }) => {
      const w = window as unknown as ExpressWindow;
      w.log = [];
      const element = w.elements.create('expressCheckout', { paymentMethods: { paypal: 'never' } });
      element.on('ready', (event: { availablePaymentMethods: unknown }) =>
        w.log.push({ event: 'ready', detail: event.availablePaymentMethods }),
      );
      element.on('click', (event: { expressPaymentType: string; resolve(): void }) => {
        w.log.push({ event: 'click', detail: event.expressPaymentType });
        if (wait !== null) setTimeout(() => event.resolve(), wait);
      });
      element.on('confirm', (event: { expressPaymentType: string }) =>
        w.log.push({ event: 'confirm', detail: event.expressPaymentType }),
      );
      const node = document.createElement('div');
      node.id = 'mount-express';
      document.body.append(node);
      element.mount('#mount-express');
    },
    { wait },
  );
  const log = () => page.evaluate(() => (window as unknown as ExpressWindow).log);
  await expect.poll(log).toContainEqual({
    event: 'ready',
    detail: {
      applePay: true,
      googlePay: true,
      link: false,
      paypal: false,
      klarna: true,
      amazonPay: true,
      demoPay: true,
    },
  });
  return { row: page.frameLocator('#mount-express iframe'), log };
}

test('click resolved within the second confirms the clicked method', async ({ page }) => {
  const { row, log } = await openExpress(page, 200);
  await row.getByRole('button', { name: 'Pay with Klarna' }).click();
  await expect.poll(log).toContainEqual({ event: 'confirm', detail: 'klarna' });
});

test('click left unresolved past one second confirms nothing and frees the row', async ({
  page,
}) => {
  const { row, log } = await openExpress(page, 1500);
  await row.getByRole('button', { name: 'Pay with Amazon Pay' }).click();
  await expect.poll(log).toContainEqual({ event: 'click', detail: 'amazon_pay' });
  await page.waitForTimeout(2000);
  expect((await log()).map((entry) => entry.event)).not.toContain('confirm');
  // The row takes another click once the first ended.
  await page.evaluate(() => {
    (window as unknown as ExpressWindow).log = [];
  });
  await row.getByRole('button', { name: 'Pay with Demo Pay' }).click();
  await expect.poll(log).toContainEqual({ event: 'click', detail: 'demo_pay' });
});

test("Apple Pay's sheet asks the merchant's shipping handlers, and closing it is cancel", async ({
  page,
}) => {
  await Playground.open(page, null);
  await page.evaluate(() => {
    const w = window as unknown as ExpressWindow;
    w.log = [];
    const element = w.elements.create('expressCheckout', {
      shippingAddressRequired: true,
      shippingRates: [{ id: 'pending', displayName: 'Choose an address', amount: 0 }],
    });
    element.on(
      'shippingaddresschange',
      (event: { address: { country: string }; resolve(o: object): void; reject(): void }) => {
        w.log.push({ event: 'shippingaddresschange', detail: event.address.country });
        if (event.address.country !== 'US') event.reject();
        else
          event.resolve({
            shippingRates: [
              { id: 'standard', displayName: 'Standard', amount: 500 },
              { id: 'express', displayName: 'Express', amount: 1500 },
            ],
          });
      },
    );
    element.on('cancel', () => w.log.push({ event: 'cancel', detail: null }));
    const node = document.createElement('div');
    node.id = 'mount-express';
    document.body.append(node);
    element.mount('#mount-express');
  });
  const log = () => page.evaluate(() => (window as unknown as ExpressWindow).log);
  await page
    .frameLocator('#mount-express iframe')
    .getByRole('button', { name: 'Apple Pay' })
    .click();
  const sheet = new WalletSheet(page);
  await sheet.expectOpen('Apple Pay (test)');
  await expect(sheet.frame.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await sheet.choose(/Max Mustermann/);
  await expect(sheet.error()).toContainText('The merchant cannot ship to this address.');
  await expect.poll(log).toContainEqual({ event: 'shippingaddresschange', detail: 'DE' });
  await sheet.frame.getByRole('button', { name: 'Cancel' }).click();
  await sheet.expectClosed();
  await expect.poll(log).toContainEqual({ event: 'cancel', detail: null });
});

// Issue 18's done-when: in the shop a shopper pays with each wallet button of the express row
// (Demo Pay and Apple Pay above): Google Pay through its test sheet, the redirect methods
// through their simulated pages.
for (const [button, type] of [
  ['Buy with Google Pay', 'card'],
  ['PayPal', 'paypal'],
  ['Pay with Klarna', 'klarna'],
  ['Pay with Amazon Pay', 'amazon_pay'],
] as const) {
  test(`the shop's express row pays with ${button}`, async ({ page }) => {
    const checkout = await CheckoutPage.open(page, { variant: 'express' });
    const id = await checkout.paymentIntentId();
    await page.frameLocator(ROW).getByRole('button', { name: button, exact: true }).click();
    if (type === 'card') {
      const sheet = new WalletSheet(page);
      await sheet.expectOpen('Google Pay (test)');
      await sheet.frame.getByLabel('Name').fill('Jenny Wallet');
      await sheet.pay();
    } else {
      await page.getByRole('button', { name: 'Authorize test payment' }).click();
    }
    await page.waitForURL((url) => url.pathname === '/success');
    const intent = await readIntent(id);
    expect(intent.status).toBe('succeeded');
    const method = await readPaymentMethod(intent.payment_method as string);
    expect(method).toMatchObject(
      type === 'card' ? { type, card: { wallet: { type: 'google_pay' } } } : { type },
    );
  });
}

for (const bindings of ['kassa', 'stripe'] as const) {
  test(`the shop's express row collects shipping in the sheet, its handlers answering (${bindings} bindings)`, async ({
    page,
  }) => {
    const checkout = await CheckoutPage.open(page, { variant: 'express-shipping', bindings });
    const id = await checkout.paymentIntentId();
    const row = page.frameLocator(ROW);
    // The redirect methods cannot give the shop an address before they pay: the wallets remain.
    await expect(row.getByRole('button')).toHaveText(['Apple Pay', 'Buy with Google Pay']);
    await row.getByRole('button', { name: 'Apple Pay' }).click();
    const sheet = new WalletSheet(page);
    await sheet.expectOpen('Apple Pay (test)');
    // onShippingAddressChange answered the default US address with the shop's rates.
    await expect(sheet.frame.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await sheet.choose(/Max Mustermann/);
    await expect(sheet.error()).toContainText('The merchant cannot ship to this address.');
    await sheet.choose(/Jenny Rosen/);
    await expect(sheet.error()).toHaveCount(0);
    await expect(sheet.frame.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await sheet.choose(/^Express/);
    await sheet.frame.getByLabel('Name').fill('Jenny Wallet');
    await sheet.pay();
    await page.waitForURL((url) => url.pathname === '/success');
    const intent = await readIntent(id);
    expect(intent.status).toBe('succeeded');
    // The confirm handler had the shop's server charge the express rate.
    expect(intent.amount).toBe(4000);
  });
}

test('an express shipping change the merchant leaves unanswered fails in the sheet after 30 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await Playground.open(page, null);
  await page.evaluate(() => {
    const w = window as unknown as ExpressWindow;
    w.log = [];
    const element = w.elements.create('expressCheckout', {
      shippingAddressRequired: true,
      shippingRates: [{ id: 'pending', displayName: 'Choose an address', amount: 0 }],
    });
    // Heard, never resolved nor rejected.
    element.on('shippingaddresschange', (event: { address: { country: string } }) =>
      w.log.push({ event: 'shippingaddresschange', detail: event.address.country }),
    );
    const node = document.createElement('div');
    node.id = 'mount-express';
    document.body.append(node);
    element.mount('#mount-express');
  });
  const log = () => page.evaluate(() => (window as unknown as ExpressWindow).log);
  await page
    .frameLocator('#mount-express iframe')
    .getByRole('button', { name: 'Apple Pay' })
    .click();
  const sheet = new WalletSheet(page);
  await sheet.expectOpen('Apple Pay (test)');
  await expect.poll(log).toContainEqual({ event: 'shippingaddresschange', detail: 'US' });
  await expect(sheet.status()).toHaveText('Updating…');
  // The exact boundary is the sheet's unit test; the clock runs on real time as well.
  await page.clock.runFor(31_000);
  await expect(sheet.error()).toHaveText('The merchant did not answer in time. Try again.');
  await expect(sheet.payButton()).toHaveAttribute('aria-disabled', 'true');
});
