import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const session = (params: object) => api.get('/v1/elements/sessions', params, api.pk);

describe('GET /v1/elements/sessions', () => {
  it('describes the intent behind a client secret', async () => {
    const intent = await (
      await api.post('/v1/payment_intents', {
        amount: 1099,
        currency: 'eur',
        setup_future_usage: 'off_session',
      })
    ).json();
    const res = await session({
      client_secret: intent.client_secret,
      locale: 'en',
      type: 'payment',
      referrer_host: 'shop.test',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      object: 'elements_session',
      livemode: false,
      mode: 'payment',
      amount: 1099,
      currency: 'eur',
      setup_future_usage: 'off_session',
      capture_method: 'automatic_async',
      payment_intent: {
        id: intent.id,
        client_secret: intent.client_secret,
        status: 'requires_payment_method',
      },
      setup_intent: null,
      // Automatic payment methods: every type Kassa runs that takes euros.
      ordered_payment_method_types_and_wallets: [
        'card',
        'sepa_debit',
        'ideal',
        'bancontact',
        'sofort',
        'giropay',
        'eps',
        'p24',
      ],
      unactivated_payment_method_types: [],
      merchant_info: {
        business_name: 'Kassa Test Shop',
        country_code: 'US',
        default_currency: 'usd',
      },
      card_brand_choice: { eligible: false },
      customer: null,
      link_settings: {
        link_enabled: false,
        link_funding_sources: [],
        link_passthrough_mode_enabled: false,
        link_mode: null,
      },
    });
    expect(body.id).toMatch(/^elements_session_/);
    expect(body.merchant_info.id).toMatch(/^acct_/);
    expect(body.payment_intent.metadata).toBeUndefined();
  });

  it('describes a deferred payment', async () => {
    const res = await session({
      deferred_intent: { mode: 'payment', amount: 5000, currency: 'usd' },
    });
    expect(await res.json()).toMatchObject({
      mode: 'payment',
      amount: 5000,
      currency: 'usd',
      payment_intent: null,
    });
  });

  it.each([
    [{ mode: 'setup', currency: 'usd' }, 'setup', null, null],
    [{ mode: 'subscription', currency: 'usd', amount: 900 }, 'payment', 900, 'off_session'],
    [{ mode: 'subscription', currency: 'usd' }, 'setup', null, 'off_session'],
  ])('maps deferred intent %j', async (deferred, mode, amount, usage) => {
    const body = await (await session({ deferred_intent: deferred })).json();
    expect(body).toMatchObject({ mode, amount, setup_future_usage: usage });
  });

  it.each([
    [{}, 'parameter_missing', 'client_secret'],
    [{ client_secret: 'nonsense' }, 'payment_intent_invalid_parameter', 'client_secret'],
    [{ client_secret: 'pi_abc_secret_def' }, 'resource_missing', 'id'],
    [
      { deferred_intent: { mode: 'payment', currency: 'usd' } },
      'parameter_missing',
      'deferred_intent[amount]',
    ],
    [
      { deferred_intent: { mode: 'payment', amount: 10, currency: 'usd' } },
      'amount_too_small',
      'deferred_intent[amount]',
    ],
    [{ deferred_intent: { mode: 'gift', currency: 'usd' } }, undefined, 'deferred_intent[mode]'],
  ])('rejects %j', async (params, code, param) => {
    const res = await session(params);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const { error } = await res.json();
    expect(error.code).toBe(code);
    expect(error.param).toBe(param);
  });

  it('refuses a client secret that does not match the intent', async () => {
    const intent = await (
      await api.post('/v1/payment_intents', { amount: 1099, currency: 'usd' })
    ).json();
    const res = await session({ client_secret: `${intent.id}_secret_forged` });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('payment_intent_invalid_parameter');
  });
});
