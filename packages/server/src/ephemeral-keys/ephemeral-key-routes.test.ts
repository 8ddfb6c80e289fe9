import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const VERSION = { 'Stripe-Version': '2020-08-27' };
const customer = async () => (await api.post('/v1/customers', {})).json();
const ephemeralKey = async (cus: string) =>
  (await api.post('/v1/ephemeral_keys', { customer: cus }, api.sk, VERSION)).json();
const saveCard = async (cus: string) =>
  (await api.post('/v1/payment_methods/pm_card_visa/attach', { customer: cus })).json();

describe('POST /v1/ephemeral_keys', () => {
  it('creates a key for one customer that lasts an hour', async () => {
    const cus = await customer();
    const key = await ephemeralKey(cus.id);
    expect(key).toEqual({
      id: expect.stringMatching(/^ephkey_/),
      object: 'ephemeral_key',
      associated_objects: [{ id: cus.id, type: 'customer' }],
      created: expect.any(Number),
      expires: key.created + 3600,
      livemode: false,
      secret: expect.stringMatching(/^ek_test_[A-Za-z0-9]+$/),
    });
  });

  it('needs the Stripe-Version header', async () => {
    const cus = await customer();
    const res = await api.post('/v1/ephemeral_keys', { customer: cus.id });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/Stripe-Version/);
  });

  it.each([
    [{}, 400, 'customer'],
    [{ customer: 'cus_missing' }, 404, 'customer'],
  ])('rejects %o', async (params, status, param) => {
    const res = await api.post('/v1/ephemeral_keys', params, api.sk, VERSION);
    expect(res.status).toBe(status);
    expect((await res.json()).error.param).toBe(param);
  });
});

describe('what an ephemeral key may do', () => {
  it('reads and updates its customer and lists, updates and detaches its methods', async () => {
    const cus = await customer();
    const pm = await saveCard(cus.id);
    const { secret } = await ephemeralKey(cus.id);
    expect((await api.get(`/v1/customers/${cus.id}`, {}, secret)).status).toBe(200);
    const updated = await api.post(
      `/v1/customers/${cus.id}`,
      { invoice_settings: { default_payment_method: pm.id } },
      secret,
    );
    expect((await updated.json()).invoice_settings.default_payment_method).toBe(pm.id);
    const list = await api.get(
      `/v1/customers/${cus.id}/payment_methods`,
      { type: 'card', limit: 30 },
      secret,
    );
    expect((await list.json()).data.map((m: { id: string }) => m.id)).toEqual([pm.id]);
    const byQuery = await api.get('/v1/payment_methods', { customer: cus.id }, secret);
    expect(byQuery.status).toBe(200);
    const changed = await api.post(
      `/v1/payment_methods/${pm.id}`,
      { card: { exp_month: 5 } },
      secret,
    );
    expect((await changed.json()).card.exp_month).toBe(5);
    const detached = await api.post(`/v1/payment_methods/${pm.id}/detach`, {}, secret);
    expect(detached.status).toBe(200);
  });

  it.each([
    ['POST', '/v1/customers', 403],
    ['POST', '/v1/payment_intents', 403],
    ['GET', '/v1/setup_intents', 403],
    ['POST', '/v1/ephemeral_keys', 403],
  ])('may not %s %s', async (method, path, status) => {
    const cus = await customer();
    const { secret } = await ephemeralKey(cus.id);
    const res =
      method === 'GET' ? await api.get(path, {}, secret) : await api.post(path, {}, secret);
    expect(res.status).toBe(status);
    expect((await res.json()).error.type).toBe('invalid_request_error');
  });

  it("may not touch another customer or another customer's methods", async () => {
    const [a, b] = [await customer(), await customer()];
    const pmB = await saveCard(b.id);
    const { secret } = await ephemeralKey(a.id);
    expect((await api.get(`/v1/customers/${b.id}`, {}, secret)).status).toBe(403);
    expect((await api.get(`/v1/customers/${b.id}/payment_methods`, {}, secret)).status).toBe(403);
    expect((await api.get('/v1/payment_methods', { customer: b.id }, secret)).status).toBe(404);
    expect((await api.post(`/v1/payment_methods/${pmB.id}/detach`, {}, secret)).status).toBe(404);
    expect(
      (await api.post(`/v1/payment_methods/${pmB.id}`, { metadata: { x: '1' } }, secret)).status,
    ).toBe(404);
  });

  it('stops working once deleted', async () => {
    const cus = await customer();
    const key = await ephemeralKey(cus.id);
    const res = await api.request(`/v1/ephemeral_keys/${key.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${api.sk}` },
    });
    const deleted = await res.json();
    expect(deleted).toMatchObject({ id: key.id, object: 'ephemeral_key' });
    expect(deleted.secret).toBeUndefined();
    const after = await api.get(`/v1/customers/${cus.id}`, {}, key.secret);
    expect(after.status).toBe(401);
    expect(JSON.stringify(await after.json())).not.toContain(key.secret);
  });

  it('answers 401 for an unknown key and 404 when deleting an unknown id', async () => {
    expect((await api.get('/v1/customers/cus_x', {}, 'ek_test_nothing')).status).toBe(401);
    const res = await api.request('/v1/ephemeral_keys/ephkey_nothing', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${api.sk}` },
    });
    expect(res.status).toBe(404);
  });
});
