import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, useTestApi, VISA } from '../testing/harness.js';

describe.each(STORE_KINDS)('a saved payment method pays only for its customer on %s', (kind) => {
  const api = useTestApi(kind);
  let customer: string;
  let saved: string;
  beforeAll(async () => {
    customer = (await (await api.post('/v1/customers', { email: 'ada@example.test' })).json()).id;
    const method = await (
      await api.post('/v1/payment_methods', { type: 'card', card: VISA })
    ).json();
    saved = method.id;
    await api.post(`/v1/payment_methods/${saved}/attach`, { customer });
  });

  it('refuses a Stripe.js confirm of an intent without that customer, and it charges nothing', async () => {
    const intent = await (
      await api.post('/v1/payment_intents', { amount: 1500, currency: 'usd' })
    ).json();
    const res = await api.post(
      `/v1/payment_intents/${intent.id}/confirm`,
      { payment_method: saved, client_secret: intent.client_secret },
      api.pk,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: 'source',
      message: `The \`payment_method\` parameter supplied ${saved} belongs to the Customer ${customer}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
    });
    const after = await (await api.get(`/v1/payment_intents/${intent.id}`)).json();
    expect(after).toMatchObject({ status: 'requires_payment_method', latest_charge: null });
  });

  it("refuses it on another customer's intent, with the secret key too", async () => {
    const other = (await (await api.post('/v1/customers', {})).json()).id;
    const res = await api.post('/v1/payment_intents', {
      amount: 1500,
      currency: 'usd',
      customer: other,
      payment_method: saved,
      confirm: 'true',
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({
      type: 'invalid_request_error',
      param: 'payment_method',
      message: `The PaymentMethod ${saved} does not belong to the Customer you supplied ${other}. Please use this PaymentMethod with the Customer that it belongs to instead.`,
    });
    // Stripe's answer has no code, and no doc_url without one.
    expect(error).not.toHaveProperty('code');
    expect(error).not.toHaveProperty('doc_url');
  });

  it("pays an intent of the method's own customer", async () => {
    const intent = await (
      await api.post('/v1/payment_intents', { amount: 1500, currency: 'usd', customer })
    ).json();
    const res = await api.post(
      `/v1/payment_intents/${intent.id}/confirm`,
      { payment_method: saved, client_secret: intent.client_secret },
      api.pk,
    );
    expect(await res.json()).toMatchObject({ status: 'succeeded', payment_method: saved });
  });
});
