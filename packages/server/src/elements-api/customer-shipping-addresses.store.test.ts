// A customer's several saved shipping addresses (migration 0107), on PGlite and PostgreSQL:
// saved from the customer's paid payments through a customer session, listed in the elements
// session after its `shipping`, updated and removed from the Address Element's saved view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, STORE_KINDS, type TestApi } from '../testing/harness.js';

const HOME = {
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
const OFFICE = {
  name: 'Jenny Rosen',
  address: {
    line1: '1-2-3 Shibuya',
    city: 'Shibuya-ku',
    state: 'Tokyo',
    postal_code: '150-0002',
    country: 'JP',
  },
};

describe.each(STORE_KINDS)('saved shipping addresses on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(kind);
  }, 60_000);
  afterAll(() => api?.dispose());

  async function customerWithSession(paymentElement = true) {
    const customer = await (await api.post('/v1/customers', { shipping: HOME })).json();
    const session = await (
      await api.post('/v1/customer_sessions', {
        customer: customer.id,
        components: paymentElement
          ? { payment_element: { enabled: true } }
          : { pricing_table: { enabled: true } },
      })
    ).json();
    return { customer: customer.id as string, secret: session.client_secret as string };
  }

  /** A payment of the customer with this shipping, confirmed (paid) or not. */
  async function payment(customer: string, shipping: object, confirm = true) {
    const intent = await (
      await api.post('/v1/payment_intents', {
        amount: 1200,
        currency: 'usd',
        customer,
        shipping,
        payment_method_types: ['card'],
        ...(confirm ? { payment_method: 'pm_card_visa', confirm: true } : {}),
      })
    ).json();
    return intent.client_secret as string;
  }

  const save = (secret: string, intentSecret: string) =>
    api.post(
      '/v1/elements/customer_addresses',
      { customer_session_client_secret: secret, payment_intent_client_secret: intentSecret },
      api.pk,
    );
  const change = (params: object) =>
    api.post('/v1/elements/customer_addresses/shipping', params, api.pk);
  const sessionAddresses = async (secret: string) => {
    const session = await (
      await api.get(
        '/v1/elements/sessions',
        {
          type: 'deferred_intent',
          'deferred_intent[mode]': 'payment',
          'deferred_intent[amount]': '1200',
          'deferred_intent[currency]': 'usd',
          customer_session_client_secret: secret,
        },
        api.pk,
      )
    ).json();
    return session.customer as { shipping: unknown; saved_shipping_addresses: unknown[] };
  };

  it("saves a paid payment's address once, beside the customer's shipping, and lists both", async () => {
    const { customer, secret } = await customerWithSession();
    const paid = await payment(customer, OFFICE);
    const first = await save(secret, paid);
    expect(first.status).toBe(200);
    const saved = await first.json();
    expect(saved).toMatchObject({
      object: 'customer_shipping',
      customer,
      shipping: { name: 'Jenny Rosen', address: { line1: '1-2-3 Shibuya', country: 'JP' } },
    });
    expect(saved.address).toMatch(/^csa_/);
    // The same place again (another payment, other letter case) is not saved twice.
    const again = await (
      await save(
        secret,
        await payment(customer, {
          ...OFFICE,
          address: { ...OFFICE.address, line1: '1-2-3 SHIBUYA' },
        }),
      )
    ).json();
    expect(again.address).toBe(saved.address);
    // The customer's own shipping is not copied.
    const home = await (await save(secret, await payment(customer, HOME))).json();
    expect(home).toMatchObject({ address: 'customer_shipping', shipping: null });

    const listed = await sessionAddresses(secret);
    expect(listed.shipping).toMatchObject({ address: { line1: '510 Townsend St' } });
    expect(listed.saved_shipping_addresses).toEqual([
      { id: saved.address, shipping: saved.shipping },
    ]);
  });

  it('updates and removes a saved address by its id, leaving the shipping alone', async () => {
    const { customer, secret } = await customerWithSession();
    const { address: id } = await (await save(secret, await payment(customer, OFFICE))).json();
    const moved = { ...OFFICE, address: { ...OFFICE.address, postal_code: '150-0001' } };
    const updated = await change({
      customer_session_client_secret: secret,
      address: id,
      shipping: moved,
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      address: id,
      shipping: { address: { postal_code: '150-0001' } },
    });
    expect((await sessionAddresses(secret)).saved_shipping_addresses).toMatchObject([
      { id, shipping: { address: { postal_code: '150-0001' } } },
    ]);
    const removed = await change({
      customer_session_client_secret: secret,
      address: id,
      shipping: '',
    });
    expect(await removed.json()).toMatchObject({ address: id, shipping: null });
    const after = await sessionAddresses(secret);
    expect(after.saved_shipping_addresses).toEqual([]);
    expect(after.shipping).toMatchObject({ address: { line1: '510 Townsend St' } });
    // Gone: Stripe's 404, naming the parameter.
    const missing = await change({
      customer_session_client_secret: secret,
      address: id,
      shipping: '',
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({
      code: 'resource_missing',
      param: 'address',
    });
  });

  it("reaches only the session's customer and only paid payments", async () => {
    const mine = await customerWithSession();
    const other = await customerWithSession();
    const { address: id } = await (
      await save(mine.secret, await payment(mine.customer, OFFICE))
    ).json();
    // Another customer's session cannot change it, nor save from my payment.
    const foreign = await change({
      customer_session_client_secret: other.secret,
      address: id,
      shipping: '',
    });
    expect(foreign.status).toBe(404);
    const stolen = await save(other.secret, await payment(mine.customer, OFFICE));
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).error).toMatchObject({
      code: 'payment_intent_invalid_parameter',
      param: 'payment_intent_client_secret',
    });
    // An unpaid payment's address is not saved.
    const unpaid = await save(mine.secret, await payment(mine.customer, OFFICE, false));
    expect(unpaid.status).toBe(400);
    expect((await unpaid.json()).error).toMatchObject({ code: 'payment_intent_unexpected_state' });
    // A session without the Payment Element does not allow it.
    const pricing = await customerWithSession(false);
    const refused = await save(pricing.secret, await payment(pricing.customer, OFFICE));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toEqual({
      type: 'invalid_request_error',
      message:
        "This customer session's components do not allow saving addresses: enable payment_element.",
      param: 'customer_session_client_secret',
    });
    expect((await sessionAddresses(mine.secret)).saved_shipping_addresses).toHaveLength(1);
  });
});
