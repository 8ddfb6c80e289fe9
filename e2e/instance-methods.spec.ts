import { fillCard, readElementError } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { elementRef, GROUP, Playground } from './pages/playground.js';
import { payWithConfirmationToken, readIntent, readSetupIntent } from './provider-api.js';
import { TEST_CARDS, type TestCard } from './test-cards.js';

// The instance's methods from a plain merchant script on the shop's /playground page, against
// the real provider and, where the flow finishes on a server, the shop's back end (stripe SDK).
const MANUAL = { mode: 'payment', amount: 2500, currency: 'usd', paymentMethodCreation: 'manual' };
const RETURN_URL = { return_url: 'http://localhost/return' };
/** elements.submit() of a complete card form: no error, the card tab chosen. */
const SUBMITTED = { selectedPaymentMethod: 'card' };

test.describe('createPaymentMethod', () => {
  test('turns the Card Element into a card PaymentMethod with billing details', async ({
    page,
  }) => {
    const playground = await Playground.open(page);
    await playground.createReady('card');
    await fillCard(page, TEST_CARDS.succeeds, { element: 'card' });

    const { result } = await playground.instance('createPaymentMethod', {
      type: 'card',
      card: elementRef('card'),
      billing_details: { name: 'Jenny Rosen' },
    });

    expect(result.paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      card: { brand: 'visa', last4: '4242' },
      billing_details: { name: 'Jenny Rosen' },
    });
  });

  test("needs elements.submit() first with the Payment Element and paymentMethodCreation 'manual'", async ({
    page,
  }) => {
    const playground = await Playground.open(page, MANUAL);
    await playground.createReady('payment');
    await fillCard(page, TEST_CARDS.succeeds);

    const early = await playground.instance('createPaymentMethod', { elements: GROUP });
    expect(JSON.stringify(early)).toContain('elements.submit() must be called before');

    expect((await playground.group('submit')).result).toEqual(SUBMITTED);
    const { result } = await playground.instance('createPaymentMethod', { elements: GROUP });
    expect(result.paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      card: { last4: '4242' },
    });
  });
});

test('createSource makes a card source from the Card Element; retrieveSource reads it back', async ({
  page,
}) => {
  const playground = await Playground.open(page);
  await playground.createReady('card');
  await fillCard(page, TEST_CARDS.succeeds, { element: 'card' });

  const { result } = await playground.instance('createSource', elementRef('card'), {
    type: 'card',
    owner: { name: 'Jenny Rosen' },
  });
  expect(result).toMatchObject({
    source: {
      id: expect.stringMatching(/^src_/),
      object: 'source',
      status: 'chargeable',
      owner: { name: 'Jenny Rosen' },
      card: { last4: '4242', brand: 'Visa' },
    },
  });
  const source = result.source as { id: string; client_secret: string };
  const read = await playground.instance('retrieveSource', {
    id: source.id,
    client_secret: source.client_secret,
  });
  expect(read.result.source).toEqual(source);
});

test('createConfirmationToken, then the shop confirms a PaymentIntent with it on its server', async ({
  page,
}) => {
  const playground = await Playground.open(page);
  await playground.createReady('payment');
  await fillCard(page, TEST_CARDS.succeeds);

  expect((await playground.group('submit')).result).toEqual(SUBMITTED);
  const { result } = await playground.instance('createConfirmationToken', { elements: GROUP });
  const token = result.confirmationToken as { id: string };
  expect(token.id).toMatch(/^ctoken_/);

  const paid = await payWithConfirmationToken(token.id);
  expect(paid).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^pi_/) });
  expect((await readIntent(paid.id ?? '')).status).toBe('succeeded');
});

