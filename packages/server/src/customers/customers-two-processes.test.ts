// Two Kassa apps on one PostgreSQL behave as one for the customer side: keys, sessions and
// saved methods made through one are honoured by the other (nothing lives in memory).
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import { openTestStore, type TestStore } from '../testing/harness.js';

describe('customers across two apps on one PostgreSQL', () => {
  let testStore: TestStore;
  let second: Store;
  let apps: ReturnType<typeof createApp>[];
  let sk: string;
  let pk: string;
  beforeAll(async () => {
    testStore = await openTestStore('postgres');
    second = await openStore({ databaseUrl: testStore.url });
    ({ secretKey: sk, publishableKey: pk } = await ensureDefaultAccount(testStore.store));
    apps = [testStore.store, second].map((store) => createApp({ store, logger: silentLogger }));
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await testStore?.dispose();
  });

  const call = async (app: number, method: string, path: string, key: string, params = {}) => {
    const body = qs.stringify(params);
    const res = await (apps[app] as ReturnType<typeof createApp>).request(
      method === 'GET' && body ? `${path}?${body}` : path,
      {
        method,
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Stripe-Version': '2020-08-27',
        },
        ...(method === 'GET' ? {} : { body }),
      },
    );
    // biome-ignore lint/suspicious/noExplicitAny: tests read API answers as loosely as a client does.
    const answer: any = await res.json();
    return { status: res.status, body: answer };
  };

  it('honours on one app the ephemeral key, session and saved card made on the other', async () => {
    const customer = (
      await call(0, 'POST', '/v1/customers', sk, { payment_method: 'pm_card_visa' })
    ).body;
    const key = (await call(0, 'POST', '/v1/ephemeral_keys', sk, { customer: customer.id })).body;
    const seen = await call(1, 'GET', `/v1/customers/${customer.id}/payment_methods`, key.secret);
    expect(seen.body.data).toHaveLength(1);
    const session = (
      await call(1, 'POST', '/v1/customer_sessions', sk, {
        customer: customer.id,
        components: { payment_element: { enabled: true } },
      })
    ).body;
    const elements = await call(0, 'GET', '/v1/elements/sessions', pk, {
      deferred_intent: { mode: 'setup', currency: 'usd' },
      customer_session_client_secret: session.client_secret,
    });
    expect(elements.body.customer.id).toBe(customer.id);
    await call(1, 'DELETE', `/v1/ephemeral_keys/${key.id}`, sk);
    expect((await call(0, 'GET', `/v1/customers/${customer.id}`, key.secret)).status).toBe(401);
  });

  it('confirms one SetupIntent once when both apps race 50 confirms each', async () => {
    const intent = (
      await call(0, 'POST', '/v1/setup_intents', sk, { payment_method: 'pm_card_visa' })
    ).body;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(i % 2, 'POST', `/v1/setup_intents/${intent.id}/confirm`, sk),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  }, 60_000);
});
