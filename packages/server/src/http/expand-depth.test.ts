import { describe, expect, it } from 'vitest';
import { bodyOf, STORE_KINDS, useTestApi } from '../testing/harness.js';

const TOO_DEEP = 'latest_charge.payment_intent.latest_charge.payment_intent.customer';

describe.each(STORE_KINDS)('expand[] depth on %s', (kind) => {
  const api = useTestApi(kind);
  const tooDeep = (path: string) => ({
    type: 'invalid_request_error',
    message: `You cannot expand more than 4 levels of a property. Property: ${path}`,
    param: 'expand',
  });

  const paid = () =>
    bodyOf(
      api.post('/v1/payment_intents', {
        amount: 1200,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: true,
      }),
    );

  it('expands four levels', async () => {
    const intent = await paid();
    const res = await api.get(`/v1/charges/${intent.latest_charge}`, {
      expand: ['payment_intent.latest_charge.payment_intent.payment_method'],
    });
    expect(res.status).toBe(200);
    const charge = await res.json();
    expect(charge.payment_intent.latest_charge.payment_intent.payment_method).toMatchObject({
      object: 'payment_method',
    });
  });

  it('refuses five levels on a retrieve', async () => {
    const intent = await paid();
    const res = await api.get(`/v1/payment_intents/${intent.id}`, { expand: [TOO_DEEP] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(tooDeep(TOO_DEEP));
  });

  it("counts a list's data. as a level", async () => {
    const path = 'data.payment_intent.latest_charge.payment_intent.customer';
    const res = await api.get('/v1/charges', { expand: [path] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(tooDeep(path));
  });

  it('refuses before a confirm charges anything', async () => {
    const intent = await bodyOf(
      api.post('/v1/payment_intents', {
        amount: 1300,
        currency: 'usd',
        payment_method: 'pm_card_visa',
      }),
    );
    const res = await api.post(`/v1/payment_intents/${intent.id}/confirm`, { expand: [TOO_DEEP] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(tooDeep(TOO_DEEP));
    const after = await bodyOf(api.get(`/v1/payment_intents/${intent.id}`));
    expect(after.status).toBe('requires_confirmation');
  });
});
