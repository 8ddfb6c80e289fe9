import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// The shop's method switch: a person picks a currency (the intent takes automatic payment
// methods in it), a billing country and a layout, and pays with the methods the Payment Element
// then offers — through the simulated provider pages, and back to a payable form when the
// shopper fails or cancels there.

/** Stripe's message for a redirect the shopper failed or cancelled (the intent's last error). */
const REDIRECT_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

type Layout = 'tabs' | 'accordion';

// Tall enough for an open accordion and the Pay button without scrolling: a click that must
// scroll the page while the Payment Element's frame holds focus can land in the frame (the
// focused frame scrolls itself back into view between Playwright's scroll and its click).
test.use({ viewport: { width: 1280, height: 1600 } });

async function openCheckout(
  page: Page,
  currency: string,
  country: string,
  layout: Layout = 'tabs',
): Promise<{ checkout: CheckoutPage; frame: FrameLocator }> {
  const query = new URLSearchParams({ currency, country, layout });
  await page.goto(`/checkout?${query}`);
  const checkout = new CheckoutPage(page);
  await expect(checkout.main).toHaveAttribute('data-payment-intent', /^pi_/);
  await checkout.waitForReady('payment');
  const frame = new PaymentElementFrame(page).frame;
  await expect(frame.locator(layout === 'tabs' ? '.Tabs' : '.Accordion')).toBeVisible();
  return { checkout, frame };
}

/** Opens a method: its tab, or its accordion item. */
async function openMethod(frame: FrameLocator, layout: Layout, name: string): Promise<void> {
  const control =
    layout === 'tabs'
      ? frame.getByRole('tab', { name, exact: true })
      : frame.getByRole('button', { name, exact: true });
  await control.click();
}

/**
 * Klarna picked and the form sent: the shopper is on the provider's Klarna test page. Answers
 * the checkout and the id of the intent being paid.
 */
async function payWithKlarna(
  page: Page,
  layout: Layout,
): Promise<{ checkout: CheckoutPage; id: string }> {
  const { checkout, frame } = await openCheckout(page, 'usd', 'US', layout);
  const id = await checkout.paymentIntentId();
  await openMethod(frame, layout, 'Klarna');
  await frame.getByLabel('Email').fill('jenny@example.com');
  await checkout.pay();
  await page.waitForURL((url) => url.pathname.startsWith('/bank_redirect/'));
  return { checkout, id };
}

/** The voucher's frame inside the "Payment instructions" modal. */
function voucherModal(page: Page): FrameLocator {
  return page
    .getByRole('dialog', { name: 'Payment instructions' })
    .locator('iframe')
    .contentFrame();
}

async function methodNames(frame: FrameLocator, layout: Layout): Promise<string[]> {
  const controls =
    layout === 'tabs' ? frame.getByRole('tab') : frame.locator('.Accordion [aria-expanded]');
  return (await controls.allTextContents()).map((text) => text.trim());
}

test('the method switch: labelled selects reached by keyboard, 320 px wide, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto('/checkout');
  const checkout = new CheckoutPage(page);
  await checkout.waitForReady('payment');
  const currency = page.getByLabel('Currency');
  const country = page.getByLabel('Billing country');
  const layout = page.getByLabel('Layout');
  // The card-only checkout in US dollars until the shopper switches.
  await expect(currency).toHaveValue('');
  await expect(checkout.payButton).toHaveText('Pay $25.00');

  // The switch comes last, after the integration switches.
  await page.getByLabel('Show the card form').focus();
  await page.keyboard.press('Tab');
  await expect(currency).toBeFocused();
  const outline = await currency.evaluate((select) => getComputedStyle(select).outlineStyle);
  expect(outline).toBe('solid');
  await currency.selectOption('eur');
  await page.keyboard.press('Tab');
  await expect(country).toBeFocused();
  // The euro starts in the Netherlands, where iDEAL is offered.
  await expect(country).toHaveValue('NL');
  await page.keyboard.press('Tab');
  await expect(layout).toBeFocused();
  await expect(page).toHaveURL(/currency=eur&country=NL/);
  await expect(checkout.payButton).toHaveText('Pay €25.00');

  const frame = new PaymentElementFrame(page).frame;
  await expect(frame.getByRole('tab', { name: 'iDEAL', exact: true })).toBeVisible();
  // The first five of the euro's methods offered in the Netherlands; the rest behind "more".
  expect(await methodNames(frame, 'tabs')).toEqual([
    'Card',
    'SEPA Direct Debit',
    'iDEAL',
    'Sofort',
    'Alipay',
  ]);

  // Billed in Belgium: Bancontact instead of iDEAL, on the same intent.
  const intentId = await checkout.paymentIntentId();
  await country.selectOption('BE');
  await expect(frame.getByRole('tab', { name: 'Bancontact', exact: true })).toBeVisible();
  expect(await methodNames(frame, 'tabs')).toEqual([
    'Card',
    'SEPA Direct Debit',
    'Bancontact',
    'Sofort',
    'Alipay',
  ]);
  expect(await checkout.paymentIntentId()).toBe(intentId);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 1, label: 'the checkout with the method switch' });
});

