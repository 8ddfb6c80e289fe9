import { frameFor } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { consumerCall, readIntent } from './provider-api.js';

// The Link wallet's saved shipping addresses (spec 001) in the demo's Link checkout with a
// shipping Address Element (`?element=link-shipping`): once a returning shopper verifies, the
// Address Element offers the wallet's addresses, the default chosen, and the payment ships there.

/** A wallet account with a saved Visa and a saved shipping address, from an earlier visit. */
async function returningShopper(email: string): Promise<void> {
  const credentials = await walletAccountWithCard(email);
  await consumerCall('shipping_addresses', {
    'address[name]': 'Jenny Rosen',
    'address[line_1]': '500 Office Park',
    'address[line_2]': 'Suite 4',
    'address[locality]': 'New York',
    'address[administrative_area]': 'NY',
    'address[postal_code]': '10001',
    'address[country_code]': 'US',
    ...credentials,
  });
}

test('a returning shopper verifies; the Address Element offers the wallet’s address, and the payment ships there', async ({
  page,
}) => {
  const email = `ship-${Date.now()}@example.com`;
  await returningShopper(email);
  const checkout = await CheckoutPage.open(page, { variant: 'link-shipping' });
  await checkout.waitForReady('payment');
  const link = frameFor(page, 'linkAuthentication');
  const address = frameFor(page, 'address');
  const payment = new PaymentElementFrame(page).frame;
  // Before the shopper is known, the Address Element is an empty form.
  await expect(address.getByRole('radio')).toHaveCount(0);
  await link.getByLabel('Email').fill(email);
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(link.getByRole('status')).toHaveText(`Signed in to your saved details as ${email}.`);

  const saved = address.getByRole('radio', { name: /500 Office Park/ });
  await expect(saved).toBeChecked();
  await expect(saved).toHaveAccessibleName(
    'Jenny Rosen, 500 Office Park, Suite 4, 10001 New York, NY, US',
  );
  await expect(payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expectNoAxeViolations(page, { frames: 3, label: 'the checkout with the wallet address' });

  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
  const intent = (await readIntent(id)) as unknown as { shipping: unknown };
  expect(intent.shipping).toMatchObject({
    name: 'Jenny Rosen',
    address: {
      line1: '500 Office Park',
      line2: 'Suite 4',
      city: 'New York',
      state: 'NY',
      postal_code: '10001',
      country: 'US',
    },
  });
});

test('a new address the verified shopper pays with joins the wallet; the next visit offers both (320 px, keyboard)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const email = `ship-new-${Date.now()}@example.com`;
  await returningShopper(email);
  const visit = async () => {
    const checkout = await CheckoutPage.open(page, { variant: 'link-shipping' });
    await checkout.waitForReady('payment');
    const link = frameFor(page, 'linkAuthentication');
    await link.getByLabel('Email').fill(email);
    await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
    await link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
    await expect(link.getByRole('status')).toHaveText(
      `Signed in to your saved details as ${email}.`,
    );
    return { checkout, address: frameFor(page, 'address') };
  };

  const first = await visit();
  await expect(first.address.getByRole('radio', { name: /500 Office Park/ })).toBeChecked();
  await first.address.getByRole('button', { name: 'Use a new address' }).click();
  await first.address.getByLabel('Full name').fill('Jenny Rosen');
  await first.address.getByLabel('Address line 1').fill('77 Harbor Rd');
  await first.address.getByLabel('City').fill('Boston');
  await first.address.getByLabel('State').selectOption({ label: 'Massachusetts' });
  await first.address.getByLabel('ZIP').fill('02110');
  const id = await first.checkout.paymentIntentId();
  await first.checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
  expect(((await readIntent(id)) as unknown as { shipping: unknown }).shipping).toMatchObject({
    address: { line1: '77 Harbor Rd', city: 'Boston', state: 'MA', postal_code: '02110' },
  });

  // The next visit: both are the wallet's; the default stays chosen, the new one a key away.
  const second = await visit();
  const office = second.address.getByRole('radio', { name: /500 Office Park/ });
  const harbor = second.address.getByRole('radio', { name: /77 Harbor Rd/ });
  await expect(office).toBeChecked();
  await expect(harbor).not.toBeChecked();
  await office.focus();
  await page.keyboard.press('ArrowDown');
  await expect(harbor).toBeChecked();
  await expect(harbor).toBeFocused();
  const overflow = await second.address
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const again = await second.checkout.paymentIntentId();
  await second.checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', again);
  expect(((await readIntent(again)) as unknown as { shipping: unknown }).shipping).toMatchObject({
    address: { line1: '77 Harbor Rd', city: 'Boston' },
  });
});

test('logging out of the wallet takes its addresses out of the Address Element', async ({
  page,
}) => {
  const email = `ship-out-${Date.now()}@example.com`;
  await returningShopper(email);
  const checkout = await CheckoutPage.open(page, { variant: 'link-shipping' });
  await checkout.waitForReady('payment');
  const link = frameFor(page, 'linkAuthentication');
  const address = frameFor(page, 'address');
  const payment = new PaymentElementFrame(page).frame;
  await link.getByLabel('Email').fill(email);
  await expect(link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(address.getByRole('radio', { name: /500 Office Park/ })).toBeChecked();

  await payment.getByRole('button', { name: 'Log out' }).click();
  await payment
    .getByRole('group', { name: /^Log out of your saved details/ })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(payment.getByLabel('Card number')).toBeVisible();
  // The wallet's address goes, and with it the value it filled: an empty form again.
  await expect(address.getByRole('radio')).toHaveCount(0);
  await expect(address.getByLabel('Address line 1')).toHaveValue('');
  await expectNoAxeViolations(page, { frames: 3, label: 'the checkout after the wallet logout' });
});
