import { fillCard } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { PUBLISHABLE_KEY } from './e2e-env.js';
import { elementRef, GROUP, Playground, type PlaygroundWindow } from './pages/playground.js';
import { readIntent, readSetupIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// Elements groups in deferred-intent mode: the page collects the card before any
// intent exists; the shop creates the PaymentIntent or SetupIntent after elements.submit().
const IF_REQUIRED = {
  redirect: 'if_required',
  confirmParams: { return_url: 'http://localhost/r' },
};
const CONFIRM_SETUP_NEEDS_SETUP =
  'confirmSetup needs elements created with mode: "setup". Use confirmPayment for mode "payment".';
const CONFIRM_PAYMENT_NEEDS_AMOUNT =
  'confirmPayment needs elements created with mode: "payment" or "subscription" with an amount. Use confirmSetup for mode "setup".';

/** Opens a deferred group with these options, fills a Payment Element with 4242 and submits it. */
async function submitted(page: Page, options: object): Promise<Playground> {
  const playground = await Playground.open(page, { currency: 'usd', ...options });
  await playground.createReady('payment');
  await fillCard(page, TEST_CARDS.succeeds);
  expect((await playground.group('submit')).result).toEqual({ selectedPaymentMethod: 'card' });
  return playground;
}

/** confirmPayment or confirmSetup of the group with the intent the shop created. */
function confirmWith(
  playground: Playground,
  method: 'confirmPayment' | 'confirmSetup',
  clientSecret: string,
) {
  return playground.instance(method, { elements: GROUP, clientSecret, ...IF_REQUIRED });
}

test.describe("mode 'payment'", () => {
  test('confirmPayment with the client secret the shop creates after submit() pays it', async ({
    page,
  }) => {
    const playground = await submitted(page, { mode: 'payment', amount: 2500 });
    const intent = await Playground.newIntent();

    const { result } = await confirmWith(playground, 'confirmPayment', intent.clientSecret);

    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    const paid = await readIntent(intent.id);
    expect(paid).toMatchObject({ status: 'succeeded', amount: 2500 });
    expect(paid.payment_method).toMatch(/^pm_/);
  });

  test('confirmPayment without a clientSecret throws the controller message', async ({ page }) => {
    const playground = await submitted(page, { mode: 'payment', amount: 2500 });

    const outcome = await playground.instance('confirmPayment', {
      elements: GROUP,
      ...IF_REQUIRED,
    });

    expect(outcome).toEqual({
      thrown: 'You must pass in a clientSecret when calling stripe.confirmPayment()',
    });
  });

  test('confirmSetup is refused: it needs setup mode', async ({ page }) => {
    const playground = await submitted(page, { mode: 'payment', amount: 2500 });
    const setup = await Playground.newSetupIntent();

    const outcome = await confirmWith(playground, 'confirmSetup', setup.clientSecret);

    expect(outcome).toEqual({ thrown: CONFIRM_SETUP_NEEDS_SETUP });
    expect((await readSetupIntent(setup.id)).status).toBe('requires_payment_method');
  });
});

test.describe("mode 'setup'", () => {
  test('confirmSetup with the SetupIntent the shop creates after submit() saves the card', async ({
    page,
  }) => {
    const playground = await submitted(page, { mode: 'setup' });
    const setup = await Playground.newSetupIntent();

    const { result } = await confirmWith(playground, 'confirmSetup', setup.clientSecret);

    expect(result.setupIntent).toMatchObject({ id: setup.id, status: 'succeeded' });
    expect(await readSetupIntent(setup.id)).toMatchObject({
      status: 'succeeded',
      payment_method: expect.stringMatching(/^pm_/),
    });
  });

  test('confirmSetup without a clientSecret throws the controller message', async ({ page }) => {
    const playground = await submitted(page, { mode: 'setup' });

    const outcome = await playground.instance('confirmSetup', { elements: GROUP, ...IF_REQUIRED });

    expect(outcome).toEqual({
      thrown: 'You must pass in a clientSecret when calling stripe.confirmSetup()',
    });
  });

  test('createPaymentMethod makes a card PaymentMethod for the shop to attach', async ({
    page,
  }) => {
    const playground = await submitted(page, { mode: 'setup', paymentMethodCreation: 'manual' });

    const { result } = await playground.instance('createPaymentMethod', { elements: GROUP });

    expect(result.paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      card: { last4: '4242' },
    });
  });
});

