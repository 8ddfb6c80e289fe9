import { describe, expect, it } from 'vitest';
import { eventTypesOf, useTestApi, VISA } from '../testing/harness.js';
import { attemptOf, completeAttempt } from '../testing/three-d-secure-steps.js';

const api = useTestApi('pglite');

async function setupFromBrowser(number: string) {
  const customer = await (await api.post('/v1/customers', {})).json();
  const seti = await (await api.post('/v1/setup_intents', { customer: customer.id })).json();
  const res = await api.post(
    `/v1/setup_intents/${seti.id}/confirm`,
    {
      client_secret: seti.client_secret,
      use_stripe_sdk: true,
      payment_method_data: { type: 'card', card: { ...VISA, number } },
    },
    api.pk,
  );
  const body = await res.json();
  return { customer, seti, body };
}

const complete = (id: string, secret: string, result: string) =>
  completeAttempt(api, id, secret, result);

describe('3-D Secure when setting up a card', () => {
  it('asks for authentication, then saves the card to the customer', async () => {
    const { customer, seti, body } = await setupFromBrowser('4000002500003155');
    expect(body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
    });
    const { id, secret } = attemptOf(body);
    const attempt = await (
      await api.get(`/v1/three_d_secure/${id}`, { client_secret: secret }, api.pk)
    ).json();
    expect(attempt).toMatchObject({ setup_intent: seti.id, payment_intent: null, amount: null });
    expect((await complete(id, secret, 'succeeded')).status).toBe(200);
    const after = await (await api.get(`/v1/setup_intents/${seti.id}`)).json();
    expect(after).toMatchObject({ status: 'succeeded', next_action: null });
    const method = await (await api.get(`/v1/payment_methods/${after.payment_method}`)).json();
    expect(method.customer).toBe(customer.id);
    expect(await eventTypesOf(api, seti.id)).toEqual(
      expect.arrayContaining(['setup_intent.requires_action', 'setup_intent.succeeded']),
    );
  });

  it('leaves the SetupIntent needing a method when authentication fails', async () => {
    const { seti, body } = await setupFromBrowser('4000002760003184');
    const { id, secret } = attemptOf(body);
    await complete(id, secret, 'failed');
    const after = await (await api.get(`/v1/setup_intents/${seti.id}`)).json();
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: {
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        payment_method: { card: { last4: '3184' } },
      },
    });
  });

  it('sends a redirected buyer back with setup_intent parameters', async () => {
    const seti = await (
      await api.post('/v1/setup_intents', {
        payment_method: 'pm_card_authenticationRequiredOnSetup',
        confirm: true,
        return_url: 'https://shop.example/saved',
      })
    ).json();
    expect(seti.next_action.type).toBe('redirect_to_url');
    const page = new URL(seti.next_action.redirect_to_url.url);
    const done = await (
      await complete(
        page.pathname.split('/').pop() ?? '',
        page.searchParams.get('client_secret') ?? '',
        'succeeded',
      )
    ).json();
    const back = new URL(done.return_url);
    expect(back.searchParams.get('setup_intent')).toBe(seti.id);
    expect(back.searchParams.get('setup_intent_client_secret')).toBe(seti.client_secret);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
  });
});
