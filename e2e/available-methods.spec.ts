import { expect, test } from '@playwright/test';
import { Playground } from './pages/playground.js';

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
