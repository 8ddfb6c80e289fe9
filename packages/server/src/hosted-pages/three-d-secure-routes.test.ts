import { describe, expect, it } from 'vitest';
import { eventTypesOf, unbuiltApp, useTestApi, VISA } from '../testing/harness.js';
import { attemptOf, completeAttempt } from '../testing/three-d-secure-steps.js';

const api = useTestApi('pglite', ['three-ds.js']);

const card = (number: string) => ({ type: 'card', card: { ...VISA, number } });

async function intent(params: object = {}) {
  const res = await api.post('/v1/payment_intents', { amount: 2500, currency: 'eur', ...params });
  return res.json();
}

/** Confirms like Stripe.js does: publishable key, client secret, use_stripe_sdk. */
async function confirmFromBrowser(number: string, extra: object = {}) {
  const pi = await intent();
  const res = await api.post(
    `/v1/payment_intents/${pi.id}/confirm`,
    {
      client_secret: pi.client_secret,
      payment_method_data: card(number),
      use_stripe_sdk: true,
      ...extra,
    },
    api.pk,
  );
  return { pi, res, body: await res.json() };
}

const complete = (id: string, secret: string, result: string) =>
  completeAttempt(api, id, secret, result);

const retrieve = async (id: string) => (await api.get(`/v1/payment_intents/${id}`)).json();

