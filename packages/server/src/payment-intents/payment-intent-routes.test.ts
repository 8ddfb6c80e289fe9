import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const createIntent = async (params: object = {}) => {
  const res = await api.post('/v1/payment_intents', { amount: 2000, currency: 'usd', ...params });
  return { status: res.status, body: await res.json() };
};

const newCard = async (number = VISA.number) =>
  (
    await (
      await api.post('/v1/payment_methods', { type: 'card', card: { ...VISA, number } }, api.pk)
    ).json()
  ).id as string;

describe('POST /v1/payment_intents', () => {
  it('creates an intent with every Stripe field', async () => {
    const { status, body } = await createIntent({
      metadata: { order_id: '6735' },
      description: 'Tea',
      payment_method_types: ['card'],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'payment_intent',
      amount: 2000,
      amount_capturable: 0,
      amount_received: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      capture_method: 'automatic_async',
      confirmation_method: 'automatic',
      payment_method_types: ['card'],
      automatic_payment_methods: null,
      metadata: { order_id: '6735' },
      description: 'Tea',
      livemode: false,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      payment_method: null,
      customer: null,
      canceled_at: null,
      cancellation_reason: null,
      setup_future_usage: null,
      shipping: null,
      receipt_email: null,
      statement_descriptor: null,
    });
    expect(body.id).toMatch(/^pi_[A-Za-z0-9]+$/);
    expect(body.client_secret).toMatch(new RegExp(`^${body.id}_secret_[A-Za-z0-9]+$`));
  });

  it('turns on automatic payment methods when no types are given', async () => {
    const { body } = await createIntent({ automatic_payment_methods: { enabled: true } });
    expect(body.automatic_payment_methods).toEqual({ allow_redirects: 'always', enabled: true });
    // The types Kassa runs that take the intent's currency and amount (usd 20.00: not Affirm,
    // whose minimum is 50.00; not customer balance, without a customer).
    expect(body.payment_method_types).toEqual([
      'card',
      'us_bank_account',
      'alipay',
      'afterpay_clearpay',
      'klarna',
      'paypal',
      'amazon_pay',
      'zip',
      'cashapp',
      'wechat_pay',
    ]);
  });

  it('is requires_confirmation with a payment method and no confirm', async () => {
    const { body } = await createIntent({ payment_method: await newCard() });
    expect(body.status).toBe('requires_confirmation');
  });

  it.each([
    [{ amount: 49 }, 'amount_too_small', 'amount', 'Amount must be at least $0.50 usd'],
    [
      { amount: 29, currency: 'gbp' },
      'amount_too_small',
      'amount',
      'Amount must be at least £0.30 gbp',
    ],
    [{ amount: 100_000_000 }, 'amount_too_large', 'amount', undefined],
    [{ amount: 'ten' }, 'parameter_invalid_integer', 'amount', 'Invalid integer: ten'],
    [{ amount: '' }, 'parameter_invalid_empty', 'amount', undefined],
    [{ currency: 'xyz' }, undefined, 'currency', undefined],
    [{ colour: 'red' }, 'parameter_unknown', 'colour', 'Received unknown parameter: colour'],
    [{ metadata: { ['k'.repeat(41)]: 'v' } }, undefined, `metadata[${'k'.repeat(41)}]`, undefined],
    [{ capture_method: 'later' }, undefined, 'capture_method', undefined],
    [
      { payment_method_types: ['bitcoin'] },
      'payment_intent_invalid_parameter',
      'payment_method_types[0]',
      undefined,
    ],
    [{ customer: 'cus_nobody' }, 'resource_missing', 'customer', undefined],
  ])('rejects %j', async (params, code, param, message) => {
    const { status, body } = await createIntent(params);
    expect(status).toBe(code === 'resource_missing' ? 404 : 400);
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.code).toBe(code);
    expect(body.error.param).toBe(param);
    if (message) expect(body.error.message).toBe(message);
  });

  it('requires amount and currency', async () => {
    const res = await api.post('/v1/payment_intents', { currency: 'usd' });
    expect((await res.json()).error).toMatchObject({ code: 'parameter_missing', param: 'amount' });
  });

  it('refuses the publishable key', async () => {
    const res = await api.post('/v1/payment_intents', { amount: 2000, currency: 'usd' }, api.pk);
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'secret_key_required',
    });
  });
});

