import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { GROUP, Playground } from './pages/playground.js';
import { customerMethods, readIntent, savedSepaCheckout } from './provider-api.js';

// A saved SEPA Direct Debit account in the Payment Element's saved view: listed with its
// method's name, paid with (the debit goes to processing) and removed, like a saved card.

const IF_REQUIRED = {
  redirect: 'if_required',
  confirmParams: { return_url: 'http://localhost/r' },
};

async function open(page: Page, checkout: Awaited<ReturnType<typeof savedSepaCheckout>>) {
  const playground = await Playground.open(page, {
    clientSecret: checkout.clientSecret,
    customerSessionClientSecret: checkout.customerSessionClientSecret,
  });
  const frame = await playground.createReady('payment');
  return { playground, frame };
}

test.describe('saved bank accounts in the Payment Element', () => {
  test('a saved SEPA account is listed by name, chosen by keyboard and pays', async ({ page }) => {
    const checkout = await savedSepaCheckout();
    const { playground, frame } = await open(page, checkout);

    const sepa = frame.getByRole('radio', { name: /3000/ });
    await expect(sepa).toBeChecked();
    await expect(frame.locator('label', { has: sepa })).toHaveText('•••• 3000SEPA Direct Debit');
    await expectNoAxeViolations(page, { frames: 1, label: 'saved SEPA account' });

    // Native radios: the arrow keys move to "New card" and back to the account.
    await sepa.focus();
    await page.keyboard.press('ArrowDown');
    await expect(frame.getByRole('radio', { name: 'New card' })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(sepa).toBeChecked();

    const { result } = await playground.instance('confirmPayment', {
      elements: GROUP,
      ...IF_REQUIRED,
    });
    expect(result.paymentIntent).toMatchObject({ id: checkout.id, status: 'processing' });
    const paid = await readIntent(checkout.id);
    expect(paid.payment_method).toBe(checkout.paymentMethod);
  });

  test('removing a saved SEPA account detaches it from the customer', async ({ page }) => {
    const checkout = await savedSepaCheckout();
    const { playground, frame } = await open(page, checkout);

    await frame.getByRole('button', { name: 'Remove •••• 3000' }).click();
    // The step names the kind of method: a bank account, not a card.
    await expect(frame.getByRole('group', { name: 'Remove this bank account?' })).toBeVisible();
    await expectNoAxeViolations(page, { frames: 1, label: 'removing a saved SEPA account' });
    await frame.getByRole('button', { name: 'Remove', exact: true }).click();

    await expect(frame.getByRole('radio', { name: /3000/ })).toHaveCount(0);
    await expect.poll(() => customerMethods(checkout.customer, 'sepa_debit')).toEqual([]);
    await playground.expectEvents('payment', 'savedpaymentmethodremove', 1);
    const [removed] = await playground.events('payment', 'savedpaymentmethodremove');
    expect(removed?.payload).toMatchObject({
      success: true,
      payment_method: { id: checkout.paymentMethod, type: 'sepa_debit' },
    });
  });
});
