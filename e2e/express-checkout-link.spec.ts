import { frameFor } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { DEMO_URL } from './e2e-env.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { Playground } from './pages/playground.js';
import { readIntent, readPaymentMethod } from './provider-api.js';

// The Express Checkout Element's Link button (spec 001's wallet from the express row): Link's
// sheet signs the shopper in with the e-mail and a one-time code, they pick a saved card, and
// the merchant's confirmPayment({elements}) pays with a `link` PaymentMethod.

interface LinkWindow {
  kassa: {
    confirmPayment(options: object): Promise<{
      error?: { message: string };
      paymentIntent?: { id: string; status: string };
    }>;
  };
  elements: { create(type: string, options?: object): ExpressElement };
  log: { event: string; detail: unknown }[];
}
interface ExpressElement {
  on(event: string, handler: (event: Record<string, unknown>) => void): void;
  mount(selector: string): void;
}

/** A PaymentIntent taking card and link (the shop's Link checkout's), in the playground's ECE. */
async function openExpressLink(page: Page) {
  const response = await fetch(`${DEMO_URL}/api/checkout/link`, { method: 'POST' });
  const { id, clientSecret } = (await response.json()) as { id: string; clientSecret: string };
  await Playground.open(page, clientSecret);
  await page.evaluate(() => {
    const w = window as unknown as LinkWindow;
    w.log = [];
    const element = w.elements.create('expressCheckout', {});
    for (const name of ['ready', 'cancel'])
      element.on(name, (event) =>
        w.log.push({ event: name, detail: event.availablePaymentMethods ?? null }),
      );
    // Stripe.js's click: the merchant resolves it (within a second) for the sheet to open.
    element.on('click', (event) => {
      w.log.push({ event: 'click', detail: event.expressPaymentType });
      (event.resolve as () => void)();
    });
    element.on('confirm', async (event) => {
      w.log.push({ event: 'confirm', detail: event.expressPaymentType });
      w.log.push({ event: 'billing', detail: event.billingDetails });
      const result = await w.kassa.confirmPayment({
        elements: w.elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${location.origin}/success` },
      });
      w.log.push({
        event: 'result',
        detail: result.error?.message ?? result.paymentIntent?.status ?? null,
      });
    });
    const node = document.createElement('div');
    node.id = 'mount-express';
    document.body.append(node);
    element.mount('#mount-express');
  });
  const log = () => page.evaluate(() => (window as unknown as LinkWindow).log);
  await expect
    .poll(async () => (await log()).find((entry) => entry.event === 'ready')?.detail)
    .toMatchObject({ link: true });
  const row = page.frameLocator('#mount-express iframe');
  const dialog = page.getByRole('dialog', { name: 'Link' });
  const sheet = dialog.locator('iframe').contentFrame();
  return { id, row, log, dialog, sheet };
}

test('a returning shopper pays with Link from the express row: e-mail, code, saved card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const email = `ece-link-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  const { id, row, log, dialog, sheet } = await openExpressLink(page);
  const button = row.getByRole('button', { name: /Link/ });
  await button.click();
  await expect(dialog).toBeVisible();
  await expect(sheet.getByRole('heading', { level: 1, name: 'Link' })).toBeVisible();
  const field = sheet.getByLabel('Email');
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page, {
    frames: 2,
    label: 'the Link sheet',
    mustScan: 'wallet-sheet',
  });
  // Keyboard only: the e-mail, Enter; the code; the card is chosen; Pay.
  await field.pressSequentially(email);
  await page.keyboard.press('Enter');
  const code = sheet.getByLabel('Verification code');
  await expect(code).toBeFocused({ timeout: 15_000 });
  await expect(sheet.getByText(`Enter the code sent to ${email}`)).toBeVisible();
  await expectNoAxeViolations(page, {
    frames: 2,
    label: 'the Link sheet code',
    mustScan: 'wallet-sheet',
  });
  await code.pressSequentially(await codeFromInbox(page, email));
  const card = sheet.getByRole('radio', { name: 'Visa ending in 4242 (Default)' });
  await expect(card).toBeChecked({ timeout: 15_000 });
  await expect(card).toBeFocused();
  await expectNoAxeViolations(page, {
    frames: 2,
    label: 'the Link sheet cards',
    mustScan: 'wallet-sheet',
  });
  const overflow = await sheet
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(sheet.getByRole('button', { name: /^Pay \$/ })).toBeFocused();
  // Space activates the button on key-up: Enter would submit on key-down and close the sheet's
  // frame before its key-up reached it (a press Playwright then waits on).
  await page.keyboard.press('Space');
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(log, { timeout: 20_000 })
    .toContainEqual({ event: 'result', detail: 'succeeded' });
  const events = (await log()).map((entry) => `${entry.event}:${String(entry.detail)}`);
  expect(events).toContain('click:link');
  expect(events).toContain('confirm:link');
  expect(await log()).toContainEqual({ event: 'billing', detail: { email } });
  const intent = await readIntent(id);
  expect(intent.status).toBe('succeeded');
  const method = (await readPaymentMethod(String(intent.payment_method))) as { type?: string };
  expect(method.type).toBe('link');
});

test('a shopper signed in with the code earlier in the group goes straight to the cards; Escape cancels', async ({
  page,
}) => {
  const email = `ece-link-again-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  const { row, log, dialog, sheet } = await openExpressLink(page);
  const button = row.getByRole('button', { name: /Link/ });
  await button.click();
  await sheet.getByLabel('Email').fill(email);
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(sheet.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked({
    timeout: 15_000,
  });
  // Escape closes the sheet: the merchant hears cancel, nothing is confirmed. The sheet goes
  // on key-down, so the key is released only once its frame is gone (a key-up sent into the
  // frame being removed can leave Playwright's press waiting for ever).
  await page.keyboard.down('Escape');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.up('Escape');
  await expect.poll(log).toContainEqual({ event: 'cancel', detail: null });
  // Focus goes back to the row the shopper left.
  await expect(page.locator('#mount-express iframe')).toBeFocused();
  expect((await log()).map((entry) => entry.event)).not.toContain('confirm');
  // The row takes a new click, and the signed-in shopper sees their cards at once.
  await button.click();
  await expect(sheet.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(sheet.getByLabel('Email')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => (await log()).filter((entry) => entry.event === 'cancel').length)
    .toBe(2);
});

test('an e-mail without an account is told so in the sheet', async ({ page }) => {
  const { row, dialog, sheet } = await openExpressLink(page);
  await row.getByRole('button', { name: /Link/ }).click();
  await sheet.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.locator('.Sheet-error')).toHaveText(
    'No saved details were found for this email. Pay another way.',
  );
  await expect(sheet.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.down('Escape');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.up('Escape');
});

test('a shopper verified in the Link Authentication Element of the group starts at the cards and pays', async ({
  page,
}) => {
  const email = `ece-link-lae-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  const { id, row, log, dialog, sheet } = await openExpressLink(page);
  await page.evaluate(() => {
    const node = document.createElement('div');
    node.id = 'mount-link';
    document.body.append(node);
    (window as unknown as LinkWindow).elements
      .create('linkAuthentication', {})
      .mount('#mount-link');
  });
  const link = frameFor(page, 'linkAuthentication');
  await link.getByLabel('Email').fill(email);
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);
  await row.getByRole('button', { name: /Link/ }).click();
  await expect(dialog).toBeVisible();
  const card = sheet.getByRole('radio', { name: 'Visa ending in 4242 (Default)' });
  await expect(card).toBeChecked();
  await expect(card).toBeFocused();
  await expect(sheet.getByLabel('Email')).toHaveCount(0);
  await sheet.getByRole('button', { name: /^Pay \$/ }).click();
  await expect
    .poll(log, { timeout: 20_000 })
    .toContainEqual({ event: 'result', detail: 'succeeded' });
  const intent = await readIntent(id);
  const method = (await readPaymentMethod(String(intent.payment_method))) as { type?: string };
  expect(method.type).toBe('link');
});