describe('confirming', () => {
  it('succeeds with 4242 and records a Charge', async () => {
    const { body: created } = await createIntent();
    const pm = await newCard();
    const res = await api.post(`/v1/payment_intents/${created.id}/confirm`, { payment_method: pm });
    const intent = await res.json();
    expect(res.status).toBe(200);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 2000,
      payment_method: pm,
      last_payment_error: null,
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    const rows = await api.store.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM charges WHERE id = $1',
      [intent.latest_charge],
    );
    expect(rows[0]?.data).toMatchObject({
      object: 'charge',
      amount: 2000,
      amount_captured: 2000,
      paid: true,
      captured: true,
      status: 'succeeded',
      payment_intent: created.id,
      outcome: { network_status: 'approved_by_network', type: 'authorized' },
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', checks: { cvc_check: 'pass' } },
      },
    });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      '4000000000009995',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
    [
      '4000000000000127',
      'incorrect_cvc',
      'incorrect_cvc',
      "Your card's security code is incorrect.",
    ],
    [
      '4000000000000119',
      'processing_error',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])(
    'declines %s with %s / %s and leaves the intent payable',
    async (number, code, declineCode, message) => {
      const { body: created } = await createIntent();
      const pm = await newCard(number);
      const res = await api.post(`/v1/payment_intents/${created.id}/confirm`, {
        payment_method: pm,
      });
      expect(res.status).toBe(402);
      const { error } = await res.json();
      expect(error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, message });
      expect(error.payment_intent).toMatchObject({
        id: created.id,
        status: 'requires_payment_method',
      });
      expect(error.payment_method.id).toBe(pm);
      expect(error.charge).toMatch(/^ch_/);
      const intent = await (await api.get(`/v1/payment_intents/${created.id}`)).json();
      expect(intent).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        latest_charge: error.charge,
        last_payment_error: {
          type: 'card_error',
          code,
          decline_code: declineCode,
          message,
          payment_method: { id: pm },
        },
      });
      const charge = await api.store.query<{ data: { status: string; failure_code: string } }>(
        'SELECT data FROM charges WHERE id = $1',
        [error.charge],
      );
      expect(charge[0]?.data).toMatchObject({ status: 'failed', failure_code: code });
    },
  );

  it('pays after a decline with another card', async () => {
    const { body: created } = await createIntent();
    const declined = await api.post(`/v1/payment_intents/${created.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
    });
    expect(declined.status).toBe(402);
    const paid = await api.post(`/v1/payment_intents/${created.id}/confirm`, {
      payment_method: 'pm_card_visa',
    });
    expect(await paid.json()).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it.each([
    ['pm_card_visa', 'visa'],
    ['pm_card_mastercard', 'mastercard'],
    ['pm_card_amex', 'amex'],
  ])('accepts the test payment method %s', async (id, brand) => {
    const { body } = await createIntent({ payment_method: id, confirm: true });
    expect(body.status).toBe('succeeded');
    const pm = await (await api.get(`/v1/payment_methods/${body.payment_method}`)).json();
    expect(pm.card.brand).toBe(brand);
  });

  it('creates the payment method inline from payment_method_data', async () => {
    const { body: created } = await createIntent();
    const res = await api.post(`/v1/payment_intents/${created.id}/confirm`, {
      payment_method_data: { type: 'card', card: VISA, billing_details: { name: 'Ada' } },
      return_url: 'https://shop.example/done',
    });
    const intent = await res.json();
    expect(intent.status).toBe('succeeded');
    expect(intent.payment_method).toMatch(/^pm_/);
  });

  it('accepts what Stripe.js sends beside the card in payment_method_data', async () => {
    const { body: created } = await createIntent();
    const res = await api.post(
      `/v1/payment_intents/${created.id}/confirm`,
      {
        client_secret: created.client_secret,
        use_stripe_sdk: true,
        payment_method_data: {
          type: 'card',
          card: VISA,
          payment_user_agent: 'stripe.js/v3; payment-element',
          time_on_page: 5123,
          guid: 'NA',
          pasted_fields: 'number',
        },
      },
      api.pk,
    );
    expect((await res.json()).status).toBe('succeeded');
  });

  it('holds the amount with manual capture', async () => {
    const { body } = await createIntent({
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(body).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 2000,
      amount_received: 0,
    });
  });

  it('answers 402 with the intent when create+confirm declines', async () => {
    const res = await api.post('/v1/payment_intents', {
      amount: 2000,
      currency: 'usd',
      payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
      confirm: true,
    });
    expect(res.status).toBe(402);
    const { error } = await res.json();
    expect(error.decline_code).toBe('insufficient_funds');
    const stored = await (await api.get(`/v1/payment_intents/${error.payment_intent.id}`)).json();
    expect(stored.status).toBe('requires_payment_method');
  });

  it('refuses to confirm a succeeded intent', async () => {
    const { body } = await createIntent({ payment_method: 'pm_card_visa', confirm: true });
    const res = await api.post(`/v1/payment_intents/${body.id}/confirm`, {});
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(error.payment_intent.status).toBe('succeeded');
  });

  it('refuses to confirm without a payment method', async () => {
    const { body } = await createIntent();
    const res = await api.post(`/v1/payment_intents/${body.id}/confirm`, {});
    expect((await res.json()).error.message).toMatch(/missing a payment method/);
  });

  it('answers 404 for a payment method that does not exist', async () => {
    const { body } = await createIntent();
    const res = await api.post(`/v1/payment_intents/${body.id}/confirm`, {
      payment_method: 'pm_missing',
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({
      code: 'resource_missing',
      param: 'payment_method',
    });
  });
});

describe('publishable key with the client secret', () => {
  it('retrieves the intent as Stripe.js sees it', async () => {
    const { body } = await createIntent({ metadata: { secret: 'merchant-only' } });
    const res = await api.get(
      `/v1/payment_intents/${body.id}`,
      { client_secret: body.client_secret },
      api.pk,
    );
    const intent = await res.json();
    expect(res.status).toBe(200);
    expect(intent).toMatchObject({ id: body.id, status: 'requires_payment_method', amount: 2000 });
    expect(intent.metadata).toBeUndefined();
  });

  it('confirms with the client secret and a new card', async () => {
    const { body } = await createIntent();
    const res = await api.post(
      `/v1/payment_intents/${body.id}/confirm`,
      { client_secret: body.client_secret, payment_method_data: { type: 'card', card: VISA } },
      api.pk,
    );
    expect(await res.json()).toMatchObject({ status: 'succeeded' });
  });

  it.each([
    ['without the secret', undefined, 400, 'parameter_missing'],
    ['with another secret', 'pi_x_secret_y', 400, 'payment_intent_invalid_parameter'],
  ])('refuses to retrieve %s', async (_case, secret, status, code) => {
    const { body } = await createIntent();
    const res = await api.get(
      `/v1/payment_intents/${body.id}`,
      secret ? { client_secret: secret } : {},
      api.pk,
    );
    expect(res.status).toBe(status);
    expect((await res.json()).error).toMatchObject({ code, param: 'client_secret' });
  });

  it('refuses to confirm with a wrong secret and changes nothing', async () => {
    const { body } = await createIntent();
    const res = await api.post(
      `/v1/payment_intents/${body.id}/confirm`,
      { client_secret: `${body.id}_secret_wrong`, payment_method: 'pm_card_visa' },
      api.pk,
    );
    expect(res.status).toBe(400);
    const intent = await (await api.get(`/v1/payment_intents/${body.id}`)).json();
    expect(intent.status).toBe('requires_payment_method');
  });

  it('answers 404 for an unknown intent', async () => {
    const res = await api.get(
      '/v1/payment_intents/pi_unknown',
      { client_secret: 'pi_unknown_secret_x' },
      api.pk,
    );
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_unknown'",
    });
  });
});
