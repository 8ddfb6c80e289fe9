import { fillCard } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './e2e-env.js';
import { GROUP, Playground } from './pages/playground.js';
import { readIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

interface SavedCheckout {
  id: string;
  clientSecret: string;
  customer: string;
  customerSessionClientSecret: string;
}

const IF_REQUIRED = {
  redirect: 'if_required',
  confirmParams: { return_url: 'http://localhost/r' },
};

/** The shop's server (official SDK): a customer with a saved Visa, a session and an intent. */
async function savedCheckout(customer?: string): Promise<SavedCheckout> {
  const response = await fetch(`${DEMO_URL}/api/saved-checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(customer === undefined ? {} : { customer }),
  });
  if (!response.ok) throw new Error(`saved-checkout answered ${response.status}`);
  return (await response.json()) as SavedCheckout;
}

async function savedCards(customer: string): Promise<{ id: string; last4: string }[]> {
  const response = await fetch(`${DEMO_URL}/api/customers/${customer}/cards`);
  return ((await response.json()) as { cards: { id: string; last4: string }[] }).cards;
}

async function openWithSession(page: Page, checkout: SavedCheckout) {
  const playground = await Playground.open(page, {
    clientSecret: checkout.clientSecret,
    customerSessionClientSecret: checkout.customerSessionClientSecret,
  });
  const frame = await playground.createReady('payment');
  return { playground, frame };
}

test.describe('saved payment methods (customer sessions)', () => {
  test('shows the saved card selected and pays with it', async ({ page }) => {
    const checkout = await savedCheckout();
    const [saved] = await savedCards(checkout.customer);
    const { playground, frame } = await openWithSession(page, checkout);

    const radio = frame.getByRole('radio', { name: /4242/ });
    await expect(radio).toBeChecked();
    await expect(frame.getByRole('group', { name: 'Saved payment methods' })).toBeVisible();
    await expect(frame.getByLabel('Card number')).toHaveCount(0);

    const { result } = await playground.instance('confirmPayment', {
      elements: GROUP,
      ...IF_REQUIRED,
    });

    expect(result.paymentIntent).toMatchObject({ id: checkout.id, status: 'succeeded' });
    const paid = await readIntent(checkout.id);
    expect(paid.payment_method).toBe(saved?.id);
  });

  test('a new card saved with the box ticked shows in the next session', async ({ page }) => {
    const checkout = await savedCheckout();
    const { playground, frame } = await openWithSession(page, checkout);

    // The list is a native radio group: the arrow keys move the choice to "New card".
    await frame.getByRole('radio', { name: /4242/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(frame.getByRole('radio', { name: 'New card' })).toBeChecked();
    await fillCard(page, { ...TEST_CARDS.amex });
    await frame
      .getByRole('checkbox', { name: 'Save payment details for future purchases' })
      .check();
    const { result } = await playground.instance('confirmPayment', {
      elements: GROUP,
      ...IF_REQUIRED,
    });
    expect(result.paymentIntent).toMatchObject({ status: 'succeeded' });
    const cards = await savedCards(checkout.customer);
    expect(cards.map((card) => card.last4).sort()).toEqual(['0005', '4242']);

    const next = await savedCheckout(checkout.customer);
    const again = await openWithSession(page, next);
    await expect(again.frame.getByRole('radio', { name: /0005/ })).toBeVisible();
    await expect(again.frame.getByRole('radio', { name: /4242/ })).toBeVisible();
  });

  test('removing a saved card detaches it from the customer and fires savedpaymentmethodremove', async ({
    page,
  }) => {
    const checkout = await savedCheckout();
    const [saved] = await savedCards(checkout.customer);
    const { playground, frame } = await openWithSession(page, checkout);

    await frame.getByRole('button', { name: 'Remove •••• 4242' }).click();
    const confirm = frame.getByRole('group', { name: 'Remove this card?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();

    await expect(frame.getByRole('radio', { name: /4242/ })).toHaveCount(0);
    await expect(frame.getByLabel('Card number')).toBeVisible();
    await expect.poll(() => savedCards(checkout.customer)).toEqual([]);
    await playground.expectEvents('payment', 'savedpaymentmethodremove', 1);
    const [removed] = await playground.events('payment', 'savedpaymentmethodremove');
    expect(removed?.payload).toMatchObject({
      elementType: 'payment',
      success: true,
      payment_method: { id: saved?.id, type: 'card', card: { last4: '4242' } },
    });
  });

  test('without its saved-cards chunk (failed to load) the element pays with a new card', async ({
    page,
  }) => {
    // The picker is a chunk of its own, fetched only for a session with saved cards.
    await page.route('**/frames/chunks/saved-methods-*', (route) => route.abort());
    const checkout = await savedCheckout();
    const { playground, frame } = await openWithSession(page, checkout);

    await expect(frame.getByLabel('Card number')).toBeVisible();
    await expect(frame.getByRole('radio', { name: /4242/ })).toHaveCount(0);
    await fillCard(page, { ...TEST_CARDS.amex });
    const { result } = await playground.instance('confirmPayment', {
      elements: GROUP,
      ...IF_REQUIRED,
    });

    expect(result.paymentIntent).toMatchObject({ id: checkout.id, status: 'succeeded' });
    const paid = await readIntent(checkout.id);
    const [saved] = await savedCards(checkout.customer);
    // The saved Visa is still there: otherwise `not.toBe(undefined)` below would prove nothing.
    expect(saved?.last4).toBe('4242');
    expect(paid.payment_method).not.toBe(saved?.id);
  });
});
