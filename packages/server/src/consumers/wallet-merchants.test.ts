// Several merchant accounts on one server (issue 31): codes are never shared across shops. In
// test mode (codes in the test inbox) each merchant account has a wallet realm of its own; with a
// real transport the wallet is shared, the codes never readable through any API, and a channel
// with no transport is not offered. On both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import {
  type App,
  consumerClient,
  credentials,
  IN_PROCESS_LIMITS,
} from '../testing/consumer-client.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { type AccountTestKeys, addSecondAccount } from '../testing/second-account.js';
import type { CodeMessage, MessageSender } from './message-senders.js';

const CARD = {
  type: 'card',
  card: { number: '4242424242424242', exp_month: '12', exp_year: '2034', cvc: '123' },
  billing_address: { country_code: 'US' },
};

describe.each(STORE_KINDS)('merchants sharing one server, on %s', (kind) => {
  let testStore: TestStore;
  let testApp: App;
  let realApp: App;
  let pk = '';
  let sk = '';
  let other: AccountTestKeys;
  let now = Date.parse('2026-11-25T10:00:00Z');
  const clock = () => new Date(now);
  /** What the real e-mail transport carried (the shopper's mailbox). */
  const mailed: CodeMessage[] = [];
  const mailbox: MessageSender = {
    async send(message) {
      mailed.push(message);
    },
  };

  beforeAll(async () => {
    testStore = await openTestStore(kind);
    ({ publishableKey: pk, secretKey: sk } = await ensureDefaultAccount(testStore.store));
    other = await addSecondAccount(testStore.store, 'Attacking Shop');
    const base = { store: testStore.store, logger: silentLogger, clock };
    testApp = createApp({ ...base, services: { consumerLimits: IN_PROCESS_LIMITS } });
    // The same store behind a server that mails codes for real (SMTP) and sends no SMS.
    realApp = createApp({
      ...base,
      services: { consumerLimits: IN_PROCESS_LIMITS, codeTransports: { email: mailbox } },
    });
  }, 60_000);
  afterAll(() => testStore?.dispose());

  let seq = 0;
  const email = (name = 'shopper') => `${name}.${kind}.${++seq}@example.com`;
  let onApp: App;
  const client = consumerClient({ app: () => onApp, pk: () => pk, sk: () => sk });
  const { call } = client;
  const asOther = () => ({ key: other.pk });

  /** Shop A's shopper: signed up with a card, on the given server. */
  async function shopperOfShopA(app: App) {
    onApp = app;
    const address = email();
    const signedUp = await client.signUp(address);
    expect(signedUp.status).toBe(200);
    const secret = signedUp.body.consumer_session.client_secret as string;
    const added = await call('/v1/consumers/payment_details', { ...CARD, ...credentials(secret) });
    expect(added.status).toBe(200);
    now += 60_000;
    return address;
  }

  it('test mode: a second merchant cannot sign in as shop A’s shopper by reading its own inbox', async () => {
    const address = await shopperOfShopA(testApp);
    const otherKeys = { key: other.pk };
    // The attack of coverage-001 S1: look the e-mail up, send a code, read it from the inbox.
    const there = await call(
      '/v1/consumers/sessions/lookup',
      { email_address: address },
      otherKeys,
    );
    expect(there.status).toBe(200);
    expect(there.body.exists).toBe(false);
    const theirSecret = there.body.consumer_session.client_secret as string;
    const sent = await call(
      '/v1/consumers/sessions/start_verification',
      { type: 'EMAIL', ...credentials(theirSecret) },
      otherKeys,
    );
    expect(sent.status).toBe(404);
    expect(sent.body.error.message).toBe('Consumer not found');
    const latest = await call(
      '/v1/test_helpers/consumers/inbox/latest_code',
      { recipient: address },
      { key: other.sk, method: 'GET', origin: null },
    );
    expect(latest.status).toBe(404);
    // Signing the e-mail up at the other shop makes a test wallet of that shop: shop A's card
    // is not in it.
    const theirs = await call(
      '/v1/consumers/accounts/sign_up',
      { email_address: address, country: 'US', consent_action: 'checkbox_v0' },
      otherKeys,
    );
    expect(theirs.status).toBe(200);
    const listed = await call(
      '/v1/consumers/payment_details/list',
      { types: ['CARD'], ...credentials(theirs.body.consumer_session.client_secret) },
      otherKeys,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.redacted_payment_details).toEqual([]);
    // Shop A's own inbox and sign-in are untouched: its code opens its shopper's wallet.
    const verified = await client.verifiedSession(address);
    const ours = await call('/v1/consumers/payment_details/list', {
      types: ['CARD'],
      ...credentials(verified),
    });
    expect(ours.body.redacted_payment_details).toHaveLength(1);
    const otherInbox = await call(
      '/v1/test_helpers/consumers/inbox',
      { limit: '100' },
      { key: other.sk, method: 'GET', origin: null },
    );
    const codes = otherInbox.body.data.map((message: { code: string }) => message.code);
    expect(codes).not.toContain(await client.latestCode(address));
  });

  it('a real transport: one shared wallet, codes readable through no API, no channel without transport', async () => {
    const address = await shopperOfShopA(realApp);
    // The wallet is shared, as Link's is: the other shop finds the shopper.
    const there = await call(
      '/v1/consumers/sessions/lookup',
      { email_address: address },
      asOther(),
    );
    expect(there.body.exists).toBe(true);
    const theirSecret = there.body.consumer_session.client_secret as string;
    // No SMS transport: SMS is not offered and not sent, not even to the inbox.
    const sms = await call(
      '/v1/consumers/sessions/start_verification',
      { type: 'SMS', ...credentials(theirSecret) },
      asOther(),
    );
    expect(sms.status).toBe(400);
    expect(sms.body.error).toMatchObject({
      param: 'type',
      message: 'This server does not send SMS codes: verify by EMAIL.',
    });
    const before = mailed.length;
    const sent = await call(
      '/v1/consumers/sessions/start_verification',
      { type: 'EMAIL', ...credentials(theirSecret) },
      asOther(),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.available_verification_factors).toEqual(['EMAIL']);
    expect(mailed.length).toBe(before + 1);
    const code = mailed.at(-1)?.code ?? '';
    expect(mailed.at(-1)?.recipient).toBe(address);
    // The mailed code is readable with neither shop's secret key, by recipient or in the list.
    for (const key of [sk, other.sk]) {
      const asKey = { key, method: 'GET', origin: null } as const;
      const latest = await call(
        '/v1/test_helpers/consumers/inbox/latest_code',
        { recipient: address },
        asKey,
      );
      expect(latest.status).toBe(404);
      const list = await call('/v1/test_helpers/consumers/inbox', { limit: '100' }, asKey);
      expect(list.text).not.toContain(address);
      expect(list.text).not.toContain(`"code":"${code}"`);
    }
  });

  it('keeps test-mode wallets apart from the wallets a real transport proves', async () => {
    const address = await shopperOfShopA(testApp);
    // The same e-mail on the server that mails codes: no wallet yet, its own sign-up.
    onApp = realApp;
    expect((await client.lookup(address)).body.exists).toBe(false);
    expect((await client.signUp(address)).status).toBe(200);
    expect((await client.lookup(address)).body.exists).toBe(true);
    // And the shared wallet is not the test one, whose card it does not hold.
    onApp = testApp;
    const verified = await client.verifiedSession(address);
    const ours = await call('/v1/consumers/payment_details/list', {
      types: ['CARD'],
      ...credentials(verified),
    });
    expect(ours.body.redacted_payment_details).toHaveLength(1);
  });
});
