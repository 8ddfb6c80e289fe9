// Two accounts on one store: nothing of one is reachable with the other's keys, by id, by a
// list cursor, by a customer session or by an ephemeral key.
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, STORE_KINDS, type TestApi, useTestApi, VISA } from './testing/harness.js';
import { type AccountTestKeys, addSecondAccount } from './testing/second-account.js';

type Keys = AccountTestKeys;

/** A second account beside the harness's default one, with its own test keys. */
const secondAccount = (api: TestApi): Promise<Keys> => addSecondAccount(api.store);

describe.each(STORE_KINDS)("another account's objects on %s", (kind) => {
  const api = useTestApi(kind);
  const json = bodyOf;
  let other: Keys;
  let theirs: {
    customer: string;
    method: string;
    intent: string;
    secret: string;
    charge: string;
    setup: string;
  };
  beforeAll(async () => {
    other = await secondAccount(api);
    const customer = (await json(api.post('/v1/customers', {}, other.sk))).id;
    const method = (
      await json(api.post('/v1/payment_methods', { type: 'card', card: VISA }, other.sk))
    ).id;
    await api.post(`/v1/payment_methods/${method}/attach`, { customer }, other.sk);
    const paid = await json(
      api.post(
        '/v1/payment_intents',
        { amount: 1000, currency: 'usd', customer, payment_method: method, confirm: 'true' },
        other.sk,
      ),
    );
    const open = await json(
      api.post('/v1/payment_intents', { amount: 1000, currency: 'usd' }, other.sk),
    );
    const setup = await json(api.post('/v1/setup_intents', { customer }, other.sk));
    expect(paid.status).toBe('succeeded');
    theirs = {
      setup: setup.id,
      customer,
      method,
      intent: open.id,
      secret: open.client_secret,
      charge: paid.latest_charge,
    };
  });

  it.each([
    ['/v1/customers', 'customer'],
    ['/v1/payment_intents', 'intent'],
    ['/v1/charges', 'charge'],
    ['/v1/setup_intents', 'setup'],
  ] as const)('refuses a cursor of theirs when listing %s', async (path, field) => {
    const mine = await api.get(path, { limit: 3 });
    expect(mine.status).toBe(200);
    for (const cursor of ['starting_after', 'ending_before']) {
      const res = await api.get(path, { limit: 3, [cursor]: theirs[field] });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ code: 'resource_missing', param: cursor });
    }
  });

  it.each([
    ['/v1/customers/', 'customer'],
    ['/v1/payment_methods/', 'method'],
    ['/v1/payment_intents/', 'intent'],
    ['/v1/charges/', 'charge'],
  ] as const)('answers 404 for their %s…', async (path, field) => {
    const res = await api.get(`${path}${theirs[field]}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('resource_missing');
  });

  it('does not confirm their intent with our publishable key, nor pay ours with their method', async () => {
    const confirm = await api.post(
      `/v1/payment_intents/${theirs.intent}/confirm`,
      { payment_method: 'pm_card_visa', client_secret: theirs.secret },
      api.pk,
    );
    expect(confirm.status).toBe(404);
    const ours = await json(api.post('/v1/payment_intents', { amount: 500, currency: 'usd' }));
    const pay = await api.post(
      `/v1/payment_intents/${ours.id}/confirm`,
      { payment_method: theirs.method, client_secret: ours.client_secret },
      api.pk,
    );
    expect(pay.status).toBe(404);
    expect((await pay.json()).error).toMatchObject({ code: 'resource_missing' });
    const attach = await api.post(`/v1/payment_methods/${theirs.method}/attach`, {
      customer: (await json(api.post('/v1/customers', {}))).id,
    });
    expect(attach.status).toBe(404);
  });

  it("does not reach their methods with their customer's session or ephemeral key on our account", async () => {
    const session = await json(
      api.post(
        '/v1/customer_sessions',
        {
          customer: theirs.customer,
          components: { payment_element: { enabled: true, features: {} } },
        },
        other.sk,
      ),
    );
    const detach = await api.post(
      `/v1/elements/payment_methods/${theirs.method}/detach`,
      { customer_session_client_secret: session.client_secret },
      api.pk,
    );
    expect(detach.status).toBe(400);
    expect((await detach.json()).error).toMatchObject({
      code: 'client_secret_invalid',
      param: 'customer_session_client_secret',
    });
    const key = await json(
      api.post('/v1/ephemeral_keys', { customer: theirs.customer }, other.sk, {
        'Stripe-Version': '2020-08-27',
      }),
    );
    // Their key works on their account only: our secret key sees none of it either way.
    const listed = await api.get(
      `/v1/customers/${theirs.customer}/payment_methods`,
      {},
      key.secret,
    );
    expect(listed.status).toBe(200);
    expect((await listed.json()).data.map((pm: { id: string }) => pm.id)).toEqual([theirs.method]);
    const ourView = await api.get(`/v1/customers/${theirs.customer}/payment_methods`);
    expect(ourView.status).toBe(404);
    expect(
      (await json(api.get(`/v1/payment_methods/${theirs.method}`, {}, other.sk))).customer,
    ).toBe(theirs.customer);
  });
});
