import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const customer = async () => (await api.post('/v1/customers', {})).json();
const createSetup = async (params: object = {}) =>
  (await api.post('/v1/setup_intents', params)).json();

describe('POST /v1/setup_intents', () => {
  it("creates a SetupIntent with Stripe's fields", async () => {
    const res = await api.post('/v1/setup_intents', { metadata: { a: '1' }, description: 'd' });
    expect(res.status).toBe(200);
    const intent = await res.json();
    expect(intent).toEqual({
      id: expect.stringMatching(/^seti_/),
      object: 'setup_intent',
      application: null,
      automatic_payment_methods: { allow_redirects: 'always', enabled: true },
      cancellation_reason: null,
      client_secret: expect.stringMatching(/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
      created: expect.any(Number),
      customer: null,
      description: 'd',
      excluded_payment_method_types: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: { a: '1' },
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      },
      payment_method_types: ['card'],
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage: 'off_session',
    });
    expect(intent.client_secret.startsWith(`${intent.id}_secret_`)).toBe(true);
  });

  it('confirms on create and attaches the card to the customer', async () => {
    const cus = await customer();
    const intent = await createSetup({
      customer: cus.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      usage: 'on_session',
    });
    expect(intent).toMatchObject({ status: 'succeeded', usage: 'on_session', customer: cus.id });
    expect(intent.latest_attempt).toMatch(/^setatt_/);
    const pm = await (await api.get(`/v1/payment_methods/${intent.payment_method}`)).json();
    expect(pm.customer).toBe(cus.id);
  });

  it('takes a payment method without confirming: requires_confirmation', async () => {
    const pm = await (await api.post('/v1/payment_methods', { type: 'card', card: VISA })).json();
    const intent = await createSetup({ payment_method: pm.id });
    expect(intent).toMatchObject({ status: 'requires_confirmation', payment_method: pm.id });
  });

  it.each([
    [{ usage: 'sometimes' }, 400, 'usage'],
    [{ customer: 'cus_missing' }, 404, 'customer'],
    [{ payment_method: 'pm_missing' }, 404, 'payment_method'],
    [{ payment_method_types: ['bitcoin'] }, 400, 'payment_method_types[0]'],
    [
      { payment_method_types: ['card'], automatic_payment_methods: { enabled: true } },
      400,
      'automatic_payment_methods',
    ],
    [{ payment_method_data: { type: 'card', card: VISA } }, 400, 'payment_method_data'],
    [{ surprise: 1 }, 400, 'surprise'],
  ])('rejects %o', async (params, status, param) => {
    const res = await api.post('/v1/setup_intents', params);
    expect(res.status).toBe(status);
    expect((await res.json()).error.param).toBe(param);
  });

  it('needs the secret key', async () => {
    expect((await api.post('/v1/setup_intents', {}, api.pk)).status).toBe(401);
  });
});

