import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const createCustomer = async (params: object = {}) =>
  (await api.post('/v1/customers', params)).json();

const newCard = async (number = VISA.number) =>
  (await api.post('/v1/payment_methods', { type: 'card', card: { ...VISA, number } })).json();

describe('POST /v1/customers', () => {
  it("creates a customer with Stripe's full field set", async () => {
    const res = await api.post('/v1/customers', {
      email: 'jenny@example.com',
      name: 'Jenny Rosen',
      phone: '+14155550100',
      description: 'VIP',
      address: { line1: '1 Main St', city: 'SF', country: 'US', postal_code: '94103' },
      shipping: { name: 'Jenny', address: { line1: '2 Side St', country: 'US' } },
      metadata: { order: '7' },
      preferred_locales: ['en', 'fr'],
    });
    expect(res.status).toBe(200);
    const customer = await res.json();
    expect(customer).toEqual({
      id: expect.stringMatching(/^cus_[A-Za-z0-9]{14}$/),
      object: 'customer',
      address: {
        city: 'SF',
        country: 'US',
        line1: '1 Main St',
        line2: null,
        postal_code: '94103',
        state: null,
      },
      balance: 0,
      created: expect.any(Number),
      currency: null,
      default_source: null,
      delinquent: false,
      description: 'VIP',
      discount: null,
      email: 'jenny@example.com',
      invoice_prefix: expect.stringMatching(/^[A-Z0-9]{8}$/),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: { order: '7' },
      name: 'Jenny Rosen',
      next_invoice_sequence: 1,
      phone: '+14155550100',
      preferred_locales: ['en', 'fr'],
      shipping: {
        name: 'Jenny',
        phone: null,
        address: {
          city: null,
          country: 'US',
          line1: '2 Side St',
          line2: null,
          postal_code: null,
          state: null,
        },
      },
      tax_exempt: 'none',
      test_clock: null,
    });
  });

  it('attaches a payment method on create and makes it the default', async () => {
    const pm = await newCard();
    const customer = await createCustomer({
      payment_method: pm.id,
      invoice_settings: { default_payment_method: pm.id },
    });
    expect(customer.invoice_settings.default_payment_method).toBe(pm.id);
    const method = await (await api.get(`/v1/payment_methods/${pm.id}`)).json();
    expect(method.customer).toBe(customer.id);
    expect(method.card.checks.cvc_check).toBe('pass');
  });

  it('attaches a test payment method id on create', async () => {
    const customer = await createCustomer({
      payment_method: 'pm_card_mastercard',
      invoice_settings: { default_payment_method: 'pm_card_mastercard' },
    });
    expect(customer.invoice_settings.default_payment_method).toMatch(/^pm_/);
    const list = await (await api.get(`/v1/customers/${customer.id}/payment_methods`)).json();
    expect(list.data.map((pm: { card: { brand: string } }) => pm.card.brand)).toEqual([
      'mastercard',
    ]);
  });

  it.each([
    [{ nickname: 'x' }, 400, 'parameter_unknown', 'nickname'],
    [{ tax_exempt: 'maybe' }, 400, undefined, 'tax_exempt'],
    [{ metadata: 'x' }, 400, undefined, 'metadata'],
    [{ balance: 'lots' }, 400, 'parameter_invalid_integer', 'balance'],
    [{ payment_method: 'pm_missing' }, 404, 'resource_missing', 'payment_method'],
    [
      { invoice_settings: { default_payment_method: 'pm_card_visa' } },
      404,
      'resource_missing',
      'invoice_settings[default_payment_method]',
    ],
  ])('rejects %o', async (params, status, code, param) => {
    const res = await api.post('/v1/customers', params);
    expect(res.status).toBe(status);
    const { error } = await res.json();
    expect(error.type).toBe('invalid_request_error');
    expect(error.code).toBe(code);
    expect(error.param).toBe(param);
  });

  it('refuses a declining card as the payment method', async () => {
    const res = await api.post('/v1/customers', { payment_method: 'pm_card_chargeDeclined' });
    expect(res.status).toBe(402);
    expect((await res.json()).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  });

  it('needs the secret key', async () => {
    const res = await api.post('/v1/customers', {}, api.pk);
    expect(res.status).toBe(401);
  });
});

describe('GET /v1/customers/:id', () => {
  it('retrieves a customer', async () => {
    const customer = await createCustomer({ email: 'a@example.com' });
    const res = await api.get(`/v1/customers/${customer.id}`);
    expect(await res.json()).toEqual(customer);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await api.get('/v1/customers/cus_nothing');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({
      code: 'resource_missing',
      message: "No such customer: 'cus_nothing'",
      param: 'id',
    });
  });
});

describe('POST /v1/customers/:id', () => {
  it('updates fields, merges metadata and unsets with empty strings', async () => {
    const customer = await createCustomer({
      email: 'old@example.com',
      name: 'Old',
      metadata: { a: '1', b: '2' },
    });
    const res = await api.post(`/v1/customers/${customer.id}`, {
      email: 'new@example.com',
      name: '',
      metadata: { b: '', c: '3' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'new@example.com',
      name: null,
      metadata: { a: '1', c: '3' },
    });
  });

  it('sets the default payment method only to one attached to the customer', async () => {
    const customer = await createCustomer();
    const pm = await newCard();
    const refused = await api.post(`/v1/customers/${customer.id}`, {
      invoice_settings: { default_payment_method: pm.id },
    });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.param).toBe('invoice_settings[default_payment_method]');
    await api.post(`/v1/payment_methods/${pm.id}/attach`, { customer: customer.id });
    const res = await api.post(`/v1/customers/${customer.id}`, {
      invoice_settings: { default_payment_method: pm.id },
    });
    expect((await res.json()).invoice_settings.default_payment_method).toBe(pm.id);
  });

  it('answers 404 for a deleted customer', async () => {
    const customer = await createCustomer();
    await api.request(`/v1/customers/${customer.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${api.sk}` },
    });
    const res = await api.post(`/v1/customers/${customer.id}`, { name: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('DELETE /v1/customers/:id', () => {
  const del = (id: string) =>
    api.request(`/v1/customers/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${api.sk}` },
    });

  it('deletes a customer, detaches its methods, and later reads show it deleted', async () => {
    const customer = await createCustomer({ payment_method: 'pm_card_visa' });
    const res = await del(customer.id);
    expect(await res.json()).toEqual({ id: customer.id, object: 'customer', deleted: true });
    const read = await api.get(`/v1/customers/${customer.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ id: customer.id, object: 'customer', deleted: true });
    const list = await api.get('/v1/payment_methods', { customer: customer.id });
    expect(list.status).toBe(404);
    expect((await del(customer.id)).status).toBe(404);
  });
});

describe('GET /v1/customers', () => {
  it('lists newest first, filters by email and pages both ways', async () => {
    const email = `list-${Date.now()}@example.com`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createCustomer({ email }));
    const first = await (await api.get('/v1/customers', { email, limit: 2 })).json();
    expect(first).toMatchObject({ object: 'list', url: '/v1/customers', has_more: true });
    expect(first.data.map((c: { id: string }) => c.id)).toEqual([made[2].id, made[1].id]);
    const next = await (
      await api.get('/v1/customers', { email, limit: 2, starting_after: made[1].id })
    ).json();
    expect(next.data.map((c: { id: string }) => c.id)).toEqual([made[0].id]);
    expect(next.has_more).toBe(false);
    const back = await (
      await api.get('/v1/customers', { email, limit: 1, ending_before: made[0].id })
    ).json();
    expect(back.data.map((c: { id: string }) => c.id)).toEqual([made[1].id]);
    expect(back.has_more).toBe(true);
  });

  it('filters by created range', async () => {
    const customer = await createCustomer({ email: 'range@example.com' });
    const hit = await (
      await api.get('/v1/customers', {
        email: 'range@example.com',
        created: { gte: customer.created, lte: customer.created },
      })
    ).json();
    expect(hit.data).toHaveLength(1);
    const miss = await (
      await api.get('/v1/customers', {
        email: 'range@example.com',
        created: { gt: customer.created },
      })
    ).json();
    expect(miss.data).toHaveLength(0);
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ starting_after: 'cus_x', ending_before: 'cus_y' }, 'ending_before'],
    [{ created: { after: 1 } }, 'created[after]'],
  ])('rejects %o', async (params, param) => {
    const res = await api.get('/v1/customers', params);
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe(param);
  });

  it('answers 404 for an unknown cursor', async () => {
    const res = await api.get('/v1/customers', { starting_after: 'cus_unknown' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.param).toBe('starting_after');
  });
});
