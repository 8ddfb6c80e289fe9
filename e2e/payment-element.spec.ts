import { expect, test } from '@playwright/test';
import { type Bindings, CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent, readIntentThroughShop } from './provider-api.js';
import { DECLINE_MESSAGES, TEST_CARDS } from './test-cards.js';

// The same checkout, once on @kassa/react with window.Kassa and once on the unmodified
// @stripe/react-stripe-js with @stripe/stripe-js's loadStripe picking up window.Stripe.
for (const bindings of ['kassa', 'stripe'] as const satisfies readonly Bindings[]) {
  test.describe(`Payment Element checkout (bindings=${bindings})`, () => {
    test('pays with 4242 4242 4242 4242 and the intent is succeeded in the API', async ({
      page,
    }) => {
      const checkout = await CheckoutPage.open(page, { bindings });
      const element = new PaymentElementFrame(page);
      await checkout.waitForReady('payment');
      const id = await checkout.paymentIntentId();

      await element.fill(TEST_CARDS.succeeds);
      await checkout.pay();

      await new SuccessPage(page).expectStatus('succeeded', id);
      expect((await readIntent(id)).status).toBe('succeeded');
      expect(await readIntentThroughShop(id)).toMatchObject({ status: 'succeeded', amount: 2500 });
    });

    test("shows a decline in the shop's message, keeps the intent payable, then pays with another card", async ({
      page,
    }) => {
      const checkout = await CheckoutPage.open(page, { bindings });
      const element = new PaymentElementFrame(page);
      await checkout.waitForReady('payment');
      const id = await checkout.paymentIntentId();

      await element.fill(TEST_CARDS.declined);
      await checkout.pay();

      await checkout.expectError(DECLINE_MESSAGES.declined);
      // The shop shows the decline; the form does not draw it as a card-number error (as Stripe).
      expect(await element.error()).toBeNull();
      const declined = await readIntent(id);
      expect(declined.status).toBe('requires_payment_method');
      expect(declined.last_payment_error).toMatchObject({
        code: 'card_declined',
        decline_code: 'generic_decline',
      });

      await element.fill(TEST_CARDS.succeeds);
      await checkout.pay();
      await new SuccessPage(page).expectStatus('succeeded', id);
      expect((await readIntent(id)).status).toBe('succeeded');
    });

    const declines = [
      ['insufficientFunds', 'insufficient_funds'],
      ['expired', 'expired_card'],
      ['incorrectCvc', 'incorrect_cvc'],
    ] as const;
    for (const [card, code] of declines) {
      test(`shows ${code} and leaves the intent payable`, async ({ page }) => {
        const checkout = await CheckoutPage.open(page, { bindings });
        const element = new PaymentElementFrame(page);
        await checkout.waitForReady('payment');
        const id = await checkout.paymentIntentId();

        await element.fill(TEST_CARDS[card]);
        await checkout.pay();

        await checkout.expectError(DECLINE_MESSAGES[card]);
        // An error about one field shows under it too; a decline of the whole card does not.
        if (card === 'insufficientFunds') expect(await element.error()).toBeNull();
        else await expect.poll(() => element.error()).toBe(DECLINE_MESSAGES[card]);
        const intent = await readIntent(id);
        expect(intent.status).toBe('requires_payment_method');
        expect([
          intent.last_payment_error?.code,
          intent.last_payment_error?.decline_code,
        ]).toContain(code);
      });
    }
  });
}

test.describe('confirmPayment with a redirect to the return_url', () => {
  for (const bindings of ['kassa', 'stripe'] as const) {
    test(`lands on the return_url with the intent, which the shop reads back (bindings=${bindings})`, async ({
      page,
    }) => {
      const checkout = await CheckoutPage.open(page, { bindings, redirectAlways: true });
      const element = new PaymentElementFrame(page);
      await checkout.waitForReady('payment');
      const id = await checkout.paymentIntentId();

      await element.fill(TEST_CARDS.succeeds);
      await checkout.pay();

      await new SuccessPage(page).expectStatus('succeeded', id);
      const returned = new URL(page.url()).searchParams;
      expect(returned.get('redirect_status')).toBe('succeeded');
      expect(returned.get('payment_intent_client_secret')).toMatch(new RegExp(`^${id}_secret_`));
    });
  }

  test('a decline stays on the checkout with its message instead of redirecting', async ({
    page,
  }) => {
    const checkout = await CheckoutPage.open(page, { redirectAlways: true });
    const element = new PaymentElementFrame(page);
    await checkout.waitForReady('payment');

    await element.fill(TEST_CARDS.declined);
    await checkout.pay();

    await checkout.expectError(DECLINE_MESSAGES.declined);
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });
});

test.describe('Payment Element form', () => {
  test('formats the number as it is typed and shows an incomplete number on Pay', async ({
    page,
  }) => {
    const checkout = await CheckoutPage.open(page);
    const element = new PaymentElementFrame(page);
    await checkout.waitForReady('payment');

    await element.field('number').pressSequentially('4242424242424242');
    await expect(element.field('number')).toHaveValue('4242 4242 4242 4242');
    await element.field('number').clear();
    await element.field('number').pressSequentially(TEST_CARDS.amex.number);
    await expect(element.field('number')).toHaveValue('3782 822463 10005');

    await element.field('number').clear();
    await element.field('number').pressSequentially('4242');
    // Leaving the field shows its error, and the frame grows; let that settle before clicking
    // Pay, or the button can move between mousedown and mouseup and the click is lost.
    await element.field('number').press('Tab');
    await expect.poll(() => element.error()).toBe('Your card number is incomplete.');
    await expect(element.field('expiry')).toBeFocused();
    await checkout.pay();
    // The validation gate moves focus back to the first invalid field.
    await expect(element.field('number')).toBeFocused();
  });
});
