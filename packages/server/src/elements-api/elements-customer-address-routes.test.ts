import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const SHIPPING = {
  name: 'Jenny Rosen',
  phone: '+1 415 555 0100',
  address: {
    line1: '510 Townsend St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94103',
    country: 'US',
  },
};

async function customerWithSession() {
  const customer = await (await api.post('/v1/customers', { shipping: SHIPPING })).json();
  const session = await (
    await api.post('/v1/customer_sessions', {
      customer: customer.id,
      components: { payment_element: { enabled: true } },
    })
  ).json();
  return { customer: customer.id as string, secret: session.client_secret as string };
}

const post = (params: object) =>
  api.post('/v1/elements/customer_addresses/shipping', params, api.pk);
const shippingOf = async (id: string) =>
  (await (await api.get(`/v1/customers/${id}`)).json()).shipping;

describe('POST /v1/elements/customer_addresses/shipping', () => {
  it("updates the session customer's shipping address with the publishable key", async () => {
    const { customer, secret } = await customerWithSession();
    const next = {
      name: 'Jenny Rosen',
      address: {
        line1: '1-2-3 Shibuya',
        city: 'Shibuya-ku',
        state: 'Tokyo',
        postal_code: '150-0002',
        country: 'JP',
      },
    };
    const res = await post({ customer_session_client_secret: secret, shipping: next });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      object: 'customer_shipping',
      customer,
      shipping: { name: 'Jenny Rosen', address: { line1: '1-2-3 Shibuya', country: 'JP' } },
    });
    expect(await shippingOf(customer)).toMatchObject({ address: { postal_code: '150-0002' } });
  });

  it('removes it when shipping is sent empty', async () => {
    const { customer, secret } = await customerWithSession();
    const res = await post({ customer_session_client_secret: secret, shipping: '' });
    expect(res.status).toBe(200);
    expect((await res.json()).shipping).toBeNull();
    expect(await shippingOf(customer)).toBeNull();
  });

  it('refuses an invalid postal code naming the parameter, and changes nothing', async () => {
    const { customer, secret } = await customerWithSession();
    const res = await post({
      customer_session_client_secret: secret,
      shipping: { ...SHIPPING, address: { ...SHIPPING.address, postal_code: '9410' } },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      type: 'invalid_request_error',
      param: 'shipping[address][postal_code]',
    });
    expect(await shippingOf(customer)).toMatchObject({ address: { postal_code: '94103' } });
  });

  it('needs a live customer session and a shipping parameter', async () => {
    const { secret } = await customerWithSession();
    const missing = await post({ customer_session_client_secret: secret });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatchObject({
      code: 'parameter_missing',
      param: 'shipping',
    });
    const unknown = await post({
      customer_session_client_secret: 'cuss_secret_nope',
      shipping: SHIPPING,
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    const noSecret = await post({ shipping: SHIPPING });
    expect(noSecret.status).toBe(400);
    expect((await noSecret.json()).error.param).toBe('customer_session_client_secret');
  });
});