describe('POST /v1/setup_intents/:id/confirm', () => {
  it('confirms with the publishable key, the client secret and payment_method_data', async () => {
    const cus = await customer();
    const intent = await createSetup({ customer: cus.id });
    const res = await api.post(
      `/v1/setup_intents/${intent.id}/confirm`,
      {
        client_secret: intent.client_secret,
        payment_method_data: { type: 'card', card: VISA, allow_redisplay: 'always' },
        return_url: 'https://shop.example/done',
      },
      api.pk,
    );
    expect(res.status).toBe(200);
    const confirmed = await res.json();
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.customer).toBeUndefined();
    const list = await (await api.get(`/v1/customers/${cus.id}/payment_methods`)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: confirmed.payment_method,
      allow_redisplay: 'always',
      card: { checks: { cvc_check: 'pass' } },
    });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc'],
  ])(
    'declines %s: requires_payment_method with last_setup_error',
    async (number, code, decline) => {
      const cus = await customer();
      const intent = await createSetup({ customer: cus.id });
      const res = await api.post(`/v1/setup_intents/${intent.id}/confirm`, {
        payment_method_data: { type: 'card', card: { ...VISA, number } },
      });
      expect(res.status).toBe(402);
      const { error } = await res.json();
      expect(error).toMatchObject({ type: 'card_error', code, decline_code: decline });
      expect(error.setup_intent).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: { code, decline_code: decline, type: 'card_error' },
      });
      const stored = await (await api.get(`/v1/setup_intents/${intent.id}`)).json();
      expect(stored.status).toBe('requires_payment_method');
      expect(stored.last_setup_error.payment_method.card.last4).toBe(number.slice(-4));
      const list = await (await api.get(`/v1/customers/${cus.id}/payment_methods`)).json();
      expect(list.data).toHaveLength(0);
    },
  );

  it('retries after a decline and succeeds', async () => {
    const intent = await createSetup();
    await api.post(`/v1/setup_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
    });
    const res = await api.post(`/v1/setup_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_visa',
    });
    expect((await res.json()).status).toBe('succeeded');
  });

  it.each([
    [{ client_secret: 'seti_x_secret_y' }, 400, 'setup_intent_invalid_parameter'],
    [{}, 400, 'parameter_missing'],
  ])('refuses a publishable confirm with %o', async (params, status, code) => {
    const intent = await createSetup();
    const res = await api.post(
      `/v1/setup_intents/${intent.id}/confirm`,
      { payment_method: 'pm_card_visa', ...params },
      api.pk,
    );
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
  });

  it('refuses to confirm without a payment method or twice', async () => {
    const intent = await createSetup();
    const missing = await api.post(`/v1/setup_intents/${intent.id}/confirm`, {});
    expect((await missing.json()).error.code).toBe('setup_intent_unexpected_state');
    await api.post(`/v1/setup_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
    const again = await api.post(`/v1/setup_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_visa',
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatchObject({
      code: 'setup_intent_unexpected_state',
      message: 'You cannot confirm this SetupIntent because it has already succeeded.',
    });
  });

  it("refuses another customer's payment method", async () => {
    const owner = await customer();
    const other = await customer();
    const pm = await (
      await api.post('/v1/payment_methods/pm_card_visa/attach', { customer: owner.id })
    ).json();
    const intent = await createSetup({ customer: other.id });
    const res = await api.post(`/v1/setup_intents/${intent.id}/confirm`, {
      payment_method: pm.id,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe('payment_method');
  });
});

describe('GET /v1/setup_intents/:id', () => {
  it('shows a publishable caller with the secret only what Stripe.js sees', async () => {
    const intent = await createSetup({ metadata: { secret: 'x' } });
    const res = await api.get(
      `/v1/setup_intents/${intent.id}`,
      { client_secret: intent.client_secret },
      api.pk,
    );
    const seen = await res.json();
    expect(seen).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    expect(seen.metadata).toBeUndefined();
    expect(seen.customer).toBeUndefined();
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api.get('/v1/setup_intents/seti_nothing')).status).toBe(404);
  });
});

describe('POST /v1/setup_intents/:id (update) and cancel', () => {
  it('updates metadata, description and the payment method', async () => {
    const intent = await createSetup({ metadata: { a: '1' } });
    const res = await api.post(`/v1/setup_intents/${intent.id}`, {
      metadata: { b: '2' },
      description: 'saved card',
      payment_method: 'pm_card_visa',
    });
    expect(await res.json()).toMatchObject({
      metadata: { a: '1', b: '2' },
      description: 'saved card',
      status: 'requires_confirmation',
      payment_method: expect.stringMatching(/^pm_/),
    });
  });

  it('cancels with a reason, then refuses updates and a second cancel', async () => {
    const intent = await createSetup();
    const res = await api.post(`/v1/setup_intents/${intent.id}/cancel`, {
      cancellation_reason: 'abandoned',
    });
    expect(await res.json()).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    const update = await api.post(`/v1/setup_intents/${intent.id}`, { description: 'x' });
    expect((await update.json()).error.message).toBe(
      'You cannot update this SetupIntent because it has a status of canceled.',
    );
    const again = await api.post(`/v1/setup_intents/${intent.id}/cancel`, {});
    expect((await again.json()).error.code).toBe('setup_intent_unexpected_state');
  });

  it('rejects an unknown cancellation_reason', async () => {
    const intent = await createSetup();
    const res = await api.post(`/v1/setup_intents/${intent.id}/cancel`, {
      cancellation_reason: 'bored',
    });
    expect((await res.json()).error.param).toBe('cancellation_reason');
  });
});

