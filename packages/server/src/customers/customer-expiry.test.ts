// Ephemeral keys and customer sessions end at their expiry, read from the app's clock.
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import { openTestStore, type TestStore } from '../testing/harness.js';

describe('expiry of customer credentials', () => {
  let testStore: TestStore;
  let now = new Date('2030-01-01T00:00:00Z');
  let app: ReturnType<typeof createApp>;
  let sk: string;
  let pk: string;
  beforeAll(async () => {
    testStore = await openTestStore('pglite');
    ({ secretKey: sk, publishableKey: pk } = await ensureDefaultAccount(testStore.store));
    app = createApp({ store: testStore.store, logger: silentLogger, clock: () => now });
  }, 60_000);
  afterAll(() => testStore?.dispose());

  const call = async (method: string, path: string, key: string, params: object = {}) => {
    const body = qs.stringify(params);
    const res = await app.request(method === 'GET' && body ? `${path}?${body}` : path, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Stripe-Version': '2020-08-27',
      },
      ...(method === 'GET' ? {} : { body }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read API answers as loosely as a client does.
    const answer: any = await res.json();
    return { status: res.status, body: answer };
  };

  it('refuses an ephemeral key after its hour', async () => {
    const customer = (await call('POST', '/v1/customers', sk)).body;
    const key = (await call('POST', '/v1/ephemeral_keys', sk, { customer: customer.id })).body;
    now = new Date(now.getTime() + 3599_000);
    expect((await call('GET', `/v1/customers/${customer.id}`, key.secret)).status).toBe(200);
    now = new Date(now.getTime() + 2_000);
    expect((await call('GET', `/v1/customers/${customer.id}`, key.secret)).status).toBe(401);
  });

  it('refuses a customer session and its api_key after 30 minutes', async () => {
    const customer = (await call('POST', '/v1/customers', sk)).body;
    const session = (
      await call('POST', '/v1/customer_sessions', sk, {
        customer: customer.id,
        components: { payment_element: { enabled: true } },
      })
    ).body;
    const query = {
      deferred_intent: { mode: 'setup', currency: 'usd' },
      customer_session_client_secret: session.client_secret,
    };
    const loaded = await call('GET', '/v1/elements/sessions', pk, query);
    expect(loaded.status).toBe(200);
    const apiKey = loaded.body.customer.customer_session.api_key;
    now = new Date(now.getTime() + 1801_000);
    expect((await call('GET', '/v1/elements/sessions', pk, query)).status).toBe(400);
    expect((await call('GET', `/v1/customers/${customer.id}`, apiKey)).status).toBe(401);
  });
});