test.describe("mode 'subscription'", () => {
  test('with an amount it confirms a payment, and confirmSetup is refused', async ({ page }) => {
    const playground = await submitted(page, { mode: 'subscription', amount: 2500 });
    const setup = await Playground.newSetupIntent();
    const refused = await confirmWith(playground, 'confirmSetup', setup.clientSecret);
    expect(refused).toEqual({ thrown: CONFIRM_SETUP_NEEDS_SETUP });

    const intent = await Playground.newIntent();
    const { result } = await confirmWith(playground, 'confirmPayment', intent.clientSecret);

    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect((await readIntent(intent.id)).status).toBe('succeeded');
  });

  test('without an amount it confirms a setup, and confirmPayment is refused', async ({ page }) => {
    const playground = await submitted(page, { mode: 'subscription' });
    const intent = await Playground.newIntent();
    const refused = await confirmWith(playground, 'confirmPayment', intent.clientSecret);
    expect(refused).toEqual({ thrown: CONFIRM_PAYMENT_NEEDS_AMOUNT });
    expect((await readIntent(intent.id)).status).toBe('requires_payment_method');

    const setup = await Playground.newSetupIntent();
    const { result } = await confirmWith(playground, 'confirmSetup', setup.clientSecret);

    expect(result.setupIntent).toMatchObject({ id: setup.id, status: 'succeeded' });
    expect((await readSetupIntent(setup.id)).status).toBe('succeeded');
  });
});

test('stripe.elements() throws IntegrationErrors for deferred options that break the rules', async ({
  page,
}) => {
  await Playground.open(page);
  const thrown = await page.evaluate(() => {
    const w = window as unknown as PlaygroundWindow;
    const attempt = (options: object) => {
      try {
        w.kassa.elements(options);
        return 'no error';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    };
    return [
      attempt({ mode: 'payment', currency: 'usd' }),
      attempt({ mode: 'payment', amount: 2500 }),
      attempt({ mode: 'donation', amount: 2500, currency: 'usd' }),
      attempt({ mode: 'payment', amount: -1, currency: 'usd' }),
      attempt({ mode: 'subscription', currency: 'usd', customerSessionClientSecret: 'cuss_1' }),
      attempt({ mode: 'payment', amount: 2500, currency: 'usd', clientSecret: 'pi_1_secret_2' }),
    ];
  });
  expect(thrown).toEqual([
    'IntegrationError: Invalid value for stripe.elements(): expected `amount` to be a non-negative integer in the smallest currency unit, but received undefined.',
    'IntegrationError: Invalid value for stripe.elements(): expected `currency` to be a three-letter currency code, but received undefined.',
    "IntegrationError: Invalid value for stripe.elements(): expected `mode` to be one of 'payment', 'setup' or 'subscription', but received \"donation\".",
    'IntegrationError: Invalid value for stripe.elements(): expected `amount` to be a non-negative integer in the smallest currency unit, but received -1.',
    'IntegrationError: You cannot specify a customerSessionClientSecret while using Subscriptions.',
    'IntegrationError: Invalid value for stripe.elements(): expected either `clientSecret` or `mode`, but received both.',
  ]);
});

// The controller's messages, as a merchant page sees them thrown.
test.describe('controller messages', () => {
  test('an element of another Kassa instance: "Please use the same instance of Stripe…"', async ({
    page,
  }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    await playground.createReady('card');
    const messages = await page.evaluate(async (key) => {
      const w = window as unknown as PlaygroundWindow & { Kassa(key: string): object };
      const other = w.Kassa(key) as {
        createPaymentMethod(options: object): Promise<unknown>;
        confirmPayment(options: object): Promise<unknown>;
      };
      const failure = async (call: () => Promise<unknown>) => {
        try {
          await call();
          return 'no error';
        } catch (error) {
          return (error as Error).message;
        }
      };
      return [
        await failure(() => other.createPaymentMethod({ type: 'card', card: w.created.card })),
        await failure(() =>
          other.confirmPayment({ elements: w.elements, redirect: 'if_required' }),
        ),
      ];
    }, PUBLISHABLE_KEY);
    const sameInstance = 'Please use the same instance of Stripe you used to create this Element.';
    expect(messages).toEqual([sameInstance, sameInstance]);
  });

  test('a group with no mounted element: "Could not retrieve data from Elements…"', async ({
    page,
  }) => {
    const intent = await Playground.newIntent();
    const playground = await Playground.open(page, intent.clientSecret);

    const outcome = await playground.instance('confirmPayment', {
      elements: GROUP,
      ...IF_REQUIRED,
    });

    expect(outcome).toEqual({
      thrown: 'Could not retrieve data from Elements. Did Elements mount successfully?',
    });
    expect((await readIntent(intent.id)).status).toBe('requires_payment_method');
  });

  test('an unmounted card element: "We could not retrieve data from the specified Element…"', async ({
    page,
  }) => {
    const intent = await Playground.newIntent();
    const playground = await Playground.open(page, intent.clientSecret);
    await playground.createReady('card');
    await playground.call('card', 'unmount');

    const outcome = await playground.instance('confirmCardPayment', intent.clientSecret, {
      payment_method: { card: elementRef('card') },
    });

    expect(outcome).toEqual({
      thrown:
        'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
    });
  });
});
