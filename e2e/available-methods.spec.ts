import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { Playground } from './pages/playground.js';
import { createIntentOnServer } from './provider-api.js';

// Which methods the Payment Element offers follows the deferred intent: elements.update() with
// a new amount or currency reads a new session, and availablepaymentmethodschange tells the
// merchant page the new set (spec 000 §2; the pay-later amount limits of the spec table).
test('elements.update({amount, currency}) changes the methods and fires availablepaymentmethodschange', async ({
  page,
}) => {
  const playground = await Playground.open(page, {
    mode: 'payment',
    amount: 2500,
    currency: 'usd',
  });
  const frame = await playground.createReady('payment', { layout: 'accordion' });
  await playground.expectEvents('payment', 'availablepaymentmethodschange', 1);
  const methodsOf = async (index: number) => {
    const events = await playground.events('payment', 'availablepaymentmethodschange');
    const payload = events[index]?.payload as { paymentMethods: Record<string, unknown> };
    return Object.keys(payload.paymentMethods);
  };
  // $25.00 is below Affirm's $50.00 minimum.
  const first = await methodsOf(0);
  expect(first).toEqual(expect.arrayContaining(['card', 'klarna']));
  expect(first).not.toContain('affirm');

  await playground.group('update', { amount: 10000 });
  await playground.expectEvents('payment', 'availablepaymentmethodschange', 2);
  expect(await methodsOf(1)).toContain('affirm');

  await playground.group('update', { currency: 'eur' });
  await playground.expectEvents('payment', 'availablepaymentmethodschange', 3);
  const euro = await methodsOf(2);
  expect(euro).toEqual(expect.arrayContaining(['card', 'sepaDebit', 'ideal']));
  expect(euro).not.toContain('affirm');
  expect(euro).not.toContain('usBankAccount');
  await expect(frame.getByRole('button', { name: 'SEPA Direct Debit', exact: true })).toBeVisible();

  // The same currency again reads no new set: nothing more is announced.
  await playground.group('update', { currency: 'eur' });
  await page.waitForTimeout(500);
  await playground.expectEvents('payment', 'availablepaymentmethodschange', 3);
});

test('a method the account has not activated shows with its test-mode warning, axe clean', async ({
  page,
}) => {
  // playwright.config.ts starts the provider with KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES=alma.
  const intent = await createIntentOnServer({
    amount: 2500,
    currency: 'eur',
    payment_method_types: ['card', 'sepa_debit', 'alma'],
  });
  const playground = await Playground.open(page, intent.client_secret);
  const frame = await playground.createReady('payment', { layout: 'tabs' });
  await frame.getByRole('tab', { name: 'Alma', exact: true }).click();
  await expect(frame.getByRole('note')).toHaveText(
    'Test mode: Alma is not activated for this account, so shoppers will not see it in live mode.',
  );
  await expectNoAxeViolations(page, { frames: 1, label: 'an unactivated method' });
  await frame.getByRole('tab', { name: 'SEPA Direct Debit', exact: true }).click();
  await expect(frame.getByRole('note')).toHaveCount(0);
});