describe('confirming a 3-D Secure card', () => {
  it.each([
    ['4000002500003155', 'requires_action'],
    ['4000002760003184', 'requires_action'],
    ['4000008260003178', 'requires_action'],
    ['4000000000003220', 'requires_action'],
    ['4000000000003063', 'requires_action'],
    ['4000008400001629', 'requires_action'],
    ['4000000000003055', 'succeeded'],
  ])('%s leaves the intent in %s', async (number, status) => {
    const { res, body } = await confirmFromBrowser(number);
    expect(res.status).toBe(200);
    expect(body.status).toBe(status);
  });

  it('answers Stripe.js a use_stripe_sdk action pointing at this provider', async () => {
    const { body } = await confirmFromBrowser('4000002500003155');
    expect(body).toMatchObject({
      status: 'requires_action',
      payment_method: expect.stringMatching(/^pm_/),
      next_action: {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', source: expect.stringMatching(/^src_/) },
      },
    });
    const { id } = attemptOf(body);
    expect(body.next_action.use_stripe_sdk.stripe_js).toMatch(
      new RegExp(
        `^http://localhost/v1/three_d_secure/${id}/authenticate\\?client_secret=src_client_secret_\\w+&key=pk_test_`,
      ),
    );
  });

  it('sends a server-side confirm with a return_url to the hosted page', async () => {
    const pi = await intent({ payment_method: 'pm_card_authenticationRequired' });
    const res = await api.post(`/v1/payment_intents/${pi.id}/confirm`, {
      return_url: 'https://shop.example/done?order=7',
    });
    const body = await res.json();
    expect(body.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_to_url: {
        url: expect.stringMatching(/^http:\/\/localhost\/three_d_secure\/src_\w+\?client_secret=/),
        return_url: 'https://shop.example/done?order=7',
      },
    });
    const page = new URL(body.next_action.redirect_to_url.url);
    const id = page.pathname.split('/').pop() ?? '';
    const done = await (
      await complete(id, page.searchParams.get('client_secret') ?? '', 'succeeded')
    ).json();
    const back = new URL(done.return_url);
    expect(back.origin + back.pathname).toBe('https://shop.example/done');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order: '7',
      payment_intent: pi.id,
      payment_intent_client_secret: pi.client_secret,
      redirect_status: 'succeeded',
    });
  });

  it('charges the card once the buyer completes authentication', async () => {
    const { pi, body } = await confirmFromBrowser('4000002500003155');
    const { id, secret } = attemptOf(body);
    const res = await complete(id, secret, 'succeeded');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      object: 'three_d_secure',
      status: 'succeeded',
      authenticated: true,
      return_url: null,
    });
    const after = await retrieve(pi.id);
    expect(after).toMatchObject({ status: 'succeeded', next_action: null, amount_received: 2500 });
    expect(after.latest_charge).toMatch(/^ch_/);
    const charge = await (await api.get(`/v1/charges/${after.latest_charge}`)).json();
    expect(charge.payment_method_details.card.three_d_secure).toMatchObject({
      authentication_flow: 'challenge',
      result: 'authenticated',
      version: '2.2.0',
    });
    expect(await eventTypesOf(api, pi.id)).toEqual(
      expect.arrayContaining(['payment_intent.requires_action', 'payment_intent.succeeded']),
    );
  });

  it('leaves the intent payable with an authentication failure when the buyer fails', async () => {
    const { pi, body } = await confirmFromBrowser('4000002760003184');
    const { id, secret } = attemptOf(body);
    expect((await complete(id, secret, 'failed')).status).toBe(200);
    const after = await retrieve(pi.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      next_action: null,
      payment_method: null,
      latest_charge: null,
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        payment_method: { card: { last4: '3184' } },
      },
    });
    const retry = await api.post(
      `/v1/payment_intents/${pi.id}/confirm`,
      { client_secret: pi.client_secret, payment_method_data: card('4242424242424242') },
      api.pk,
    );
    expect((await retry.json()).status).toBe('succeeded');
  });

  it('declines after authentication with the card’s decline', async () => {
    const { pi, body } = await confirmFromBrowser('4000008260003178');
    const { id, secret } = attemptOf(body);
    await complete(id, secret, 'succeeded');
    expect(await retrieve(pi.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
    });
  });

  it('refuses a second answer, a wrong secret and a missing secret', async () => {
    const { body } = await confirmFromBrowser('4000002500003155');
    const { id, secret } = attemptOf(body);
    const wrong = await complete(id, 'src_client_secret_nope', 'succeeded');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('client_secret_invalid');
    const missing = await api.post(
      `/v1/three_d_secure/${id}/complete`,
      { result: 'failed' },
      api.pk,
    );
    expect((await missing.json()).error).toMatchObject({
      code: 'parameter_missing',
      param: 'client_secret',
    });
    const bad = await complete(id, secret, 'maybe');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      type: 'invalid_request_error',
      param: 'result',
    });
    expect((await complete(id, secret, 'succeeded')).status).toBe(200);
    const again = await complete(id, secret, 'failed');
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('payment_intent_unexpected_state');
  });

  it('answers 404 for an unknown attempt', async () => {
    const res = await api.get('/v1/three_d_secure/src_unknown', { client_secret: 'x' }, api.pk);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('resource_missing');
  });

  it('shows the attempt to the challenge page with its secret', async () => {
    const { body } = await confirmFromBrowser('4000002500003155');
    const { id, secret } = attemptOf(body);
    const res = await api.get(`/v1/three_d_secure/${id}`, { client_secret: secret }, api.pk);
    expect(await res.json()).toMatchObject({
      id,
      object: 'three_d_secure',
      amount: 2500,
      currency: 'eur',
      status: 'pending',
      card: { brand: 'visa', last4: '3155' },
      merchant_name: expect.any(String),
    });
  });

  it('fails off-session payments that need authentication, and lets set-up cards through', async () => {
    const required = await api.post('/v1/payment_intents', {
      amount: 900,
      currency: 'usd',
      confirm: true,
      off_session: true,
      payment_method: 'pm_card_authenticationRequired',
    });
    expect(required.status).toBe(402);
    const error = (await required.json()).error;
    expect(error).toMatchObject({
      type: 'card_error',
      code: 'authentication_required',
      decline_code: 'authentication_required',
    });
    expect(error.payment_intent.status).toBe('requires_payment_method');
    const setUp = await api.post('/v1/payment_intents', {
      amount: 900,
      currency: 'usd',
      confirm: true,
      off_session: true,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
    });
    expect((await setUp.json()).status).toBe('succeeded');
  });

  it('waits for the server to confirm again under manual confirmation', async () => {
    const pi = await intent({
      confirmation_method: 'manual',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
    });
    expect(pi.next_action.type).toBe('use_stripe_sdk');
    const { id, secret } = attemptOf(pi);
    await complete(id, secret, 'succeeded');
    expect((await retrieve(pi.id)).status).toBe('requires_confirmation');
    const confirmed = await api.post(`/v1/payment_intents/${pi.id}/confirm`, {});
    expect((await confirmed.json()).status).toBe('succeeded');
  });

  it('serves the challenge page and sends Stripe.js there', async () => {
    const { body } = await confirmFromBrowser('4000002500003155');
    const stripeJs = new URL(body.next_action.use_stripe_sdk.stripe_js);
    const hop = await api.request(`${stripeJs.pathname}${stripeJs.search}`);
    expect(hop.status).toBe(302);
    const page = new URL(hop.headers.get('location') ?? '');
    expect(page.pathname).toBe(`/three_d_secure/${body.next_action.use_stripe_sdk.source}`);
    const html = await api.request(page.pathname + page.search);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await html.text()).toContain('<script type="module" src="/frames/three-ds.js">');
  });

  it('answers a JSON 404 for the challenge page when its bundle is not built', async () => {
    const res = await unbuiltApp(api).request('/three_d_secure/src_abc');
    expect(res.status).toBe(404);
    expect((await res.json()).error.type).toBe('invalid_request_error');
  });
});