test.describe('createToken', () => {
  test('makes a card token from the Card Element', async ({ page }) => {
    const playground = await Playground.open(page);
    await playground.createReady('card');
    await fillCard(page, TEST_CARDS.succeeds, { element: 'card' });

    const { result } = await playground.instance('createToken', elementRef('card'), {
      name: 'Jenny Rosen',
    });
    expect(result.token).toMatchObject({
      type: 'card',
      card: { last4: '4242', name: 'Jenny Rosen' },
    });
  });

  test('makes a cvc_update token from the split cardCvc field', async ({ page }) => {
    const playground = await Playground.open(page);
    const cvc = await playground.createReady('cardCvc');
    await cvc.locator('input[autocomplete="cc-csc"]').pressSequentially('123');

    const { result } = await playground.instance(
      'createToken',
      'cvc_update',
      elementRef('cardCvc'),
    );
    expect(result.token).toMatchObject({ type: 'cvc_update', id: expect.any(String) });
  });

  test('makes a pii token from a personal id number', async ({ page }) => {
    const playground = await Playground.open(page);
    const { result } = await playground.instance('createToken', 'pii', {
      personal_id_number: '000000000',
    });
    expect(result.token).toMatchObject({ type: 'pii', id: expect.any(String) });
    expect(JSON.stringify(result)).not.toContain('000000000');
  });

  test('makes a bank_account token, with a country name turned into its code', async ({ page }) => {
    const playground = await Playground.open(page);
    const { result } = await playground.instance('createToken', 'bank_account', {
      country: 'United States',
      currency: 'usd',
      routing_number: '110000000',
      account_number: '000123456789',
      account_holder_name: 'Jenny Rosen',
      account_holder_type: 'individual',
    });
    expect(result.token).toMatchObject({
      id: expect.stringMatching(/^btok_|^tok_/),
      type: 'bank_account',
      bank_account: { country: 'US', last4: '6789', account_holder_name: 'Jenny Rosen' },
    });

    const refused = await playground.instance('createToken', 'bank_account', {
      country: 'US',
      currency: 'usd',
      routing_number: '11000000',
      account_number: '000123456789',
    });
    expect(refused.result.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'routing_number_invalid',
      param: 'bank_account[routing_number]',
    });
  });

  test('makes account and person tokens for Connect onboarding', async ({ page }) => {
    const playground = await Playground.open(page);
    const dob = { day: 1, month: 1, year: 1990 };
    const account = await playground.instance('createToken', 'account', {
      business_type: 'individual',
      individual: { first_name: 'Jenny', last_name: 'Rosen', dob, ssn_last_4: '0000' },
      tos_shown_and_accepted: true,
    });
    expect(account.result.token).toMatchObject({ id: expect.any(String), type: 'account' });

    const person = await playground.instance('createToken', 'person', {
      first_name: 'Jenny',
      last_name: 'Rosen',
      dob,
      gender: 'female',
      relationship: { owner: true, percent_ownership: 40 },
    });
    expect(person.result.token).toMatchObject({ id: expect.any(String), type: 'person' });
  });

  // The token parameter rules: each broken rule is an IntegrationError, thrown before
  // anything reaches the provider.
  const BROKEN_RULES: [string, string, object][] = [
    [
      'person',
      'person.ssn_last_4 should be a string of exactly 4 characters',
      { ssn_last_4: '123' },
    ],
    [
      'person',
      'person.dob.day should be a number from 1 to 31',
      { dob: { day: 32, month: 1, year: 1990 } },
    ],
    [
      'account',
      'account.individual.dob.month should be a number from 1 to 12',
      {
        business_type: 'individual',
        individual: { dob: { day: 1, month: 13, year: 1990 } },
        tos_shown_and_accepted: true,
      },
    ],
    [
      'person',
      'person.relationship.percent_ownership should be a number from 0 to 100',
      { relationship: { percent_ownership: 101 } },
    ],
    ['person', 'person.gender should be one of male, female', { gender: 'other' }],
    [
      'account',
      'account.business_type should be one of individual, company, non_profit, government_entity',
      { business_type: 'partnership', tos_shown_and_accepted: true },
    ],
    [
      'account',
      'account.tos_shown_and_accepted should be true',
      { business_type: 'company', tos_shown_and_accepted: false },
    ],
  ];
  test('refuses each broken account and person parameter rule with an IntegrationError', async ({
    page,
  }) => {
    const playground = await Playground.open(page);
    // Every request of the whole test, not a 2 s wait that a slow loop would outlast.
    const tokens: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\/tokens/.test(request.url())) tokens.push(request.url());
    });
    for (const [type, problem, data] of BROKEN_RULES) {
      const outcome = await playground.instance('createToken', type, data);
      expect(outcome, problem).toEqual({ thrown: `Invalid value for createToken(): ${problem}.` });
    }
    expect(tokens).toEqual([]);
  });
});

test.describe('SetupIntents', () => {
  /** A Payment Element filled with `card`, then confirmSetup of its group. */
  async function confirmSetupWith(playground: Playground, card: TestCard) {
    await playground.createReady('payment');
    await fillCard(playground.page, card);
    return playground.instance('confirmSetup', {
      elements: GROUP,
      redirect: 'if_required',
      confirmParams: RETURN_URL,
    });
  }

  test('retrieveSetupIntent, then confirmSetup with the Payment Element saves the card', async ({
    page,
  }) => {
    const intent = await Playground.newSetupIntent();
    const playground = await Playground.open(page, intent.clientSecret);
    const retrieved = await playground.instance('retrieveSetupIntent', intent.clientSecret);
    expect(retrieved.result.setupIntent).toMatchObject({
      id: intent.id,
      status: 'requires_payment_method',
    });
    const { result } = await confirmSetupWith(playground, TEST_CARDS.succeeds);

    expect(result.setupIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    const saved = await readSetupIntent(intent.id);
    expect(saved.status).toBe('succeeded');
    expect(saved.payment_method).toMatch(/^pm_/);
  });

  test('confirmSetup answers a decline in the result and leaves showing it to the merchant', async ({
    page,
  }) => {
    const intent = await Playground.newSetupIntent();
    const playground = await Playground.open(page, intent.clientSecret);

    const { result } = await confirmSetupWith(playground, TEST_CARDS.declined);

    expect(result.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect(await readElementError(page)).toBeNull();
    expect((await readSetupIntent(intent.id)).status).toBe('requires_payment_method');
  });

  test('confirmCardSetup with the Card Element, and a decline leaves it to retry', async ({
    page,
  }) => {
    const intent = await Playground.newSetupIntent();
    const playground = await Playground.open(page, intent.clientSecret);
    await playground.createReady('card');
    const confirm = () =>
      playground.instance('confirmCardSetup', intent.clientSecret, {
        payment_method: { card: elementRef('card') },
      });

    await fillCard(page, TEST_CARDS.declined, { element: 'card' });
    expect((await confirm()).result.error).toMatchObject({ code: 'card_declined' });

    await fillCard(page, TEST_CARDS.succeeds, { element: 'card' });
    expect((await confirm()).result.setupIntent).toMatchObject({ status: 'succeeded' });
    expect((await readSetupIntent(intent.id)).status).toBe('succeeded');
  });
});

test('methods Kassa has not built answer unsupported_method, naming themselves', async ({
  page,
}) => {
  const playground = await Playground.open(page);
  for (const method of ['verifyIdentity']) {
    const { result } = await playground.instance(method, {});
    expect(result, method).toMatchObject({
      error: {
        type: 'invalid_request_error',
        code: 'unsupported_method',
        message: expect.stringContaining(method),
      },
    });
  }
});