for (const layout of ['tabs', 'accordion'] as const) {
  test.describe(`the shop's methods, ${layout} layout`, () => {
    test('Klarna: the shopper approves at the provider and the order succeeds', async ({
      page,
    }) => {
      const { id } = await payWithKlarna(page, layout);
      await expect(page.getByRole('heading')).toHaveText('Klarna test payment page');
      await page.getByRole('button', { name: 'Authorize test payment' }).click();
      await new SuccessPage(page).expectStatus('succeeded', id);
      expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
    });

    test('Klarna declined: back on the checkout with the reason, and the same order pays by card', async ({
      page,
    }) => {
      const { checkout, id } = await payWithKlarna(page, layout);
      await page.getByRole('button', { name: 'Fail test payment' }).click();

      await page.waitForURL((url) => url.pathname === '/checkout');
      await expect(checkout.error).toHaveText(REDIRECT_FAILED);
      expect(await checkout.paymentIntentId()).toBe(id);
      // The switch's settings came back with the shopper; the redirect's answer is gone.
      expect(new URL(page.url()).searchParams.get('currency')).toBe('usd');
      expect(new URL(page.url()).searchParams.get('payment_intent')).toBeNull();
      await checkout.waitForReady('payment');
      const element = new PaymentElementFrame(page);
      await openMethod(element.frame, layout, 'Card');
      await element.fill(TEST_CARDS.succeeds);
      await checkout.pay();
      await new SuccessPage(page).expectStatus('succeeded', id);
    });

    test('iDEAL cancelled at the bank: back on the checkout with the reason', async ({ page }) => {
      const { checkout, frame } = await openCheckout(page, 'eur', 'NL', layout);
      const id = await checkout.paymentIntentId();
      await openMethod(frame, layout, 'iDEAL');
      const bank = frame.getByRole('combobox', { name: 'Bank' });
      await bank.pressSequentially('ing');
      await bank.press('Enter');
      await checkout.pay();
      await page.waitForURL((url) => url.pathname.startsWith('/bank_redirect/'));
      await page.getByRole('button', { name: 'Cancel test payment' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      await expect(checkout.error).toHaveText(REDIRECT_FAILED);
      expect(await checkout.paymentIntentId()).toBe(id);
      await checkout.waitForReady('payment');
      await expect(checkout.payButton).toBeEnabled();
      const intent = await readIntent(id);
      expect(intent.status).toBe('requires_payment_method');
      expect(intent.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    });
  });
}

test('OXXO: the voucher shows in a modal; paid later at the shop, the order succeeds', async ({
  page,
}) => {
  const { checkout, frame } = await openCheckout(page, 'mxn', 'MX', 'accordion');
  const id = await checkout.paymentIntentId();
  await expect(checkout.payButton).toHaveText('Pay MX$450.00');
  await openMethod(frame, 'accordion', 'OXXO');
  await frame.getByLabel('Full name').fill('Ana Lopez');
  await frame.getByLabel('Email').fill('ana+fill_never@example.com');
  await checkout.pay();

  const modal = voucherModal(page);
  await expect(modal.getByRole('heading')).toHaveText('Your OXXO voucher');
  const waiting = await readIntent(id);
  expect(waiting.status).toBe('requires_action');
  const details = (waiting as unknown as VoucherIntent).next_action.oxxo_display_details;
  await expect(modal.locator('dd').filter({ hasText: details.number })).toHaveCount(1);
  await expect(modal.getByRole('link', { name: 'View voucher' })).toHaveAttribute(
    'href',
    details.hosted_voucher_url,
  );
  // The Payment Element's frame and the voucher's.
  await expectNoAxeViolations(page, { frames: 2, label: 'the OXXO voucher' });
  await modal.getByRole('button', { name: 'Done' }).click();
  await new SuccessPage(page).expectStatus('requires_action', id);

  // The shopper pays at the shop: the voucher page's test control stands in for it.
  await page.goto(details.hosted_voucher_url);
  await page.getByRole('button', { name: 'Mark voucher as paid' }).click();
  await expect.poll(async () => (await readIntent(id)).status).toBe('succeeded');
});

interface VoucherIntent {
  next_action: { oxxo_display_details: { number: string; hosted_voucher_url: string } };
}

test('Boleto: the voucher modal links the provider-made PDF of the voucher', async ({ page }) => {
  const { checkout, frame } = await openCheckout(page, 'brl', 'BR', 'tabs');
  const id = await checkout.paymentIntentId();
  await openMethod(frame, 'tabs', 'Boleto');
  await frame.getByLabel('Full name').fill('Ana Souza');
  await frame.getByLabel('Email').fill('ana+fill_never@example.com');
  await frame.getByLabel('CPF / CNPJ').fill('123.456.789-09');
  await frame.getByLabel('Address line 1').fill('Avenida Paulista 1000');
  await frame.getByLabel('City').fill('São Paulo');
  await frame.getByLabel('Postal code').fill('01310-100');
  await checkout.pay();

  const modal = voucherModal(page);
  await expect(modal.getByRole('heading')).toHaveText('Your Boleto voucher');
  const waiting = (await readIntent(id)) as unknown as {
    next_action: { boleto_display_details: { number: string; pdf: string } };
  };
  const { number, pdf } = waiting.next_action.boleto_display_details;
  const link = modal.getByRole('link', { name: 'Download voucher (PDF)' });
  await expect(link).toHaveAttribute('href', pdf);
  const response = await page.request.get(pdf);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(modal.locator('dd').filter({ hasText: number })).toHaveCount(1);
  await modal.getByRole('button', { name: 'Done' }).click();
  await new SuccessPage(page).expectStatus('requires_action', id);
});
