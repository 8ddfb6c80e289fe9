import { fillCard } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { elementRef, GROUP, Playground } from './pages/playground.js';
import { ThreeDSecureModal } from './pages/three-d-secure-modal.js';
import { confirmIntentOnServer, createIntentOnServer, readIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// The shop's server confirms, the intent needs 3-D Secure, and the page runs the challenge with
// handleNextAction (Payment Element, deferred intent) or handleCardAction (Card Element, manual
// confirmation). The server side is the provider's API called with the secret key.
const AUTHENTICATE = { ...TEST_CARDS.succeeds, number: '4000002500003155' };
const ALWAYS_AUTHENTICATE = { ...TEST_CARDS.succeeds, number: '4000002760003184' };
// Stripe.js spells the expected form of a client secret with its template placeholders.
// biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholders are the message's text
const SECRET_FORM = '${id}_secret_${secret}';
const MANUAL = { mode: 'payment', amount: 2500, currency: 'usd', paymentMethodCreation: 'manual' };

/** The Payment Element collects the card; the page makes a PaymentMethod after submit(). */
async function paymentMethodFromPaymentElement(page: Page, card: typeof AUTHENTICATE) {
  const playground = await Playground.open(page, MANUAL);
  await playground.createReady('payment');
  await fillCard(page, card);
  expect((await playground.group('submit')).result).toEqual({ selectedPaymentMethod: 'card' });
  const { result } = await playground.instance('createPaymentMethod', { elements: GROUP });
  return { playground, paymentMethod: String(result.paymentMethod.id) };
}

/** Opens the challenge the call started and answers it, then the call's outcome. */
async function answerChallenge(
  page: Page,
  pending: ReturnType<Playground['instance']>,
  card: typeof AUTHENTICATE,
  answer: 'complete' | 'fail',
) {
  const modal = new ThreeDSecureModal(page);
  await modal.expectOpen({ amount: '$25.00', last4: card.number.slice(-4) });
  await modal[answer]();
  await modal.expectClosed();
  return pending;
}

test.describe('handleNextAction', () => {
  test('runs the challenge of an intent the server confirmed, and the payment succeeds', async ({
    page,
  }) => {
    const { playground, paymentMethod } = await paymentMethodFromPaymentElement(page, AUTHENTICATE);
    const intent = await createIntentOnServer({
      payment_method: paymentMethod,
      confirm: true,
      use_stripe_sdk: true,
    });
    expect(intent.status).toBe('requires_action');

    const pending = playground.instance('handleNextAction', { clientSecret: intent.client_secret });
    const { result } = await answerChallenge(page, pending, AUTHENTICATE, 'complete');

    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect((await readIntent(intent.id)).status).toBe('succeeded');
  });

  test('a failed challenge answers the authentication error and the intent needs a new card', async ({
    page,
  }) => {
    const { playground, paymentMethod } = await paymentMethodFromPaymentElement(
      page,
      ALWAYS_AUTHENTICATE,
    );
    const intent = await createIntentOnServer({
      payment_method: paymentMethod,
      confirm: true,
      use_stripe_sdk: true,
    });

    const pending = playground.instance('handleNextAction', { clientSecret: intent.client_secret });
    const { result } = await answerChallenge(page, pending, ALWAYS_AUTHENTICATE, 'fail');

    expect(result.error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    const failed = await readIntent(intent.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error).toMatchObject({
      code: 'payment_intent_authentication_failure',
    });
  });

  test('an intent with nothing to do comes back as it is', async ({ page }) => {
    const { playground, paymentMethod } = await paymentMethodFromPaymentElement(
      page,
      TEST_CARDS.succeeds,
    );
    const intent = await createIntentOnServer({ payment_method: paymentMethod, confirm: true });

    const { result } = await playground.instance('handleNextAction', {
      clientSecret: intent.client_secret,
    });

    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await expect(new ThreeDSecureModal(page).dialog).toHaveCount(0);
  });

  test('a malformed client secret throws an IntegrationError', async ({ page }) => {
    const playground = await Playground.open(page);
    const outcome = await playground.instance('handleNextAction', { clientSecret: 'pi_123' });
    expect(outcome.thrown).toBe(
      `Invalid value for stripe.handleNextAction(): expected \`clientSecret\` to be a client secret of the form ${SECRET_FORM}, but received "pi_123".`,
    );
  });
});

test.describe('handleCardAction', () => {
  /** The Card Element's card as a PaymentMethod; the server confirms it manually. */
  async function manualIntent(page: Page, card: typeof AUTHENTICATE) {
    const playground = await Playground.open(page);
    await playground.createReady('card');
    await fillCard(page, card, { element: 'card' });
    const { result } = await playground.instance('createPaymentMethod', {
      type: 'card',
      card: elementRef('card'),
    });
    const intent = await createIntentOnServer({
      payment_method: result.paymentMethod.id,
      confirmation_method: 'manual',
      confirm: true,
      use_stripe_sdk: true,
    });
    expect(intent.status).toBe('requires_action');
    return { playground, intent };
  }

  test('authenticates, the intent waits for the server, and the server confirms it', async ({
    page,
  }) => {
    const { playground, intent } = await manualIntent(page, AUTHENTICATE);

    const pending = playground.instance('handleCardAction', intent.client_secret);
    const { result } = await answerChallenge(page, pending, AUTHENTICATE, 'complete');

    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'requires_confirmation' });
    expect((await readIntent(intent.id)).status).toBe('requires_confirmation');
    expect((await confirmIntentOnServer(intent.id)).status).toBe('succeeded');
    expect((await readIntent(intent.id)).status).toBe('succeeded');
  });

  test('a failed challenge answers the authentication error', async ({ page }) => {
    const { playground, intent } = await manualIntent(page, ALWAYS_AUTHENTICATE);

    const pending = playground.instance('handleCardAction', intent.client_secret);
    const { result } = await answerChallenge(page, pending, ALWAYS_AUTHENTICATE, 'fail');

    expect(result.error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    expect((await readIntent(intent.id)).status).toBe('requires_payment_method');
  });

  test('a SetupIntent client secret throws an IntegrationError', async ({ page }) => {
    const playground = await Playground.open(page);
    const setup = await Playground.newSetupIntent();
    const outcome = await playground.instance('handleCardAction', setup.clientSecret);
    expect(outcome.thrown).toMatch(
      /^Invalid value for stripe\.handleCardAction\(\): expected `clientSecret` to be a PaymentIntent client secret/,
    );
  });
});
