import { expect, type Page, test } from '@playwright/test';
import { type Bindings, CheckoutPage } from './pages/checkout-page.js';
import { CardElementFrame, PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { ThreeDSecureModal } from './pages/three-d-secure-modal.js';
import { readIntent } from './provider-api.js';
import { DECLINE_MESSAGES, TEST_CARDS, type TestCard } from './test-cards.js';

// 3-D Secure like Stripe.js: the confirm comes back requires_action, the loader shows the
// provider's challenge page in a modal over the shop, and the buyer's answer decides.
const AUTHENTICATION_FAILURE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function threeDSCard(number: string): TestCard {
  return { ...TEST_CARDS.succeeds, number };
}

const CARDS = {
  authenticate: threeDSCard('4000002500003155'),
  alwaysAuthenticate: threeDSCard('4000002760003184'),
  authenticateThenInsufficientFunds: threeDSCard('4000008260003178'),
};

type CheckoutOptions = Parameters<typeof CheckoutPage.open>[1];

/** Opens the checkout, pays with `card` and waits for its challenge to show in the modal. */
async function payIntoChallenge(page: Page, card: TestCard, options: CheckoutOptions = {}) {
  const checkout = await CheckoutPage.open(page, options);
  const element =
    options.variant === 'card' ? new CardElementFrame(page) : new PaymentElementFrame(page);
  await checkout.waitForReady(options.variant ?? 'payment');
  const id = await checkout.paymentIntentId();
  await element.fill(card);
  await checkout.pay();
  const modal = new ThreeDSecureModal(page);
  await modal.expectOpen({ amount: '$25.00', last4: card.number.slice(-4) });
  return { checkout, element, id, modal };
}

for (const bindings of ['kassa', 'stripe'] as const satisfies readonly Bindings[]) {
  test.describe(`3-D Secure in the Payment Element (bindings=${bindings})`, () => {
    test('completes the challenge and the payment succeeds', async ({ page }) => {
      const { id, modal } = await payIntoChallenge(page, CARDS.authenticate, { bindings });
      expect((await readIntent(id)).status).toBe('requires_action');
      await modal.complete();

      await new SuccessPage(page).expectStatus('succeeded', id);
      expect((await readIntent(id)).status).toBe('succeeded');
    });

    test('fails the challenge: the error is shown and the intent stays payable', async ({
      page,
    }) => {
      const { checkout, element, id, modal } = await payIntoChallenge(
        page,
        CARDS.alwaysAuthenticate,
        { bindings },
      );
      await modal.fail();

      await modal.expectClosed();
      await checkout.expectError(AUTHENTICATION_FAILURE);
      const failed = await readIntent(id);
      expect(failed.status).toBe('requires_payment_method');
      expect(failed.last_payment_error).toMatchObject({
        code: 'payment_intent_authentication_failure',
      });

      await element.fill(TEST_CARDS.succeeds);
      await checkout.pay();
      await new SuccessPage(page).expectStatus('succeeded', id);
    });

    test('authenticates, then the bank declines for insufficient funds', async ({ page }) => {
      const { checkout, id, modal } = await payIntoChallenge(
        page,
        CARDS.authenticateThenInsufficientFunds,
        { bindings },
      );
      await modal.complete();

      await modal.expectClosed();
      await checkout.expectError(DECLINE_MESSAGES.insufficientFunds);
      const declined = await readIntent(id);
      expect(declined.status).toBe('requires_payment_method');
      expect(declined.last_payment_error).toMatchObject({
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      });
    });
  });
}

test('Escape closes the challenge and fails the authentication', async ({ page }) => {
  const { checkout, id, modal } = await payIntoChallenge(page, CARDS.authenticate);
  await expect(modal.frame.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
  await page.keyboard.press('Escape');

  await modal.expectClosed();
  await checkout.expectError(AUTHENTICATION_FAILURE);
  expect((await readIntent(id)).status).toBe('requires_payment_method');
});

test('with redirect always, a completed challenge ends on the return_url', async ({ page }) => {
  const { id, modal } = await payIntoChallenge(page, CARDS.authenticate, { redirectAlways: true });
  await modal.complete();

  await new SuccessPage(page).expectStatus('succeeded', id);
  expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
});

test('the Card Element (confirmCardPayment) runs the same challenge', async ({ page }) => {
  const { id, modal } = await payIntoChallenge(page, CARDS.authenticate, { variant: 'card' });
  await modal.complete();

  await new SuccessPage(page).expectStatus('succeeded', id);
});
