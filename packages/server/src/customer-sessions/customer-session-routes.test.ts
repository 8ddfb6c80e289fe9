import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const customer = async () => (await api.post('/v1/customers', {})).json();
const saveCard = async (cus: string, allowRedisplay = 'always') => {
  const pm = await (
    await api.post('/v1/payment_methods', {
      type: 'card',
      card: VISA,
      allow_redisplay: allowRedisplay,
    })
  ).json();
  await api.post(`/v1/payment_methods/${pm.id}/attach`, { customer: cus });
  return pm.id as string;
};
const session = async (cus: string, features: object = {}) =>
  (
    await api.post('/v1/customer_sessions', {
      customer: cus,
      components: { payment_element: { enabled: true, features } },
    })
  ).json();
const elementsSession = (customerSecret: string) =>
  api.get(
    '/v1/elements/sessions',
    {
      deferred_intent: { mode: 'payment', amount: 1000, currency: 'usd' },
      customer_session_client_secret: customerSecret,
    },
    api.pk,
  );

describe('POST /v1/customer_sessions', () => {
  it('creates a session with core-rule defaults and a 30 minute expiry', async () => {
    const cus = await customer();
    const res = await api.post('/v1/customer_sessions', {
      customer: cus.id,
      components: { payment_element: { enabled: true } },
    });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toEqual({
      object: 'customer_session',
      client_secret: expect.stringMatching(/^cuss_secret_[A-Za-z0-9]+$/),
      components: {
        buy_button: { enabled: false },
        pricing_table: { enabled: false },
        payment_element: {
          enabled: true,
          features: {
            payment_method_allow_redisplay_filters: ['always'],
            payment_method_redisplay: 'disabled',
            payment_method_redisplay_limit: 3,
            payment_method_remove: 'disabled',
            payment_method_remove_last: 'enabled',
            payment_method_save: 'disabled',
            payment_method_save_usage: null,
            payment_method_set_as_default: 'disabled',
            payment_method_update: 'disabled',
          },
        },
      },
      created: expect.any(Number),
      customer: cus.id,
      expires_at: created.created + 1800,
      livemode: false,
    });
  });

  it('takes the features it is given', async () => {
    const cus = await customer();
    const created = await session(cus.id, {
      payment_method_save: 'enabled',
      payment_method_save_usage: 'off_session',
      payment_method_remove: 'disabled',
      payment_method_allow_redisplay_filters: ['always', 'limited'],
    });
    expect(created.components.payment_element.features).toMatchObject({
      payment_method_save: 'enabled',
      payment_method_save_usage: 'off_session',
      payment_method_remove: 'disabled',
      payment_method_allow_redisplay_filters: ['always', 'limited'],
    });
  });

  it.each([
    [{ customer: '', components: { payment_element: { enabled: true } } }, 'customer'],
    [{ customer: 'cus_x' }, 'components'],
    [{ customer: 'cus_x', components: { payment_element: { enabled: false } } }, 'components'],
    [
      {
        components: {
          payment_element: { enabled: true, features: { payment_method_remove: 'maybe' } },
        },
      },
      'components[payment_element][features][payment_method_remove]',
    ],
    [
      {
        components: {
          payment_element: {
            enabled: true,
            features: { payment_method_allow_redisplay_filters: ['sometimes'] },
          },
        },
      },
      'components[payment_element][features][payment_method_allow_redisplay_filters][0]',
    ],
  ])('rejects %o', async (params, param) => {
    const cus = await customer();
    const res = await api.post('/v1/customer_sessions', { customer: cus.id, ...params });
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe(param);
  });

  it('answers 404 for an unknown customer', async () => {
    const res = await api.post('/v1/customer_sessions', {
      customer: 'cus_unknown',
      components: { payment_element: { enabled: true } },
    });
    expect(res.status).toBe(404);
  });
});

