import { FIELD_SELECTORS, fillCard } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { elementRef, Playground, type PlaygroundWindow } from './pages/playground.js';
import { readIntent, readSetupIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// The split card fields (cardNumber, cardExpiry, cardCvc) as one card: which of them are
// mounted decides what a confirm collects, and each takes update() on its own.
const SPLIT = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
const FIELD = { cardNumber: 'number', cardExpiry: 'expiry', cardCvc: 'cvc' } as const;

async function openSplit(page: Page, types: readonly (typeof SPLIT)[number][] = SPLIT) {
  const intent = await Playground.newIntent();
  const playground = await Playground.open(page, intent.clientSecret);
  for (const type of types) await playground.createReady(type);
  return { intent, playground };
}

function confirmWithNumber(playground: Playground, clientSecret: string) {
  return playground.instance('confirmCardPayment', clientSecret, {
    payment_method: { card: elementRef('cardNumber') },
  });
}

for (const type of SPLIT) {
  test(`${type}: update() changes the placeholder and style of the live field`, async ({
    page,
  }) => {
    const { playground } = await openSplit(page, [type]);
    const input = playground.frame(type).locator(FIELD_SELECTORS[FIELD[type]]);
    await input.waitFor();

    const outcome = await playground.call(type, 'update', {
      placeholder: 'Type here',
      style: { base: { color: '#ff0000' } },
    });

    expect(outcome).toEqual({ result: 'this' });
    await expect(input).toHaveAttribute('placeholder', 'Type here');
    await expect
      .poll(() => input.evaluate((node) => getComputedStyle(node).color))
      .toBe('rgb(255, 0, 0)');
  });
}

test.describe('mounted and unmounted split fields', () => {
  test('all three mounted: confirmCardPayment with cardNumber collects the whole card', async ({
    page,
  }) => {
    const { intent, playground } = await openSplit(page);
    await fillCard(page, TEST_CARDS.succeeds, { element: 'split' });

    const { result } = await confirmWithNumber(playground, intent.clientSecret);

    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect((await readIntent(intent.id)).status).toBe('succeeded');
  });

  test('cardExpiry unmounted: the confirm is refused and the intent stays payable', async ({
    page,
  }) => {
    const { intent, playground } = await openSplit(page);
    await fillCard(page, TEST_CARDS.succeeds, { element: 'split' });
    await playground.call('cardExpiry', 'unmount');

    const outcome = await confirmWithNumber(playground, intent.clientSecret);

    // As Stripe answers a split card without its expiry field: the parameter is missing.
    expect(outcome.result.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: 'payment_method_data[card][exp_month]',
    });
    expect((await readIntent(intent.id)).status).toBe('requires_payment_method');
  });

  test('remounting the field makes the card whole again', async ({ page }) => {
    const { intent, playground } = await openSplit(page);
    await playground.call('cardExpiry', 'unmount');
    await playground.call('cardExpiry', 'mount', '#mount-cardExpiry');
    await playground.expectEvents('cardExpiry', 'ready', 2);
    await fillCard(page, TEST_CARDS.succeeds, { element: 'split' });

    const { result } = await confirmWithNumber(playground, intent.clientSecret);

    expect(result.paymentIntent).toMatchObject({ status: 'succeeded' });
  });
});

test('the network lookup waits 500 ms after the number is typed', async ({ page }) => {
  const { playground } = await openSplit(page, ['cardNumber']);
  const input = playground.frame('cardNumber').locator(FIELD_SELECTORS.number);
  await page.evaluate(() => {
    const w = window as unknown as PlaygroundWindow & { heardAt: number[] };
    w.heardAt = [];
    w.created.cardNumber?.on?.('networkschange', () => w.heardAt.push(Date.now()));
  });

  const digits = TEST_CARDS.coBadged.number.slice(0, 8);
  await input.pressSequentially(digits.slice(0, 7));
  // Taken before the 8th digit is pressed, so the bound below holds however slow the machine.
  const typed = Date.now();
  await input.press(digits.slice(7));
  await playground.expectEvents('cardNumber', 'networkschange', 1);

  const [event] = await playground.events('cardNumber', 'networkschange');
  expect(event?.payload?.networks).toEqual(expect.arrayContaining(['cartes_bancaires', 'visa']));
  const [heard = 0] = await page.evaluate(
    () => (window as unknown as { heardAt: number[] }).heardAt,
  );
  // The lookup starts once the 8th digit is in, and waits 500 ms for the typing to pause.
  expect(heard - typed).toBeGreaterThanOrEqual(490);
});

// The instance methods that take a card element take the split number field for the whole card.
test.describe('instance methods with the split fields', () => {
  test('createPaymentMethod with cardNumber makes a card PaymentMethod of all three fields', async ({
    page,
  }) => {
    const { playground } = await openSplit(page);
    await fillCard(page, TEST_CARDS.succeeds, { element: 'split' });

    const { result } = await playground.instance('createPaymentMethod', {
      type: 'card',
      card: elementRef('cardNumber'),
    });

    expect(result.paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: expect.any(Number) },
    });
  });

  test('createToken with cardNumber makes a card token', async ({ page }) => {
    const { playground } = await openSplit(page);
    await fillCard(page, TEST_CARDS.succeeds, { element: 'split' });

    const { result } = await playground.instance('createToken', elementRef('cardNumber'), {
      name: 'Jenny Rosen',
    });

    expect(result.token).toMatchObject({
      id: expect.stringMatching(/^tok_/),
      type: 'card',
      card: { last4: '4242', name: 'Jenny Rosen' },
    });
  });

  test('confirmCardSetup with cardNumber saves the card on the SetupIntent', async ({ page }) => {
    const setup = await Playground.newSetupIntent();
    const playground = await Playground.open(page, setup.clientSecret);
    for (const type of SPLIT) await playground.createReady(type);
    await fillCard(page, TEST_CARDS.succeeds, { element: 'split' });

    const { result } = await playground.instance('confirmCardSetup', setup.clientSecret, {
      payment_method: { card: elementRef('cardNumber') },
    });

    expect(result.setupIntent).toMatchObject({ id: setup.id, status: 'succeeded' });
    expect(await readSetupIntent(setup.id)).toMatchObject({
      status: 'succeeded',
      payment_method: expect.stringMatching(/^pm_/),
    });
  });
});
