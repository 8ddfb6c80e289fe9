import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { DEMO_PORT, PROVIDER_URL, PUBLISHABLE_KEY, SECRET_KEY } from './e2e-env.js';
import { Playground } from './pages/playground.js';
import { WalletSheet } from './pages/wallet-sheet.js';

// The Express Checkout Element's availability rules (payment method domains, the reasons it
// hides a method for), its options (button types, layout and its "more" button, line items,
// allowed shipping countries) and the wallet sheet's total in client-secret mode.

interface ExpressWindow {
  // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API driven in the page
  Kassa(key: string): any;
  // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API driven in the page
  elements: any;
  // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API driven in the page
  express: any;
  ready: unknown[];
}

const ROW = '#mount-express iframe';

/**
 * The shop's playground at `origin`: Kassa(key), elements(group) and an Express Checkout
 * Element with `options`, mounted; `ready`'s events are kept.
 */
async function openExpress(page: Page, group: object, options: object, origin = '') {
  await page.goto(`${origin}/playground`);
  await page.evaluate(
    ({ key, group, options }) => {
      const w = window as unknown as ExpressWindow;
      w.elements = w.Kassa(key).elements(group);
      w.ready = [];
      w.express = w.elements.create('expressCheckout', options);
      w.express.on('ready', (event: { availablePaymentMethods: unknown }) =>
        w.ready.push(event.availablePaymentMethods ?? 'undefined'),
      );
      const node = document.createElement('div');
      node.id = 'mount-express';
      document.body.append(node);
      w.express.mount('#mount-express');
    },
    { key: PUBLISHABLE_KEY, group, options },
  );
  const ready = async () => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as ExpressWindow).ready.length))
      .toBeGreaterThan(0);
    return page.evaluate(() => (window as unknown as ExpressWindow).ready[0]);
  };
  return { row: page.frameLocator(ROW), ready };
}

const DEFERRED = {
  mode: 'payment',
  amount: 2500,
  currency: 'usd',
  paymentMethodTypes: ['card', 'link', 'paypal', 'klarna', 'amazon_pay', 'demo_pay'],
};

test('hides the wallets of a host without a registered domain, and shows them once it is registered', async ({
  page,
}) => {
  // *.localhost reaches this machine; unlike localhost itself it is not exempt from registration.
  const host = `shop-${Date.now()}.localhost`;
  const origin = `http://${host}:${DEMO_PORT}`;
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const first = await openExpress(page, DEFERRED, {}, origin);
  expect(await first.ready()).toEqual({
    applePay: false,
    googlePay: false,
    link: false,
    paypal: false,
    klarna: false,
    amazonPay: false,
    demoPay: true,
  });
  await expect(first.row.getByRole('button')).toHaveText(['Pay with Demo Pay']);
  await expect
    .poll(() => warnings)
    .toContain(
      '[kassa] The Express Checkout Element does not show googlePay: domain_unregistered_or_backend_filtered.',
    );

  const registered = await fetch(`${PROVIDER_URL}/v1/payment_method_domains`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ domain_name: host }),
  });
  expect(registered.status).toBe(200);
  const second = await openExpress(page, DEFERRED, {}, origin);
  // Apple Pay never verifies a local name; the other wallets need only the registration.
  expect(await second.ready()).toEqual({
    applePay: false,
    googlePay: true,
    link: true,
    paypal: true,
    klarna: true,
    amazonPay: true,
    demoPay: true,
  });
  await expect(second.row.getByRole('button')).toHaveText([
    'Buy with Google Pay',
    'Pay with Link',
    'PayPal',
    'Pay with Klarna',
    'Pay with Amazon Pay',
    'Pay with Demo Pay',
  ]);
});

test("the sheet of a client-secret group shows the intent's amount, the business and the line items", async ({
  page,
}) => {
  const { clientSecret } = await Playground.newExpressIntent();
  const { row, ready } = await openExpress(
    page,
    { clientSecret },
    {
      buttonType: { applePay: 'check-out' },
      lineItems: [
        { name: 'Kassa T-shirt', amount: 2000 },
        { name: 'Gift wrap', amount: 500 },
      ],
    },
  );
  await ready();
  await row.getByRole('button', { name: 'Check out with Apple Pay' }).click();
  const sheet = new WalletSheet(page);
  await sheet.expectOpen('Apple Pay (test)');
  await expect(sheet.total()).toHaveText('$25.00');
  await expect(sheet.frame.getByText('Kassa Test Shop')).toBeVisible();
  await expect(sheet.frame.getByText('Gift wrap')).toBeVisible();
  await expect(sheet.payButton()).toHaveText('Pay $25.00');
  await sheet.frame.getByRole('button', { name: 'Cancel' }).click();
  await sheet.expectClosed();
});

test('the sheet offers only the addresses in allowedShippingCountries', async ({ page }) => {
  const { row, ready } = await openExpress(page, DEFERRED, {
    shippingAddressRequired: true,
    allowedShippingCountries: ['DE'],
    shippingRates: [{ id: 'standard', displayName: 'Standard', amount: 0 }],
  });
  // Redirect methods cannot give a shipping address before their confirm.
  expect(await ready()).toMatchObject({ applePay: true, paypal: false, demoPay: false });
  await row.getByRole('button', { name: 'Apple Pay' }).click();
  const sheet = new WalletSheet(page);
  await sheet.expectOpen('Apple Pay (test)');
  await expect(sheet.frame.getByRole('radio', { name: /Max Mustermann/ })).toBeChecked();
  await expect(sheet.frame.getByRole('radio', { name: /Jenny Rosen/ })).toHaveCount(0);
  await sheet.frame.getByRole('button', { name: 'Cancel' }).click();
  await sheet.expectClosed();
});

test('"more" reveals the buttons past maxRows by keyboard; the row is axe clean at 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const { row, ready } = await openExpress(page, DEFERRED, {
    layout: { maxColumns: 2, maxRows: 1 },
    buttonTheme: { paypal: 'blue' },
  });
  await ready();
  await expect(row.getByRole('button')).toHaveText(['Apple Pay', 'More payment options']);
  await expectNoAxeViolations(page, { frames: 1, label: 'express row', mustScan: 'payment input' });
  await row.getByRole('button', { name: 'Apple Pay' }).focus();
  await page.keyboard.press('Tab');
  const more = row.getByRole('button', { name: 'More payment options' });
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Buy with Google Pay' })).toBeFocused();
  await expect(row.getByRole('button')).toHaveText([
    'Apple Pay',
    'Buy with Google Pay',
    'Pay with Link',
    'PayPal',
    'Pay with Klarna',
    'Pay with Amazon Pay',
    'Pay with Demo Pay',
  ]);
  const overflow = await row
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 1, label: 'express row expanded' });
});

test('a bad option throws the IntegrationError Stripe.js throws', async ({ page }) => {
  await page.goto('/playground');
  const thrown = await page.evaluate(
    ({ key, group }) => {
      const elements = (window as unknown as ExpressWindow).Kassa(key).elements(group);
      try {
        elements.create('expressCheckout', { buttonHeight: 80 });
        return null;
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    },
    { key: PUBLISHABLE_KEY, group: DEFERRED },
  );
  expect(thrown).toBe(
    "IntegrationError: Invalid value for elements.create('expressCheckout', options): buttonHeight should be a number from 40 to 55. You specified: 80.",
  );
});
