import { fillCard, frameFor } from '@kassa/js/testing';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { Playground } from './pages/playground.js';
import { SuccessPage } from './pages/success-page.js';
import {
  createCustomerWithAddress,
  createIntentOnServer,
  readCustomerShipping,
  readIntent,
} from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// The shop's checkout with a shipping <AddressElement> above the Payment Element
// (`?element=shipping`): each country's own form, Stripe's messages in place, and the shipping
// on the PaymentIntent the shop's server reads back.

interface Shipment {
  country: string;
  /** Label → value; a select takes the option's label. */
  fields: [label: string, value: string, kind?: 'select'][];
  /** What the PaymentIntent's shipping.address must hold. */
  expected: Record<string, string>;
}

const SHIPMENTS: Shipment[] = [
  {
    country: 'United States',
    fields: [
      ['Address line 1', '27 Fredrick Ave'],
      ['City', 'Brothers'],
      ['State', 'Oregon', 'select'],
      ['ZIP', '97712'],
      ['Phone number', '(201) 555-0123'],
    ],
    expected: { line1: '27 Fredrick Ave', city: 'Brothers', state: 'OR', postal_code: '97712' },
  },
  {
    country: 'Japan',
    // The form shows the street line first (autocomplete): typing there shows the rest.
    fields: [
      ['Address line 1', '1-1 Chiyoda'],
      ['Postal code', '100-0001'],
      ['Prefecture', 'TOKYO', 'select'],
      ['City', 'Chiyoda-ku'],
    ],
    expected: { state: '東京都', city: 'Chiyoda-ku', postal_code: '100-0001', country: 'JP' },
  },
  {
    country: 'United Kingdom',
    fields: [
      ['Address line 1', '10 Downing Street'],
      ['City', 'London'],
      ['Postal code', 'sw1a 2aa'],
    ],
    expected: { city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
  },
  {
    country: 'Brazil',
    fields: [
      ['Address line 1', 'Avenida Paulista, 1578'],
      ['City', 'São Paulo'],
      ['State', 'São Paulo', 'select'],
      ['Postal code', '01310-200'],
    ],
    expected: { state: 'SP', postal_code: '01310-200', country: 'BR' },
  },
  {
    // No postal codes in the United Arab Emirates: the form asks for none.
    country: 'United Arab Emirates',
    fields: [
      ['Address line 1', 'Sheikh Zayed Road 12'],
      ['City', 'Dubai'],
    ],
    expected: { city: 'Dubai', country: 'AE' },
  },
];

const addressFrame = (page: Page) => frameFor(page, 'address');

async function fillShipment(frame: FrameLocator, shipment: Shipment): Promise<void> {
  await frame.getByLabel('Full name').fill('Jenny Rosen');
  await frame.getByLabel('Country or region').selectOption({ label: shipment.country });
  for (const [label, value, kind] of shipment.fields) {
    const field = frame.getByLabel(label, { exact: true });
    if (kind === 'select') await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

for (const shipment of SHIPMENTS) {
  test(`ships to ${shipment.country}: the intent carries the shipping`, async ({ page }) => {
    const checkout = await CheckoutPage.open(page, { variant: 'shipping' });
    const frame = addressFrame(page);
    await fillShipment(frame, shipment);
    if (shipment.country === 'United Arab Emirates')
      await expect(frame.getByLabel(/Postal code|ZIP/)).toHaveCount(0);
    await fillCard(page, TEST_CARDS.succeeds);
    const intentId = await checkout.paymentIntentId();
    await checkout.pay();
    await new SuccessPage(page).expectStatus('succeeded', intentId);
    await expect(page.getByTestId('payment-shipping')).toContainText('Jenny Rosen');
    const intent = await readIntent(intentId);
    const { shipping } = intent as unknown as {
      shipping: { name: string; address: Record<string, string> };
    };
    expect(shipping.name).toBe('Jenny Rosen');
    expect(shipping.address).toMatchObject(shipment.expected);
  });
}

test('the unmodified @stripe/react-stripe-js <AddressElement> works the same', async ({ page }) => {
  const checkout = await CheckoutPage.open(page, { variant: 'shipping', bindings: 'stripe' });
  const [us] = SHIPMENTS;
  if (us === undefined) throw new Error('no US shipment');
  await fillShipment(addressFrame(page), us);
  await fillCard(page, TEST_CARDS.succeeds);
  const intentId = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', intentId);
  const { shipping } = (await readIntent(intentId)) as unknown as {
    shipping: { address: Record<string, string>; phone: string };
  };
  expect(shipping.address).toMatchObject(us.expected);
  expect(shipping.phone).toBe('+12015550123');
});

test('picks a suggestion from the offline data set with the keyboard and pays', async ({
  page,
}) => {
  const checkout = await CheckoutPage.open(page, { variant: 'shipping' });
  const frame = addressFrame(page);
  await frame.getByLabel('Full name').fill('Jenny Rosen');
  const line1 = frame.getByRole('combobox', { name: 'Address line 1' });
  await line1.pressSequentially('25 main port');
  const option = frame.getByRole('option', { name: /^25 Main Street, 97205 Portland/ });
  await expect(option).toBeVisible();
  await expect(
    frame.getByText('Address suggestions from the Kassa offline address data'),
  ).toBeVisible();
  await line1.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await line1.press('Enter');
  await expect(frame.getByLabel('ZIP')).toHaveValue('97205');
  await expect(frame.getByLabel('City')).toHaveValue('Portland');
  await expect(frame.getByLabel('State')).toHaveValue('OR');
  await fillCard(page, TEST_CARDS.succeeds);
  const intentId = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', intentId);
  const { shipping } = (await readIntent(intentId)) as unknown as {
    shipping: { address: Record<string, string> };
  };
  expect(shipping.address).toMatchObject({ line1: '25 Main Street', postal_code: '97205' });
});

test('shows the address messages under their fields and pays once they are fixed', async ({
  page,
}) => {
  const checkout = await CheckoutPage.open(page, { variant: 'shipping' });
  const frame = addressFrame(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await checkout.pay();
  // The shipping address is checked first: its fields show their messages and the first takes
  // focus (the shop leaves validation messages to the frames, said once).
  await expect(frame.locator('#address-name-error')).toHaveText('Your name is incomplete.');
  await expect(frame.locator('#address-addressLine1-error')).toHaveText(
    'Your address is incomplete.',
  );
  await expect(frame.getByLabel('Full name')).toBeFocused();
  await frame.getByLabel('Full name').fill('Jenny Rosen');
  await frame.getByLabel('Address line 1').fill('27 Fredrick Ave');
  await frame.getByLabel('City').fill('Brothers');
  await frame.getByLabel('State').selectOption({ label: 'Oregon' });
  await frame.getByLabel('ZIP').fill('9771');
  await frame.getByLabel('ZIP').blur();
  await expect(frame.locator('#address-postalCode-error')).toHaveText('Your ZIP is invalid.');
  await frame.getByLabel('Phone number').fill('555');
  await frame.getByLabel('Phone number').blur();
  await expect(frame.locator('#address-phone-error')).toHaveText('Your phone number is invalid.');
  await frame.getByLabel('Phone number').fill('');
  await frame.getByLabel('Phone number').blur();
  await expect(frame.locator('#address-phone-error').filter({ hasText: /\S/ })).toHaveCount(0);
  await frame.getByLabel('ZIP').fill('97712');
  await frame.getByLabel('ZIP').blur();
  // Fixed: no message (the field may keep its message line, empty, so nothing moves).
  await expect(frame.locator('#address-postalCode-error').filter({ hasText: /\S/ })).toHaveCount(0);
  const intentId = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', intentId);
});

test('is axe-clean, usable by keyboard alone and fits 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await CheckoutPage.open(page, { variant: 'shipping' });
  const frame = addressFrame(page);
  await expect(frame.getByLabel('Full name')).toBeVisible();
  // Show the errors too: they must pass the same rules.
  await frame.getByLabel('Full name').fill('4242 4242 4242 4242');
  await expect(frame.locator('#address-name-error')).toBeVisible();
  // Every provider frame on the checkout is scanned (the address and the Payment Element's),
  // the address frame by name, so a scan that missed it cannot pass.
  await expectNoAxeViolations(page, {
    frames: 2,
    label: 'shipping address with its messages',
    mustScan: '/frames/address.html',
  });
  const overflow = await frame
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Keyboard only: Tab from the name reaches every field in order, each showing its focus; the
  // collapsed form (autocomplete) opens with "Enter address manually", which moves on to the
  // field after the street line.
  await frame.getByLabel('Full name').fill('');
  await frame.getByLabel('Full name').focus();
  const showsFocus = async (field: ReturnType<typeof frame.getByLabel>) => {
    await expect(field).toBeFocused();
    const outline = await field.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.boxShadow}`;
    });
    expect(outline).not.toBe('none none');
  };
  for (const label of ['Country or region', 'Address line 1']) {
    await page.keyboard.press('Tab');
    await showsFocus(frame.getByLabel(label, { exact: true }));
  }
  await page.keyboard.press('Tab');
  await showsFocus(frame.getByRole('button', { name: 'Enter address manually' }));
  await page.keyboard.press('Enter');
  await showsFocus(frame.getByLabel('Address line 2', { exact: true }));
  for (const label of ['City', 'State', 'ZIP']) {
    await page.keyboard.press('Tab');
    await showsFocus(frame.getByLabel(label, { exact: true }));
  }
  await page.keyboard.type('97712');
  await expect(frame.getByLabel('ZIP')).toHaveValue('97712');
});

test('edits and removes the customer’s saved address by keyboard, axe-clean at 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const shopper = await createCustomerWithAddress({
    name: 'Jenny Rosen',
    address: {
      line1: '27 Fredrick Ave',
      city: 'Brothers',
      state: 'OR',
      postal_code: '97712',
      country: 'US',
    },
  });
  const intent = await createIntentOnServer({ customer: shopper.customer });
  const playground = await Playground.open(page, {
    clientSecret: intent.client_secret,
    customerSessionClientSecret: shopper.clientSecret,
  });
  const frame = await playground.createReady('address', { mode: 'shipping' });
  const saved = frame.getByRole('radio', { name: /27 Fredrick Ave/ });
  await expect(saved).toBeChecked();
  await expectNoAxeViolations(page, { frames: 1, label: 'saved addresses' });
  const overflow = () =>
    frame.locator('body').evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // Keyboard only: Tab from the chosen address reaches Edit, Enter opens the update view.
  await saved.focus();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frame.getByLabel('Full name')).toBeFocused();
  await frame.getByLabel('Address line 1').fill('1 Main St');
  await frame.getByRole('button', { name: 'Save address' }).focus();
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('radio', { name: /1 Main St/ })).toBeChecked();
  await expect(frame.getByRole('radio', { name: /1 Main St/ })).toBeFocused();
  await expect
    .poll(async () => (await readCustomerShipping(shopper.customer))?.address.line1)
    .toBe('1 Main St');

  // Remove asks first, in its own view, with the focus on its confirmation.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  const ask = frame.getByRole('group', { name: 'Remove this address?' });
  await expect(ask.getByRole('button', { name: 'Remove' })).toBeFocused();
  await expectNoAxeViolations(page, { frames: 1, label: 'remove view' });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(frame.getByLabel('Address line 1')).toBeVisible();
  await expect(frame.getByRole('radio')).toHaveCount(0);
  await expect.poll(() => readCustomerShipping(shopper.customer)).toBeNull();
});
