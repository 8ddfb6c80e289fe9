import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const SHIPPING = {
  name: 'Jenny Rosen',
  address: { line1: '50 Sprague St', city: 'Hyde Park', postal_code: '02136', country: 'US' },
};

const createToken = async (params: object = {}, key = api.pk) => {
  const res = await api.post(
    '/v1/confirmation_tokens',
    {
      payment_method_data: {
        type: 'card',
        card: VISA,
        billing_details: { name: 'Jenny Rosen', address: { postal_code: '02136' } },
      },
      ...params,
    },
    key,
  );
  return { status: res.status, body: await res.json() };
};

const newIntent = async (params: object = {}) =>
  (await api.post('/v1/payment_intents', { amount: 1500, currency: 'usd', ...params })).json();

describe('POST /v1/confirmation_tokens', () => {
  it('creates a token with the publishable key and previews the card', async () => {
    const { status, body } = await createToken({
      return_url: 'https://shop.example/return',
      setup_future_usage: 'off_session',
      shipping: SHIPPING,
      payment_method_options: { card: { installments: { enabled: false } } },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'confirmation_token',
      livemode: false,
      mandate_data: null,
      payment_intent: null,
      payment_method: null,
      setup_intent: null,
      return_url: 'https://shop.example/return',
      setup_future_usage: 'off_session',
      use_stripe_sdk: false,
      payment_method_options: { card: { installments: { enabled: 'false' } } },
      shipping: { name: 'Jenny Rosen', address: { city: 'Hyde Park', line2: null } },
      payment_method_preview: {
        type: 'card',
        billing_details: { name: 'Jenny Rosen', address: { postal_code: '02136' } },
        card: {
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2034,
          funding: 'credit',
          country: 'US',
          display_brand: 'visa',
          checks: { cvc_check: 'unchecked' },
        },
      },
    });
    expect(body.id).toMatch(/^ctoken_[A-Za-z0-9]{24}$/);
    expect(body.expires_at - body.created).toBe(12 * 60 * 60);
    expect(body.payment_method_preview.card).not.toHaveProperty('fingerprint');
  });

  it('takes an existing payment method', async () => {
    const { body } = await createToken({
      payment_method: 'pm_card_mastercard',
      payment_method_data: undefined,
    });
    expect(body.payment_method).toBe('pm_card_mastercard');
    expect(body.payment_method_preview.card.brand).toBe('mastercard');
  });

  it('ignores what Stripe.js adds to payment_method_data about itself', async () => {
    const { status } = await createToken({
      payment_method_data: {
        type: 'card',
        card: VISA,
        payment_user_agent: 'stripe.js/v3',
        time_on_page: '1234',
      },
    });
    expect(status).toBe(200);
  });

  it.each([
    [{ payment_method_data: undefined }, 400, 'parameter_missing', 'payment_method_data'],
    [{ payment_method: 'pm_card_visa' }, 400, undefined, 'payment_method_data'],
    [
      { payment_method_data: { type: 'card', card: { ...VISA, number: '4242424242424241' } } },
      402,
      'incorrect_number',
      'number',
    ],
    [
      { payment_method: 'pm_nope', payment_method_data: undefined },
      404,
      'resource_missing',
      'payment_method',
    ],
    [{ setup_future_usage: 'always' }, 400, undefined, 'setup_future_usage'],
    [{ shipping: { name: 'No address' } }, 400, 'parameter_missing', 'shipping[address]'],
    [{ favourite: 'tea' }, 400, 'parameter_unknown', 'favourite'],
  ])('refuses %o', async (params, status, code, param) => {
    const res = await createToken(params);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/confirmation_tokens/:id', () => {
  it('retrieves with the secret key', async () => {
    const { body } = await createToken();
    const res = await api.get(`/v1/confirmation_tokens/${body.id}`);
    expect(await res.json()).toEqual(body);
  });

  it('refuses the publishable key and unknown ids', async () => {
    const { body } = await createToken();
    const withPk = await api.get(`/v1/confirmation_tokens/${body.id}`, {}, api.pk);
    expect(withPk.status).toBe(401);
    expect((await withPk.json()).error.code).toBe('secret_key_required');
    const missing = await api.get('/v1/confirmation_tokens/ctoken_nope');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("No such confirmationtoken: 'ctoken_nope'");
  });
});

describe('POST /v1/test_helpers/confirmation_tokens', () => {
  it('creates with the secret key, and only with it', async () => {
    const ok = await createToken({}, api.sk);
    expect(ok.status).toBe(200);
    const res = await api.post(
      '/v1/test_helpers/confirmation_tokens',
      { payment_method: 'pm_card_visa' },
      api.pk,
    );
    expect(res.status).toBe(401);
  });
});

describe('confirming with a confirmation token', () => {
  it('confirms once, writing the token onto the intent', async () => {
    const { body: token } = await createToken({
      return_url: 'https://shop.example/done',
      shipping: SHIPPING,
    });
    const intent = await newIntent();
    const res = await api.post(`/v1/payment_intents/${intent.id}/confirm`, {
      confirmation_token: token.id,
    });
    const confirmed = await res.json();
    expect(confirmed).toMatchObject({ status: 'succeeded', shipping: { name: 'Jenny Rosen' } });
    const method = await (await api.get(`/v1/payment_methods/${confirmed.payment_method}`)).json();
    expect(method.card.last4).toBe('4242');
    const used = await (await api.get(`/v1/confirmation_tokens/${token.id}`)).json();
    expect(used.payment_intent).toBe(intent.id);

    const other = await newIntent();
    const again = await api.post(`/v1/payment_intents/${other.id}/confirm`, {
      confirmation_token: token.id,
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'token_already_used',
      param: 'confirmation_token',
    });
  });

  it('confirms with the publishable key and client secret, as Stripe.js does', async () => {
    const { body: token } = await createToken();
    const intent = await newIntent();
    const res = await api.post(
      `/v1/payment_intents/${intent.id}/confirm`,
      { confirmation_token: token.id, client_secret: intent.client_secret },
      api.pk,
    );
    expect((await res.json()).status).toBe('succeeded');
  });

  it('creates and confirms an intent in one call', async () => {
    const { body: token } = await createToken();
    const intent = await newIntent({ confirm: true, confirmation_token: token.id });
    expect(intent.status).toBe('succeeded');
    const second = await api.post('/v1/payment_intents', {
      amount: 1500,
      currency: 'usd',
      confirm: true,
      confirmation_token: token.id,
    });
    expect(second.status).toBe(400);
    expect((await second.json()).error.code).toBe('token_already_used');
  });

  it('declines like any card, and the token stays used', async () => {
    const { body: token } = await createToken({
      payment_method_data: { type: 'card', card: { ...VISA, number: '4000000000000002' } },
    });
    const intent = await newIntent();
    const res = await api.post(`/v1/payment_intents/${intent.id}/confirm`, {
      confirmation_token: token.id,
    });
    expect(res.status).toBe(402);
    expect((await res.json()).error).toMatchObject({ code: 'card_declined' });
  });

  it.each([
    [{ payment_method: 'pm_card_visa' }, 'confirmation_token'],
    [{}, 'confirmation_token'],
  ])('refuses a token with %o or an unknown token', async (extra, param) => {
    const intent = await newIntent();
    const id = Object.keys(extra).length ? (await createToken()).body.id : 'ctoken_nope';
    const res = await api.post(`/v1/payment_intents/${intent.id}/confirm`, {
      confirmation_token: id,
      ...extra,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await res.json()).error.param).toBe(param);
  });
});

describe('a confirmation token that pays with a saved method', () => {
  const savedCard = async () => {
    const cus = await (await api.post('/v1/customers', {})).json();
    const pm = await (
      await api.post('/v1/payment_methods', { type: 'card', card: VISA, allow_redisplay: 'always' })
    ).json();
    await api.post(`/v1/payment_methods/${pm.id}/attach`, { customer: cus.id });
    const session = await (
      await api.post('/v1/customer_sessions', {
        customer: cus.id,
        components: { payment_element: { enabled: true } },
      })
    ).json();
    const elements = await (
      await api.get(
        '/v1/elements/sessions',
        {
          deferred_intent: { mode: 'payment', amount: 1000, currency: 'usd' },
          customer_session_client_secret: session.client_secret,
        },
        api.pk,
      )
    ).json();
    return { pm: pm.id as string, apiKey: elements.customer.customer_session.api_key as string };
  };
  const fromSaved = (pm: string, key: string) =>
    createToken({ payment_method: pm, payment_method_data: undefined }, key);

  it("is created with the customer session's api_key (the customer's ephemeral key)", async () => {
    const { pm, apiKey } = await savedCard();
    const { status, body } = await fromSaved(pm, apiKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ payment_method: pm, payment_method_preview: { type: 'card' } });
  });

  it('is refused with the bare publishable key or the key of another customer', async () => {
    const mine = await savedCard();
    const other = await savedCard();
    expect((await fromSaved(mine.pm, api.pk)).status).toBe(404);
    const foreign = await fromSaved(mine.pm, other.apiKey);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.param).toBe('payment_method');
  });
});
