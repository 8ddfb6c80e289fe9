import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { PROVIDER_URL, SECRET_KEY } from './e2e-env.js';
import { Playground } from './pages/playground.js';
import { WalletSheet } from './pages/wallet-sheet.js';

// paymentRequest()'s legacy `source` event, and Apple Pay's recurring payment request shown in
// the test wallet sheet.

interface RequestWindow {
  // biome-ignore lint/suspicious/noExplicitAny: the Stripe.js-shaped API driven in the page
  kassa: any;
  // biome-ignore lint/suspicious/noExplicitAny: the PaymentRequest under test
  pr: any;
  log: { event: string; detail: unknown }[];
}

const BASE = { country: 'US', currency: 'usd', total: { label: 'Tea club', amount: 1500 } };

/** The playground with a payment request whose `source` handler completes with success. */
async function openRequest(page: Page, request: object) {
  await Playground.open(page);
  await page.evaluate((request) => {
    const w = window as unknown as RequestWindow;
    w.log = [];
    w.pr = w.kassa.paymentRequest(request);
    w.pr.on(
      'source',
      (event: { source: { id: string }; walletName: string; complete(s: string): void }) => {
        w.log.push({ event: 'source', detail: { id: event.source.id, wallet: event.walletName } });
        event.complete('success');
      },
    );
    w.pr.on('cancel', () => w.log.push({ event: 'cancel', detail: null }));
  }, request);
  expect(
    await page.evaluate(() => (window as unknown as RequestWindow).pr.canMakePayment()),
  ).toMatchObject({ applePay: true });
  await page.evaluate(() => (window as unknown as RequestWindow).pr.show());
  const sheet = new WalletSheet(page);
  await sheet.expectOpen('Apple Pay (test)');
  return sheet;
}

const logOf = (page: Page) => page.evaluate(() => (window as unknown as RequestWindow).log);

test("a `source` handler gets a reusable card Source made from the sheet's card", async ({
  page,
}) => {
  const sheet = await openRequest(page, { ...BASE, requestPayerName: true });
  await sheet.frame.getByLabel('Name').fill('Jenny Source');
  await sheet.pay();
  await sheet.expectClosed();
  const log = await logOf(page);
  const entry = log.find((item) => item.event === 'source');
  expect(entry?.detail).toMatchObject({ id: expect.stringMatching(/^src_/), wallet: 'applePay' });
  const id = (entry?.detail as { id: string } | undefined)?.id ?? '';
  const response = await fetch(`${PROVIDER_URL}/v1/sources/${id}`, {
    headers: { Authorization: `Bearer ${SECRET_KEY}` },
  });
  const source = (await response.json()) as Record<string, unknown>;
  expect(source).toMatchObject({
    object: 'source',
    type: 'card',
    usage: 'reusable',
    owner: { name: 'Jenny Source' },
    card: { tokenization_method: 'apple_pay' },
  });
});

test("the sheet shows Apple Pay's recurring request; it is axe clean and fits 320 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const sheet = await openRequest(page, {
    ...BASE,
    applePay: {
      recurringPaymentRequest: {
        paymentDescription: 'Tea club membership',
        managementURL: 'https://shop.example/account',
        regularBilling: {
          label: 'Monthly tea',
          amount: 1500,
          recurringPaymentStartDate: new Date('2027-02-01T12:00:00Z'),
          recurringPaymentIntervalUnit: 'month',
          recurringPaymentIntervalCount: 1,
        },
        billingAgreement: 'Cancel any time from your account.',
      },
    },
  });
  const note = sheet.frame.getByTestId('sheet-recurring');
  await expect(note.getByRole('heading')).toHaveText('Recurring payment: Tea club membership');
  await expect(note.getByRole('listitem')).toHaveText([
    'Monthly tea: $15.00 every 1 month',
    'Starting Feb 1, 2027',
    'Cancel any time from your account.',
    'Manage at https://shop.example/account',
  ]);
  const overflow = await sheet.frame
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 1, label: 'wallet sheet', mustScan: 'wallet-sheet' });
  // Escape from inside the sheet (its first card has the focus) cancels it on keydown: only the
  // key's down is sent, as its up would go to a frame the cancel has already removed.
  await sheet.frame.getByRole('radio').first().focus();
  await page.keyboard.down('Escape');
  await sheet.expectClosed();
  await expect.poll(() => logOf(page)).toContainEqual({ event: 'cancel', detail: null });
});
