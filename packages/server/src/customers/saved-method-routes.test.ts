import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const customer = async () => (await api.post('/v1/customers', {})).json();
const card = async (extra: object = {}) =>
  (
    await api.post('/v1/payment_methods', {
      type: 'card',
      card: VISA,
      billing_details: { name: 'Jenny Rosen', address: { postal_code: '94103', country: 'US' } },
      ...extra,
    })
  ).json();
const attach = (pm: string, cus: string) =>
  api.post(`/v1/payment_methods/${pm}/attach`, { customer: cus });

describe('POST /v1/payment_methods/:id/attach', () => {
  it('attaches, runs the checks and is idempotent for the same customer', async () => {
    const cus = await customer();
    const pm = await card();
    const res = await attach(pm.id, cus.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: pm.id,
      customer: cus.id,
      card: { checks: { cvc_check: 'pass', address_postal_code_check: 'pass' } },
    });
    expect((await attach(pm.id, cus.id)).status).toBe(200);
  });

  it.each([
    ['pm_card_chargeDeclined', 402, 'card_declined'],
    ['pm_card_chargeDeclinedExpiredCard', 402, 'expired_card'],
    ['pm_unknown', 404, 'resource_missing'],
  ])('refuses %s', async (id, status, code) => {
    const cus = await customer();
    const res = await attach(id, cus.id);
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
  });

  it('refuses a method attached to another customer, and a detached one', async () => {
    const [a, b] = [await customer(), await customer()];
    const pm = await card();
    await attach(pm.id, a.id);
    const taken = await attach(pm.id, b.id);
    expect(taken.status).toBe(400);
    expect((await taken.json()).error.message).toBe(
      'The payment method you provided has already been attached to a customer.',
    );
    await api.post(`/v1/payment_methods/${pm.id}/detach`);
    const reused = await attach(pm.id, b.id);
    expect((await reused.json()).error.code).toBe('payment_method_unexpected_state');
  });

  it.each([
    [{}, 'parameter_missing', 'customer'],
    [{ customer: 'cus_missing' }, 'resource_missing', 'customer'],
  ])('validates %o', async (params, code, param) => {
    const pm = await card();
    const res = await api.post(`/v1/payment_methods/${pm.id}/attach`, params);
    expect((await res.json()).error).toMatchObject({ code, param });
  });

  it('needs the secret key', async () => {
    const pm = await card();
    const cus = await customer();
    const res = await api.post(`/v1/payment_methods/${pm.id}/attach`, { customer: cus.id }, api.pk);
    expect(res.status).toBe(401);
  });
});

describe('POST /v1/payment_methods/:id/detach', () => {
  it('detaches and clears the customer default', async () => {
    const cus = await customer();
    const pm = await card();
    await attach(pm.id, cus.id);
    await api.post(`/v1/customers/${cus.id}`, {
      invoice_settings: { default_payment_method: pm.id },
    });
    const res = await api.post(`/v1/payment_methods/${pm.id}/detach`);
    expect((await res.json()).customer).toBeNull();
    const after = await (await api.get(`/v1/customers/${cus.id}`)).json();
    expect(after.invoice_settings.default_payment_method).toBeNull();
  });

  it('refuses a method that is not attached', async () => {
    const pm = await card();
    const res = await api.post(`/v1/payment_methods/${pm.id}/detach`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  });
});

describe('POST /v1/payment_methods/:id (update)', () => {
  it('updates billing details, metadata, allow_redisplay, expiry and preferred network', async () => {
    const cus = await customer();
    const pm = await card({ metadata: { a: '1' } });
    await attach(pm.id, cus.id);
    const res = await api.post(`/v1/payment_methods/${pm.id}`, {
      billing_details: { email: 'jenny@example.com', address: { city: 'SF' } },
      metadata: { b: '2' },
      allow_redisplay: 'always',
      card: { exp_month: 3, exp_year: 2040, networks: { preferred: 'visa' } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      allow_redisplay: 'always',
      metadata: { a: '1', b: '2' },
      billing_details: {
        name: 'Jenny Rosen',
        email: 'jenny@example.com',
        address: { city: 'SF', postal_code: '94103', country: 'US' },
      },
      card: { exp_month: 3, exp_year: 2040, networks: { preferred: 'visa' } },
    });
  });

  it.each([
    [{ card: { number: '4242424242424242' } }, 400, 'card[number]'],
    [{ type: 'card' }, 400, 'type'],
    [{ card: { exp_month: 13 } }, 402, 'card[exp_month]'],
    [{ card: { exp_year: 2001 } }, 402, 'card[exp_year]'],
    [{ card: { networks: { preferred: 'amex' } } }, 400, 'card[networks][preferred]'],
    [{ billing_details: { name: '4242 4242 4242 4242' } }, 400, 'billing_details[name]'],
  ])('rejects %o', async (params, status, param) => {
    const cus = await customer();
    const pm = await card();
    await attach(pm.id, cus.id);
    const res = await api.post(`/v1/payment_methods/${pm.id}`, params);
    expect(res.status).toBe(status);
    expect((await res.json()).error.param).toBe(param);
  });

  it('refuses a method not saved to a customer', async () => {
    const pm = await card();
    const res = await api.post(`/v1/payment_methods/${pm.id}`, { metadata: { a: '1' } });
    expect((await res.json()).error.message).toBe(
      'You must save this PaymentMethod to a customer before you can update it.',
    );
  });
});

describe('listing payment methods', () => {
  it('lists a customer’s methods by type, newest first, with pagination', async () => {
    const cus = await customer();
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const pm = await card();
      await attach(pm.id, cus.id);
      ids.unshift(pm.id);
    }
    const all = await (
      await api.get('/v1/payment_methods', { customer: cus.id, type: 'card' })
    ).json();
    expect(all).toMatchObject({ object: 'list', has_more: false, url: '/v1/payment_methods' });
    expect(all.data.map((pm: { id: string }) => pm.id)).toEqual(ids);
    const page = await (
      await api.get(`/v1/customers/${cus.id}/payment_methods`, { limit: 2 })
    ).json();
    expect(page).toMatchObject({ has_more: true, url: `/v1/customers/${cus.id}/payment_methods` });
    expect(page.data).toHaveLength(2);
    const none = await (
      await api.get(`/v1/customers/${cus.id}/payment_methods`, { type: 'sepa_debit' })
    ).json();
    expect(none.data).toEqual([]);
  });

  it('honours limit=30 and refuses 101', async () => {
    const cus = await customer();
    const ok = await api.get(`/v1/customers/${cus.id}/payment_methods`, { limit: 30 });
    expect(ok.status).toBe(200);
    const bad = await api.get(`/v1/customers/${cus.id}/payment_methods`, { limit: 101 });
    expect((await bad.json()).error.param).toBe('limit');
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await api.get('/v1/customers/cus_none/payment_methods')).status).toBe(404);
    expect((await api.get('/v1/payment_methods', { customer: 'cus_none' })).status).toBe(404);
  });
});
