import { describe, expect, it } from 'vitest';
import { bodyOf, STORE_KINDS, unbuiltApp, useTestApi } from '../testing/harness.js';

const RETURN_URL = 'https://shop.example/return?order=7';

describe.each(STORE_KINDS)('redirect methods and the simulated bank on %s', (kind) => {
  // A built bank page bundle, as scripts/build.mjs leaves it.
  const api = useTestApi(kind, ['bank-redirect.js', 'bank-redirect.css']);

  const json = bodyOf;

  const redirectIntent = (type: string, currency: string, data: object, extra: object = {}) =>
    json(
      api.post('/v1/payment_intents', {
        amount: 4500,
        currency,
        payment_method_types: [type],
        payment_method_data: { type, [type]: data, billing_details: { name: 'Jo Doe' } },
        confirm: 'true',
        return_url: RETURN_URL,
        ...extra,
      }),
    );

  /** The page's id and secret, from the next action's URL. */
  function pageOf(intent: { next_action: { redirect_to_url: { url: string } } }) {
    const url = new URL(intent.next_action.redirect_to_url.url);
    const id = url.pathname.split('/').at(-1) ?? '';
    return { url, id, secret: url.searchParams.get('client_secret') ?? '' };
  }

  const complete = (id: string, secret: string, result: string) =>
    api.post(`/v1/bank_redirects/${id}/complete`, { client_secret: secret, result }, api.pk);

  it('asks for a return_url, as Stripe does', async () => {
    const res = await api.post('/v1/payment_intents', {
      amount: 4500,
      currency: 'eur',
      payment_method_types: ['ideal'],
      payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } },
      confirm: 'true',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'payment_intent_invalid_parameter',
      param: 'return_url',
      message:
        'You must provide a `return_url` when confirming a PaymentIntent with the payment method type ideal.',
    });
  });

  it('waits in requires_action with a redirect_to_url to the bank page on the provider origin', async () => {
    const intent = await redirectIntent('ideal', 'eur', { bank: 'ing' });
    expect(intent).toMatchObject({
      status: 'requires_action',
      latest_charge: null,
      next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: RETURN_URL } },
    });
    const { url, id, secret } = pageOf(intent);
    // The origin the API was reached at (app.request: http://localhost).
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toMatch(/^\/bank_redirect\/pa_nonce_[A-Za-z0-9]+$/);
    expect(url.searchParams.get('key')).toBe(api.pk);
    const page = await json(api.get(`/v1/bank_redirects/${id}`, { client_secret: secret }, api.pk));
    expect(page).toMatchObject({
      object: 'bank_redirect',
      amount: 4500,
      currency: 'eur',
      payment_method_type: 'ideal',
      bank: 'ing',
      payment_intent: intent.id,
      status: 'pending',
    });
    const wrong = await api.get(`/v1/bank_redirects/${id}`, { client_secret: 'nope' }, api.pk);
    expect((await wrong.json()).error.code).toBe('client_secret_invalid');
    const events = await json(api.get('/v1/events', { type: 'payment_intent.requires_action' }));
    expect(
      events.data.map((e: { data: { object: { id: string } } }) => e.data.object.id),
    ).toContain(intent.id);
  });

  it('pays when the buyer authorises, and sends them back with Stripe’s parameters', async () => {
    const intent = await redirectIntent('p24', 'pln', { bank: 'mbank' });
    const { id, secret } = pageOf(intent);
    const done = await json(complete(id, secret, 'succeeded'));
    expect(done.status).toBe('succeeded');
    const back = new URL(done.return_url);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order: '7',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: 'succeeded',
    });
    const after = await json(api.get(`/v1/payment_intents/${intent.id}`));
    expect(after).toMatchObject({ status: 'succeeded', next_action: null, amount_received: 4500 });
    const charge = await json(api.get(`/v1/charges/${after.latest_charge}`));
    expect(charge).toMatchObject({
      status: 'succeeded',
      payment_method_details: { type: 'p24', p24: { bank: 'mbank' } },
    });
    const again = await complete(id, secret, 'failed');
    expect(again.status).toBe(400);
  });

  it('fails the payment when the buyer refuses at the bank', async () => {
    const intent = await redirectIntent('eps', 'eur', { bank: 'bank_austria' });
    const { id, secret } = pageOf(intent);
    const done = await json(complete(id, secret, 'failed'));
    expect(new URL(done.return_url).searchParams.get('redirect_status')).toBe('failed');
    const after = await json(api.get(`/v1/payment_intents/${intent.id}`));
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: null,
      last_payment_error: {
        code: 'payment_intent_authentication_failure',
        payment_method: { type: 'eps' },
      },
    });
  });

  it('ignores a late answer to a page the intent no longer waits on', async () => {
    const intent = await redirectIntent('fpx', 'myr', { bank: 'maybank2u' });
    const { id, secret } = pageOf(intent);
    await api.post(`/v1/payment_intents/${intent.id}/cancel`);
    const late = await complete(id, secret, 'succeeded');
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe('payment_intent_unexpected_state');
    expect((await json(api.get(`/v1/payment_intents/${intent.id}`))).status).toBe('canceled');
  });

  it.each([
    ['netbanking', 'inr', { bank: 'hdfc' }],
    ['giropay', 'eur', {}],
    ['sofort', 'eur', { country: 'DE' }],
    ['bancontact', 'eur', {}],
  ])('runs %s through the bank page too', async (type, currency, data) => {
    const intent = await redirectIntent(type, currency, data);
    expect(intent.status).toBe('requires_action');
    const { id, secret } = pageOf(intent);
    expect((await json(complete(id, secret, 'succeeded'))).status).toBe('succeeded');
    expect((await json(api.get(`/v1/payment_intents/${intent.id}`))).status).toBe('succeeded');
  });

  it('serves the bank page on the provider origin, and a JSON 404 when it is not built', async () => {
    const intent = await redirectIntent('ideal', 'eur', {});
    const { url } = pageOf(intent);
    const html = await api.request(url.pathname + url.search);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toContain("default-src 'self'");
    const text = await html.text();
    expect(text).toContain('<script type="module" src="/frames/bank-redirect.js">');
    expect(text).toContain('href="/frames/bank-redirect.css"');
    const missing = await unbuiltApp(api).request(url.pathname);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.type).toBe('invalid_request_error');
  });
});