describe('GET /v1/setup_intents', () => {
  it('lists by customer and by payment method', async () => {
    const cus = await customer();
    const a = await createSetup({ customer: cus.id });
    const b = await createSetup({ customer: cus.id, payment_method: 'pm_card_visa' });
    const byCustomer = await (await api.get('/v1/setup_intents', { customer: cus.id })).json();
    expect(byCustomer).toMatchObject({ object: 'list', url: '/v1/setup_intents' });
    expect(byCustomer.data.map((i: { id: string }) => i.id)).toEqual([b.id, a.id]);
    const byMethod = await (
      await api.get('/v1/setup_intents', { payment_method: b.payment_method })
    ).json();
    expect(byMethod.data.map((i: { id: string }) => i.id)).toEqual([b.id]);
  });
});

describe('expand[] on customer-side objects', () => {
  it('expands payment_method, customer and latest_attempt, nested too', async () => {
    const cus = await customer();
    const intent = await createSetup({
      customer: cus.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      expand: ['payment_method', 'customer', 'latest_attempt'],
    });
    expect(intent.payment_method).toMatchObject({ object: 'payment_method', customer: cus.id });
    expect(intent.customer).toMatchObject({ object: 'customer', id: cus.id });
    expect(intent.latest_attempt).toMatchObject({
      object: 'setup_attempt',
      status: 'succeeded',
      setup_intent: intent.id,
    });
    const nested = await (
      await api.get(`/v1/setup_intents/${intent.id}`, { expand: ['payment_method.customer'] })
    ).json();
    expect(nested.payment_method.customer).toMatchObject({ id: cus.id, object: 'customer' });
  });

  it("expands the customer's default payment method and list items", async () => {
    const cus = await customer();
    const pm = await (
      await api.post('/v1/payment_methods/pm_card_visa/attach', { customer: cus.id })
    ).json();
    const updated = await (
      await api.post(`/v1/customers/${cus.id}`, {
        invoice_settings: { default_payment_method: pm.id },
        expand: ['invoice_settings.default_payment_method'],
      })
    ).json();
    expect(updated.invoice_settings.default_payment_method).toMatchObject({ id: pm.id });
    const list = await (
      await api.get('/v1/payment_methods', { customer: cus.id, expand: ['data.customer'] })
    ).json();
    expect(list.data[0].customer).toMatchObject({ id: cus.id, object: 'customer' });
  });

  it.each([
    ['/v1/customers', { expand: ['metadata'] }],
    ['/v1/customers', { expand: ['customer'] }],
  ])('refuses a path that cannot be expanded on %s', async (path, params) => {
    const res = await api.get(path, params);
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe('expand');
  });
});

describe('GET /v1/setup_attempts', () => {
  it('lists the attempts of a SetupIntent, newest first, failed ones too', async () => {
    const intent = await createSetup();
    await api.post(`/v1/setup_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
    });
    const done = await (
      await api.post(`/v1/setup_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' })
    ).json();
    const res = await api.get('/v1/setup_attempts', { setup_intent: intent.id });
    const list = await res.json();
    expect(list).toMatchObject({ object: 'list', url: '/v1/setup_attempts', has_more: false });
    expect(list.data.map((a: { status: string }) => a.status)).toEqual(['succeeded', 'failed']);
    expect(list.data[0]).toMatchObject({
      id: done.latest_attempt,
      object: 'setup_attempt',
      setup_intent: intent.id,
      payment_method: done.payment_method,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
      setup_error: null,
    });
    expect(list.data[1].setup_error).toMatchObject({ code: 'card_declined' });
  });

  it.each([
    [{}, 400, 'setup_intent'],
    [{ setup_intent: 'seti_missing' }, 404, 'setup_intent'],
  ])('rejects %o', async (params, status, param) => {
    const res = await api.get('/v1/setup_attempts', params);
    expect(res.status).toBe(status);
    expect((await res.json()).error.param).toBe(param);
  });
});
