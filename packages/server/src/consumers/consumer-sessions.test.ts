// Session binding (issue 31): a consumer session works only with the origin, the publishable
// key and the merchant account it was opened with, each binding on its own; and an idle
// session's secret revives it only within the documented grace. On both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount, generateKey } from '../platform/accounts.js';
import {
  type App,
  consumerClient,
  credentials,
  IN_PROCESS_LIMITS,
} from '../testing/consumer-client.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { type AccountTestKeys, addSecondAccount } from '../testing/second-account.js';
import { SESSION_EXTEND_GRACE_SECONDS, SESSION_IDLE_SECONDS } from './wallet-limits.js';

describe.each(STORE_KINDS)('consumer session binding on %s', (kind) => {
  let testStore: TestStore;
  let app: App;
  let pk = '';
  let sk = '';
  /** A second publishable key of the same merchant account. */
  let pk2 = '';
  let other: AccountTestKeys;
  let now = Date.parse('2026-11-25T10:00:00Z');
  const clock = () => new Date(now);

  beforeAll(async () => {
    testStore = await openTestStore(kind);
    let accountId = '';
    ({
      publishableKey: pk,
      secretKey: sk,
      account: { id: accountId },
    } = await ensureDefaultAccount(testStore.store));
    pk2 = generateKey('publishable');
    await testStore.store.query(
      'INSERT INTO api_keys (key, account_id, kind, created) VALUES ($1, $2, $3, $4)',
      [pk2, accountId, 'publishable', Math.floor(now / 1000)],
    );
    other = await addSecondAccount(testStore.store, 'Other Shop');
    app = createApp({
      store: testStore.store,
      logger: silentLogger,
      clock,
      services: { consumerLimits: IN_PROCESS_LIMITS },
    });
  }, 60_000);
  afterAll(() => testStore?.dispose());

  let seq = 0;
  const email = () => `bound.${kind}.${++seq}@example.com`;
  const { call, signUp, verifiedSession } = consumerClient({
    app: () => app,
    pk: () => pk,
    sk: () => sk,
  });

  /** A code-verified wallet session of a shopper with a saved card. */
  async function verifiedShopper() {
    const address = email();
    const created = await signUp(address);
    await call('/v1/consumers/payment_details', {
      type: 'card',
      card: { number: '4242424242424242', exp_month: '12', exp_year: '2034', cvc: '123' },
      billing_address: { country_code: 'US' },
      ...credentials(created.body.consumer_session.client_secret),
    });
    return verifiedSession(address);
  }
  const list = (secret: string, key = pk) =>
    call(
      '/v1/consumers/payment_details/list',
      { types: ['CARD'], ...credentials(secret) },
      { key },
    );
  const invalid = { code: 'consumer_session_credentials_invalid' };

  it('refuses the secret with another publishable key of the same merchant account', async () => {
    const secret = await verifiedShopper();
    expect((await list(secret)).status).toBe(200);
    const otherKey = await list(secret, pk2);
    expect(otherKey.status).toBe(400);
    expect(otherKey.body.error).toMatchObject(invalid);
    const byCredential = await call('/v1/consumers/sessions/lookup', credentials(secret), {
      key: pk2,
    });
    expect(byCredential.body.error).toMatchObject(invalid);
    // The key it was opened with still works: nothing was revoked by the refusal.
    expect((await list(secret)).status).toBe(200);
  });

  it('refuses the secret with another merchant account’s key', async () => {
    const secret = await verifiedShopper();
    const elsewhere = await list(secret, other.pk);
    expect(elsewhere.body.error).toMatchObject(invalid);
    const shared = await call(
      '/v1/consumers/payment_details/share',
      { id: (await list(secret)).body.redacted_payment_details[0].id, ...credentials(secret) },
      { key: other.pk },
    );
    expect(shared.body.error).toMatchObject(invalid);
    const extended = await call('/v1/consumers/sessions/extend', credentials(secret), {
      key: other.pk,
    });
    expect(extended.body.error).toMatchObject(invalid);
  });

  it('refuses the secret from another origin (a server-side call has none)', async () => {
    const secret = await verifiedShopper();
    const serverSide = await call(
      '/v1/consumers/payment_details/list',
      { types: ['CARD'], ...credentials(secret) },
      { origin: null },
    );
    expect(serverSide.body.error).toMatchObject(invalid);
  });

  it(`revives an idle session only within ${SESSION_EXTEND_GRACE_SECONDS / 60} minutes of its idle expiry`, async () => {
    const kept = await verifiedShopper();
    const stolen = await verifiedShopper();
    // Idle: the secret alone opens nothing.
    now += SESSION_IDLE_SECONDS * 1000;
    expect((await list(kept)).body.error).toMatchObject(invalid);
    // One second before the grace ends, the shopper's own tab extends its session…
    now += (SESSION_EXTEND_GRACE_SECONDS - 1) * 1000;
    const extended = await call('/v1/consumers/sessions/extend', credentials(kept));
    expect(extended.status).toBe(200);
    expect((await list(extended.body.consumer_session.client_secret)).status).toBe(200);
    // …at its end, a stolen secret revives nothing, though the 24 hours are far off.
    now += 1000;
    const revived = await call('/v1/consumers/sessions/extend', credentials(stolen));
    expect(revived.status).toBe(400);
    expect(revived.body.error).toMatchObject(invalid);
    now += 3600_000;
    expect(
      (await call('/v1/consumers/sessions/extend', credentials(stolen))).body.error,
    ).toMatchObject(invalid);
  });
});
