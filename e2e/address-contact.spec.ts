import { fillCard } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { GROUP, Playground } from './pages/playground.js';
import { createIntentOnServer, readIntent, readPaymentMethod } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// The Contact Details Element (an e-mail) and the legacy Shipping Address Element, each in the
// address frame page, beside the Payment Element of a group made with a PaymentIntent's secret:
// their messages on submit, their events, and what the confirm carries.

const IF_REQUIRED = { redirect: 'if_required' };

async function checkout(page: Parameters<typeof Playground.open>[0]) {
  const intent = await createIntentOnServer({ amount: 2500, currency: 'usd' });
  const playground = await Playground.open(page, intent.client_secret);
  const contact = await playground.createReady('contactDetails');
  const shipping = await playground.createReady('shippingAddress', {
    fields: { phone: 'always' },
  });
  await playground.createReady('payment');
  return { intent, playground, contact, shipping };
}

test('submit shows the contact and shipping messages, then the payment carries both', async ({
  page,
}) => {
  const { intent, playground, contact, shipping } = await checkout(page);
  await fillCard(page, TEST_CARDS.succeeds);

  const refused = await playground.group('submit');
  // The shipping address ranks first; every element shows its own message.
  expect(refused.result).toMatchObject({
    error: { type: 'validation_error', code: 'incomplete_name' },
  });
  await expect(contact.locator('#contact-email-error')).toHaveText('Your email is incomplete.');
  await expect(shipping.locator('#address-addressLine1-error')).toHaveText(
    'Your address is incomplete.',
  );
  await expect(shipping.getByLabel('Full name')).toBeFocused();

  await contact.getByLabel('Email').fill('jenny@');
  await contact.getByLabel('Email').blur();
  await expect(contact.locator('#contact-email-error')).toHaveText(
    'Your email address is invalid.',
  );
  await contact.getByLabel('Email').fill('Jenny.Rosen@Example.com');
  await expect
    .poll(async () => (await playground.events('contactDetails', 'change')).at(-1)?.payload)
    .toMatchObject({ complete: true, value: { email: 'jenny.rosen@example.com' } });

  await shipping.getByLabel('Full name').fill('Jenny Rosen');
  await shipping.getByLabel('Address line 1').fill('27 Fredrick Ave');
  await shipping.getByLabel('City').fill('Brothers');
  await shipping.getByLabel('State').selectOption({ label: 'Oregon' });
  await shipping.getByLabel('ZIP').fill('97712');
  await expect
    .poll(async () => (await playground.events('shippingAddress', 'change')).at(-1)?.payload)
    .toMatchObject({ elementType: 'shippingAddress', complete: true });

  expect((await playground.group('submit')).result).toMatchObject({
    selectedPaymentMethod: 'card',
  });
  const confirmed = await playground.instance('confirmPayment', {
    elements: GROUP,
    clientSecret: intent.client_secret,
    confirmParams: { return_url: 'https://shop.example/done' },
    ...IF_REQUIRED,
  });
  expect(confirmed.result).toMatchObject({ paymentIntent: { status: 'succeeded' } });
  const paid = await readIntent(intent.id);
  expect(paid).toMatchObject({
    status: 'succeeded',
    shipping: {
      name: 'Jenny Rosen',
      address: { line1: '27 Fredrick Ave', state: 'OR', postal_code: '97712', country: 'US' },
    },
  });
  const method = await readPaymentMethod(String(paid.payment_method));
  expect(method).toMatchObject({ billing_details: { email: 'jenny.rosen@example.com' } });
});

test('both are axe-clean, usable by keyboard alone, and fit 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const { playground, contact, shipping } = await checkout(page);
  await playground.group('submit');
  await expect(contact.locator('#contact-email-error')).toHaveText('Your email is incomplete.');
  await expectNoAxeViolations(page, {
    frames: 3,
    label: 'contact details and shipping address with their messages',
    mustScan: '/frames/address.html',
  });
  for (const frame of [contact, shipping]) {
    const overflow = await frame
      .locator('body')
      .evaluate((body) => body.scrollWidth - body.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  // Keyboard only: the e-mail takes typing and shows its focus; focus and escape reach the page.
  await playground.call('contactDetails', 'focus');
  const email = contact.getByLabel('Email');
  await expect(email).toBeFocused();
  const outline = await email.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.boxShadow}`;
  });
  expect(outline).not.toBe('none none');
  await page.keyboard.type('jenny@example.com');
  await expect(email).toHaveValue('jenny@example.com');
  await page.keyboard.press('Escape');
  await playground.expectEvents('contactDetails', 'escape', 1);
  expect((await playground.events('contactDetails', 'focus')).length).toBeGreaterThan(0);
  // From the shipping form's name, Tab walks its fields in order (the submit above showed them
  // all, with their messages).
  await shipping.getByLabel('Full name').focus();
  for (const label of ['Country or region', 'Address line 1', 'Address line 2', 'City']) {
    await page.keyboard.press('Tab');
    await expect(shipping.getByLabel(label, { exact: true })).toBeFocused();
  }
});
