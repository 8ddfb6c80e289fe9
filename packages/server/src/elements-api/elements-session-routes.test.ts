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
      // biome-ignore format: one line per kind (debit, bank redirects, wallets and pay-later, QR, voucher)
      ordered_payment_method_types_and_wallets: [
        'card', 'sepa_debit',
        'ideal', 'bancontact', 'sofort', 'giropay', 'eps', 'p24',
        'alipay', 'klarna', 'paypal', 'revolut_pay', 'mobilepay', 'alma', 'wechat_pay',
        'multibanco', 'satispay', 'billie',
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

  it('shows automatic payment methods for a deferred payment, within amount ranges', async () => {
    const types = async (deferred: object) =>
      (await (await session({ deferred_intent: deferred })).json())
        .ordered_payment_method_types_and_wallets as string[];
    const large = await types({ mode: 'payment', amount: 10000, currency: 'usd' });
    expect(large).toEqual(expect.arrayContaining(['card', 'us_bank_account', 'affirm', 'cashapp']));
    expect(large).not.toContain('customer_balance');
    expect(large).not.toContain('sepa_debit');
    // Affirm's minimum is 50.00.
    expect(await types({ mode: 'payment', amount: 1000, currency: 'usd' })).not.toContain('affirm');
    expect(await types({ mode: 'setup', currency: 'eur' })).toEqual(['card']);
    expect(
      await types({
        mode: 'payment',
        amount: 1000,
        currency: 'usd',
        payment_method_types: ['card', 'affirm', 'cashapp'],
      }),
    ).toEqual(['card', 'cashapp']);
  });

  it('refuses deferred types that cannot pay in the currency', async () => {
    const res = await session({
      deferred_intent: {
        mode: 'payment',
        amount: 1000,
        currency: 'usd',
        payment_method_types: ['ideal'],
      },
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.param).toBe('deferred_intent[currency]');
    const unknown = await session({
      deferred_intent: {
        mode: 'payment',
        amount: 1000,
        currency: 'usd',
        payment_method_types: ['bitcoin'],
      },
    });
    expect((await unknown.json()).error.param).toBe('deferred_intent[payment_method_types][0]');
  });

  it('lists the external methods the merchant named that exist, in order', async () => {
    const body = await (
      await session({
        deferred_intent: { mode: 'payment', amount: 1000, currency: 'usd' },
        external_payment_method_types: ['external_paypay', 'external_nope', 'external_bizum'],
      })
    ).json();
    expect(body.external_payment_method_data).toEqual([
      { type: 'external_paypay', label: 'Paypay' },
      { type: 'external_bizum', label: 'Bizum' },
    ]);
    const none = await (
      await session({ deferred_intent: { mode: 'payment', amount: 1000, currency: 'usd' } })
    ).json();
    expect(none.external_payment_method_data).toEqual([]);
  });

  it('refuses a client secret that does not match the intent', async () => {
    const intent = await (
      await api.post('/v1/payment_intents', { amount: 1099, currency: 'usd' })
    ).json();
    const res = await session({ client_secret: `${intent.id}_secret_forged` });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('payment_intent_invalid_parameter');
  });

  it("names the wallets not verified on the page's domain (payment method domains)", async () => {
    const deferred = { mode: 'payment', amount: 1000, currency: 'usd' };
    const unverified = async (host?: string) =>
      (
        await (
          await session({ deferred_intent: deferred, ...(host ? { referrer_host: host } : {}) })
        ).json()
      ).unverified_payment_methods_on_domain;
    const every = ['amazon_pay', 'apple_pay', 'google_pay', 'klarna', 'link', 'paypal'];
    // Not registered: no wallet may show there.
    expect(await unverified('wallets.example.com')).toEqual(every);
    const domain = await (
      await api.post('/v1/payment_method_domains', { domain_name: 'Wallets.example.com' })
    ).json();
    expect(await unverified('wallets.example.com')).toEqual([]);
    // A registered local name: Apple Pay stays inactive on it, the others are active.
    await api.post('/v1/payment_method_domains', { domain_name: 'shop.localhost' });
    expect(await unverified('shop.localhost')).toEqual(['apple_pay']);
    // A disabled domain shows no wallet.
    await api.post(`/v1/payment_method_domains/${domain.id}`, { enabled: false });
    expect(await unverified('wallets.example.com')).toEqual(every);
    // Local development and a session not fetched from a page are not checked.
    expect(await unverified('localhost')).toEqual([]);
    expect(await unverified('127.0.0.1')).toEqual([]);
    expect(await unverified()).toEqual([]);
  });

  it('turns the wallet off for an intent that takes link on an unregistered domain', async () => {
    const intent = await (
      await api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'usd',
        payment_method_types: ['card', 'link'],
      })
    ).json();
    const linkSettings = async (host: string) =>
      (await (await session({ client_secret: intent.client_secret, referrer_host: host })).json())
        .link_settings;
    expect(await linkSettings('unregistered-link.example.com')).toEqual({
      link_enabled: false,
      link_funding_sources: [],
      link_passthrough_mode_enabled: false,
      link_mode: null,
    });
    await api.post('/v1/payment_method_domains', { domain_name: 'registered-link.example.com' });
    expect(await linkSettings('registered-link.example.com')).toMatchObject({
      link_enabled: true,
      link_mode: 'LINK_PAYMENT_METHOD',
    });
    expect((await linkSettings('localhost')).link_enabled).toBe(true);
  });
});
