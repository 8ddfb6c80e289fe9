import { fillCard } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { GROUP, Playground } from './pages/playground.js';
import { createCustomerWithAddress, createIntentOnServer, readIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// Several saved shipping addresses per customer: a paid payment's new address is saved (customer
// session), the next checkout lists it after the customer's shipping, the shopper pays with it,
// and removes it; the customer's own shipping stays.

const HOME = {
  name: 'Jenny Rosen',
  address: {
    line1: '27 Fredrick Ave',
    city: 'Brothers',
    state: 'OR',
    postal_code: '97712',
    country: 'US',
  },
};

/** A checkout of a new intent of the customer: a shipping Address Element and the card form. */
async function checkout(page: Page, shopper: { customer: string; clientSecret: string }) {
  const intent = await createIntentOnServer({ customer: shopper.customer });
  const playground = await Playground.open(page, {
    clientSecret: intent.client_secret,
    customerSessionClientSecret: shopper.clientSecret,
  });
  const address = await playground.createReady('address', { mode: 'shipping' });
  await playground.createReady('payment');
  return { intent, playground, address };
}

async function pay(playground: Playground, intent: { client_secret: string }) {
  const confirmed = await playground.instance('confirmPayment', {
    elements: GROUP,
    clientSecret: intent.client_secret,
    confirmParams: { return_url: 'https://shop.example/done' },
    redirect: 'if_required',
  });
  expect(confirmed.result).toMatchObject({ paymentIntent: { status: 'succeeded' } });
}

test('a paid new address is saved, listed after the shipping, chosen, paid with and removed', async ({
  page,
}) => {
  const shopper = await createCustomerWithAddress(HOME);

  // First checkout: the shopper ships somewhere new.
  const first = await checkout(page, shopper);
  await expect(first.address.getByRole('radio', { name: /27 Fredrick Ave/ })).toBeChecked();
  await first.address.getByRole('button', { name: 'Use a new address' }).click();
  await first.address.getByLabel('Full name').fill('Jenny Rosen');
  await first.address.getByLabel('Address line 1').fill('1 Market St');
  await first.address.getByLabel('City').fill('San Francisco');
  await first.address.getByLabel('State').selectOption({ label: 'California' });
  await first.address.getByLabel('ZIP').fill('94105');
  await fillCard(page, TEST_CARDS.succeeds);
  await pay(first.playground, first.intent);

  // Next checkout: both addresses, the customer's shipping first and chosen.
  const next = await checkout(page, shopper);
  const radios = next.address.getByRole('radio');
  await expect(radios).toHaveCount(2);
  await expect(radios.nth(0)).toHaveAccessibleName(/27 Fredrick Ave/);
  await expect(radios.nth(1)).toHaveAccessibleName(/1 Market St/);
  await expectNoAxeViolations(page, { frames: 2, label: 'two saved addresses' });
  // Chosen by keyboard: the arrow moves within the radio group.
  await radios.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await fillCard(page, TEST_CARDS.succeeds);
  await pay(next.playground, next.intent);
  expect(await readIntent(next.intent.id)).toMatchObject({
    shipping: {
      name: 'Jenny Rosen',
      address: { line1: '1 Market St', city: 'San Francisco', postal_code: '94105' },
    },
  });

  // Removed from the saved view: the customer's shipping stays, and the next checkout agrees.
  const last = await checkout(page, shopper);
  await expect(last.address.getByRole('radio')).toHaveCount(2);
  await last.address.getByRole('button', { name: 'Remove' }).nth(1).click();
  const ask = last.address.getByRole('group', { name: 'Remove this address?' });
  await expect(ask).toContainText('1 Market St');
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(last.address.getByRole('radio')).toHaveCount(1);
  await expect(last.address.getByRole('radio', { name: /27 Fredrick Ave/ })).toBeVisible();
  const again = await checkout(page, shopper);
  await expect(again.address.getByRole('radio')).toHaveCount(1);
  await expect(again.address.getByRole('radio', { name: /27 Fredrick Ave/ })).toBeChecked();
});