describe('GET /v1/elements/sessions with customer_session_client_secret', () => {
  it('adds the customer, its redisplayable cards, default and api_key', async () => {
    const cus = await customer();
    const always = await saveCard(cus.id, 'always');
    await saveCard(cus.id, 'limited');
    await api.post(`/v1/customers/${cus.id}`, {
      invoice_settings: { default_payment_method: always },
    });
    const created = await session(cus.id);
    const res = await elementsSession(created.client_secret);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.customer).toMatchObject({
      id: cus.id,
      default_payment_method: always,
      customer_session: {
        id: expect.stringMatching(/^cuss_/),
        api_key: expect.stringMatching(/^ek_test_/),
        api_key_expiry: created.expires_at,
        components: created.components,
      },
    });
    expect(body.customer.payment_methods.map((pm: { id: string }) => pm.id)).toEqual([always]);
    const me = await api.get(`/v1/customers/${cus.id}`, {}, body.customer.customer_session.api_key);
    expect(me.status).toBe(200);
  });

  it('carries the customer’s e-mail and shipping address, for the Address Element', async () => {
    const shipping = {
      name: 'Jenny Rosen',
      phone: '+12015550123',
      address: {
        line1: '27 Fredrick Ave',
        city: 'Brothers',
        state: 'OR',
        postal_code: '97712',
        country: 'US',
      },
    };
    const cus = await (
      await api.post('/v1/customers', { email: 'jenny@example.com', shipping })
    ).json();
    const body = await (await elementsSession((await session(cus.id)).client_secret)).json();
    expect(body.customer).toMatchObject({
      email: 'jenny@example.com',
      shipping: { ...shipping, address: { ...shipping.address, line2: null } },
    });
  });

  it('refuses an unknown customer session secret', async () => {
    const res = await elementsSession('cuss_secret_nothing');
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe('customer_session_client_secret');
  });

  it('loads a SetupIntent client secret in setup mode', async () => {
    const intent = await (await api.post('/v1/setup_intents', {})).json();
    const res = await api.get(
      '/v1/elements/sessions',
      { client_secret: intent.client_secret },
      api.pk,
    );
    const body = await res.json();
    expect(body).toMatchObject({
      mode: 'setup',
      amount: null,
      payment_intent: null,
      setup_future_usage: 'off_session',
      setup_intent: { id: intent.id, status: 'requires_payment_method' },
      customer: null,
    });
    const wrong = await api.get(
      '/v1/elements/sessions',
      { client_secret: `${intent.id}_secret_wrong` },
      api.pk,
    );
    expect(wrong.status).toBe(400);
  });
});

describe('POST /v1/elements/payment_methods/:id/detach', () => {
  const detach = (id: string, params: object, key: string) =>
    api.post(`/v1/elements/payment_methods/${id}/detach`, params, key);

  it('detaches with the publishable key and a session that allows removing', async () => {
    const cus = await customer();
    const pm = await saveCard(cus.id);
    const created = await session(cus.id, { payment_method_remove: 'enabled' });
    const res = await detach(pm, { customer_session_client_secret: created.client_secret }, api.pk);
    expect(res.status).toBe(200);
    expect((await res.json()).customer).toBeNull();
  });

  it('refuses when the session disables removing, or removing the last method', async () => {
    const cus = await customer();
    const pm = await saveCard(cus.id);
    const noRemove = await session(cus.id, { payment_method_remove: 'disabled' });
    const refused = await detach(
      pm,
      { customer_session_client_secret: noRemove.client_secret },
      api.pk,
    );
    expect(refused.status).toBe(403);
    const noLast = await session(cus.id, {
      payment_method_remove: 'enabled',
      payment_method_remove_last: 'disabled',
    });
    const last = await detach(pm, { customer_session_client_secret: noLast.client_secret }, api.pk);
    expect(last.status).toBe(403);
    await saveCard(cus.id);
    const ok = await detach(pm, { customer_session_client_secret: noLast.client_secret }, api.pk);
    expect(ok.status).toBe(200);
  });

  it("refuses another customer's method and a publishable key without a session", async () => {
    const [a, b] = [await customer(), await customer()];
    const pm = await saveCard(a.id);
    const sessionB = await session(b.id, { payment_method_remove: 'enabled' });
    const other = await detach(
      pm,
      { customer_session_client_secret: sessionB.client_secret },
      api.pk,
    );
    expect(other.status).toBe(404);
    const bare = await detach(pm, {}, api.pk);
    expect(bare.status).toBe(403);
    expect((await bare.json()).error.type).toBe('invalid_request_error');
  });

  it('detaches with a bearer ephemeral key of the owner', async () => {
    const cus = await customer();
    const pm = await saveCard(cus.id);
    const key = await (
      await api.post('/v1/ephemeral_keys', { customer: cus.id }, api.sk, {
        'Stripe-Version': '2020-08-27',
      })
    ).json();
    const res = await detach(pm, {}, key.secret);
    expect(res.status).toBe(200);
  });

  it('updates a saved card only when the session enables updates', async () => {
    const cus = await customer();
    const pm = await saveCard(cus.id);
    const off = await session(cus.id);
    const refused = await api.post(
      `/v1/elements/payment_methods/${pm}`,
      { customer_session_client_secret: off.client_secret, card: { exp_month: 4 } },
      api.pk,
    );
    expect(refused.status).toBe(403);
    const on = await session(cus.id, { payment_method_update: 'enabled' });
    const res = await api.post(
      `/v1/elements/payment_methods/${pm}`,
      { customer_session_client_secret: on.client_secret, card: { exp_month: 4 } },
      api.pk,
    );
    expect((await res.json()).card.exp_month).toBe(4);
  });
});
