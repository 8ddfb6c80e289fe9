// Bank accounts added to the wallet through Financial Connections, over raw HTTP on both
// stores: the wallet's linking session, the linked account as the source of a wallet bank
// account (validated: this merchant's, this wallet's, still active), its share naming the linked
// account so the payment needs no microdeposits, the funding sources and the test e-mail markers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createDebitWorker } from '../debits/debit-worker.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import {
  type App,
  consumerClient,
  credentials,
  IN_PROCESS_LIMITS,
} from '../testing/consumer-client.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { addSecondAccount } from '../testing/second-account.js';
import type { CodeMessage } from './message-senders.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a client does.
type Json = any;

describe.each(STORE_KINDS)(
  'wallet bank accounts linked through Financial Connections on %s',
  (kind) => {
    let testStore: TestStore;
    let app: App;
    let pk: string;
    let sk: string;
    /** Codes mailed for real: the wallet is shared by the merchants only with a real transport. */
    const mailed: CodeMessage[] = [];

    beforeAll(async () => {
      testStore = await openTestStore(kind);
      ({ publishableKey: pk, secretKey: sk } = await ensureDefaultAccount(testStore.store));
      app = createApp({
        store: testStore.store,
        logger: silentLogger,
        services: {
          consumerLimits: IN_PROCESS_LIMITS,
          codeTransports: { email: { send: async (message) => void mailed.push(message) } },
        },
      });
    }, 60_000);
    afterAll(() => testStore?.dispose());

    const { call, signUp, lookup } = consumerClient({
      app: () => app,
      pk: () => pk,
      sk: () => sk,
    });
    let seq = 0;
    const email = (tag = '') => `banks.${kind}.${++seq}${tag}@example.com`;

    /** A new account's verified sign-up session. */
    async function newWallet(address = email()) {
      const created = await signUp(address);
      expect(created.status).toBe(200);
      return created.body.consumer_session.client_secret as string;
    }

    /** A code-verified session of an existing account through another merchant's key. */
    async function verifiedOn(address: string, key: string) {
      const found = await call(
        '/v1/consumers/sessions/lookup',
        { email_address: address },
        { key },
      );
      const secret = found.body.consumer_session.client_secret as string;
      const started = await call(
        '/v1/consumers/sessions/start_verification',
        { type: 'EMAIL', ...credentials(secret) },
        { key },
      );
      expect(started.status).toBe(200);
      const code = mailed.findLast((message) => message.recipient === address)?.code;
      const verified = await call(
        '/v1/consumers/sessions/confirm_verification',
        { type: 'EMAIL', code, ...credentials(secret) },
        { key },
      );
      expect(verified.status).toBe(200);
      return verified.body.consumer_session.client_secret as string;
    }

    const linkingCall = (path: string, params: object, key = pk) =>
      call(`/v1/link_account_sessions${path}`, params, { key });

    /** The wallet's linking session, and the shopper linking one test account in its dialog. */
    async function linkAccount(secret: string, account = 'checking', key = pk): Promise<string> {
      const session = await call('/v1/consumers/link_account_sessions', credentials(secret), {
        key,
      });
      expect(session.status).toBe(200);
      expect(session.body).toMatchObject({
        object: 'financial_connections.session',
        account_holder: null,
        permissions: ['payment_method'],
        client_secret: expect.stringMatching(/^fcsess_.+_secret_/),
      });
      const clientSecret = session.body.client_secret as string;
      const view = await call(
        '/v1/link_account_sessions/session',
        { client_secret: clientSecret },
        { key, method: 'GET' },
      );
      // One account, and no typed numbers: the wallet's account is linked by its bank.
      expect(view.body).toMatchObject({ for_payment_method: true, manual_entry: false });
      const both = await linkingCall(
        '/complete',
        {
          client_secret: clientSecret,
          institution: 'fcinst_test',
          accounts: ['checking', 'savings'],
        },
        key,
      );
      expect(both.status).toBe(400);
      expect(both.body.error).toMatchObject({ param: 'accounts' });
      const linked = await linkingCall(
        '/complete',
        { client_secret: clientSecret, institution: 'fcinst_test', accounts: [account] },
        key,
      );
      expect(linked.status).toBe(200);
      return linked.body.session.accounts.data[0].id as string;
    }

    const addLinked = (secret: string, fca: string, extra: object = {}, key = pk) =>
      call(
        '/v1/consumers/payment_details',
        {
          type: 'bank_account',
          bank_account: { financial_connections_account: fca },
          ...credentials(secret),
          ...extra,
        },
        { key },
      );

    const merchant = async (
      path: string,
      params?: Record<string, string>,
      key = sk,
    ): Promise<Json> =>
      (
        await app.request(path, {
          method: params ? 'POST' : 'GET',
          headers: {
            Authorization: `Bearer ${key}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          ...(params ? { body: new URLSearchParams(params).toString() } : {}),
        })
      ).json();

    const payWith = (method: string, key = sk) =>
      merchant(
        '/v1/payment_intents',
        {
          amount: '2500',
          currency: 'usd',
          payment_method: method,
          confirm: 'true',
          'payment_method_types[]': 'us_bank_account',
          'mandate_data[customer_acceptance][type]': 'online',
          'mandate_data[customer_acceptance][online][ip_address]': '203.0.113.9',
          'mandate_data[customer_acceptance][online][user_agent]': 'vitest',
        },
        key,
      );

    it('saves a linked account, never its number, and pays with it without microdeposits', async () => {
      const secret = await newWallet();
      const fca = await linkAccount(secret);
      const added = await addLinked(secret, fca);
      expect(added.status).toBe(200);
      expect(added.text).not.toContain('000123456789');
      expect(added.text).not.toContain(fca);
      expect(added.body.redacted_payment_details).toMatchObject({
        type: 'BANK_ACCOUNT',
        is_default: true,
        // The bank reports the owner; it names the account when the shopper gave no name.
        billing_address: { name: 'Jenny Rosen' },
        bank_account_details: {
          bank_name: 'STRIPE TEST BANK',
          last4: '6789',
          account_type: 'checking',
        },
      });
      const shared = await call('/v1/consumers/payment_details/share', {
        id: added.body.redacted_payment_details.id,
        expected_payment_method_type: 'us_bank_account',
        ...credentials(secret),
      });
      expect(shared.status).toBe(200);
      const pm = shared.body.payment_method;
      expect(pm).toMatchObject({
        type: 'us_bank_account',
        billing_details: { name: 'Jenny Rosen' },
        us_bank_account: { last4: '6789', financial_connections_account: fca },
      });
      const paid = await payWith(pm.id);
      expect(paid.status).toBe('processing');
      expect(paid.next_action).toBeNull();
      await createDebitWorker(testStore.store, { delayMs: 0 }).runOnce();
      const settled = await merchant(`/v1/payment_intents/${paid.id}`);
      expect(settled.status).toBe('succeeded');
      const charge = await merchant(`/v1/charges/${settled.latest_charge}`);
      expect(charge.payment_method_details.type).toBe('us_bank_account');
    });

    it('keeps typed numbers on the microdeposit path beside a linked account', async () => {
      const secret = await newWallet();
      const typed = await call('/v1/consumers/payment_details', {
        type: 'bank_account',
        bank_account: { routing_number: '110000000', account_number: '000123456789' },
        billing_address: { name: 'Jo Doe' },
        ...credentials(secret),
      });
      expect(typed.status).toBe(200);
      const pm = (
        await call('/v1/consumers/payment_details/share', {
          id: typed.body.redacted_payment_details.id,
          ...credentials(secret),
        })
      ).body.payment_method;
      expect(pm.us_bank_account.financial_connections_account).toBeNull();
      const confirmed = await payWith(pm.id);
      expect(confirmed.status).toBe('requires_action');
      expect(confirmed.next_action.type).toBe('verify_with_microdeposits');
    });

    it('links an account the wallet holds as typed numbers into that same row, never a second one', async () => {
      const secret = await newWallet();
      const typed = await call('/v1/consumers/payment_details', {
        type: 'bank_account',
        bank_account: { routing_number: '110000000', account_number: '000123456789' },
        billing_address: { name: 'Jo Doe' },
        ...credentials(secret),
      });
      const id = typed.body.redacted_payment_details.id;
      const relinked = await addLinked(secret, await linkAccount(secret));
      expect(relinked.status).toBe(200);
      expect(relinked.body.redacted_payment_details).toMatchObject({
        id,
        is_default: true,
        billing_address: { name: 'Jo Doe' },
      });
      const again = await addLinked(secret, await linkAccount(secret));
      expect(again.body.redacted_payment_details.id).toBe(id);
      const listed = await call('/v1/consumers/payment_details/list', credentials(secret));
      expect(listed.body.redacted_payment_details).toHaveLength(1);
      const shared = await call('/v1/consumers/payment_details/share', {
        id,
        ...credentials(secret),
      });
      expect(shared.body.payment_method.us_bank_account.financial_connections_account).toMatch(
        /^fca_/,
      );
      // The other test account is another account: a row of its own.
      const savings = await addLinked(secret, await linkAccount(secret, 'savings'));
      expect(savings.body.redacted_payment_details.id).not.toBe(id);
    });

    it('refuses a linked account of another wallet, of a merchant session, unknown or disconnected', async () => {
      const secret = await newWallet();
      const other = await newWallet();
      const othersAccount = await linkAccount(other);
      const param = 'bank_account[financial_connections_account]';
      const notFound = await addLinked(secret, othersAccount);
      expect(notFound.status).toBe(404);
      expect(notFound.body.error).toMatchObject({ code: 'resource_missing', param });
      // The merchant's own session (secret key) links accounts no wallet may take.
      const merchantSession = await merchant('/v1/financial_connections/sessions', {
        'account_holder[type]': 'account',
        'account_holder[account]': 'acct_1',
        'permissions[]': 'payment_method',
      });
      const linked = await linkingCall('/complete', {
        client_secret: merchantSession.client_secret,
        institution: 'fcinst_test',
        'accounts[]': 'checking',
      });
      expect(linked.status).toBe(200);
      const merchantsAccount = linked.body.session.accounts.data[0].id;
      expect((await addLinked(secret, merchantsAccount)).body.error).toMatchObject({
        code: 'resource_missing',
        param,
      });
      expect((await addLinked(secret, 'fca_missing')).status).toBe(404);
      const mine = await linkAccount(secret, 'savings');
      const both = await call('/v1/consumers/payment_details', {
        type: 'bank_account',
        bank_account: { financial_connections_account: mine, account_number: '000123456789' },
        ...credentials(secret),
      });
      expect(both.status).toBe(400);
      expect(both.body.error).toMatchObject({ type: 'invalid_request_error', param });
      const disconnected = await merchant(
        `/v1/financial_connections/accounts/${mine}/disconnect`,
        {},
      );
      expect(disconnected).toMatchObject({ id: mine, status: 'disconnected' });
      expect((await merchant(`/v1/financial_connections/accounts/${mine}`)).status).toBe(
        'disconnected',
      );
      const refused = await addLinked(secret, mine);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', param });
      expect(refused.body.error.message).toContain('disconnected');
      // Another merchant's key reaches none of this merchant's linked accounts.
      const second = await addSecondAccount(testStore.store);
      const address = email();
      await newWallet(address);
      const onSecond = await verifiedOn(address, second.pk);
      expect((await addLinked(onSecond, othersAccount, {}, second.pk)).status).toBe(404);
      // Without a verified wallet session, no linking session.
      const unverified = (await lookup(email())).body.consumer_session.client_secret;
      const denied = await call('/v1/consumers/link_account_sessions', credentials(unverified));
      expect(denied.status).toBeGreaterThanOrEqual(400);
      expect(denied.status).toBeLessThan(500);
      expect(denied.body.error.type).toBe('invalid_request_error');
    });

    it("pays on another merchant with that merchant's own copy of the linked account", async () => {
      const address = email();
      const secret = await newWallet(address);
      const fca = await linkAccount(secret);
      const id = (await addLinked(secret, fca)).body.redacted_payment_details.id;
      const second = await addSecondAccount(testStore.store, 'Second Shop');
      const elsewhere = await verifiedOn(address, second.pk);
      const share = async () =>
        (
          await call(
            '/v1/consumers/payment_details/share',
            { id, ...credentials(elsewhere) },
            { key: second.pk },
          )
        ).body.payment_method;
      const pm = await share();
      const copy = pm.us_bank_account.financial_connections_account;
      expect(copy).toMatch(/^fca_/);
      expect(copy).not.toBe(fca);
      // The second merchant reads its copy (never the first merchant's account), active.
      expect(
        await merchant(`/v1/financial_connections/accounts/${copy}`, undefined, second.sk),
      ).toMatchObject({
        id: copy,
        status: 'active',
        last4: '6789',
        institution_name: 'Test Institution',
        balance: null,
        ownership: null,
      });
      expect(
        (await merchant(`/v1/financial_connections/accounts/${fca}`, undefined, second.sk)).error,
      ).toMatchObject({
        code: 'resource_missing',
      });
      expect((await share()).us_bank_account.financial_connections_account).toBe(copy);
      const paid = await payWith(pm.id, second.sk);
      expect(paid.status).toBe('processing');
      expect(paid.next_action).toBeNull();
      // On the merchant it was linked on, it still names the original.
      const home = await call('/v1/consumers/payment_details/share', {
        id,
        ...credentials(secret),
      });
      expect(home.body.payment_method.us_bank_account.financial_connections_account).toBe(fca);
    });

    it('turns bank funding off for a +disable_bank@ test e-mail', async () => {
      const address = email('+disable_bank');
      const created = await signUp(address);
      const secret = created.body.consumer_session.client_secret as string;
      const session = await call('/v1/consumers/link_account_sessions', credentials(secret));
      expect(session.status).toBe(400);
      expect(session.body.error.message).toContain('+disable_bank@');
      const typed = await call('/v1/consumers/payment_details', {
        type: 'bank_account',
        bank_account: { routing_number: '110000000', account_number: '000123456789' },
        billing_address: { name: 'Jo Doe' },
        ...credentials(secret),
      });
      expect(typed.status).toBe(400);
      expect(typed.body.error).toMatchObject({ type: 'invalid_request_error', param: 'type' });
      const config = await call('/v1/elements/wallet-config', credentials(secret), {
        method: 'GET',
      });
      expect(config.body.link_settings.link_funding_sources).toEqual(['CARD']);
    });

    it('lists both funding sources where the session takes us_bank_account, and for the marker', async () => {
      const session = async (types: string[]) =>
        (
          await call(
            '/v1/elements/sessions',
            {
              deferred_intent: {
                mode: 'payment',
                amount: 1000,
                currency: 'usd',
                payment_method_types: types,
              },
            },
            { method: 'GET', origin: null },
          )
        ).body.link_settings.link_funding_sources;
      expect(await session(['card', 'link', 'us_bank_account'])).toEqual(['CARD', 'BANK_ACCOUNT']);
      expect(await session(['card', 'link'])).toEqual(['CARD']);
      expect(await session(['card', 'us_bank_account'])).toEqual([]);
      const config = async (secret?: string) =>
        (
          await call('/v1/elements/wallet-config', secret ? credentials(secret) : {}, {
            method: 'GET',
          })
        ).body.link_settings.link_funding_sources;
      expect(await config()).toEqual(['CARD']);
      const plain = await newWallet();
      expect(await config(plain)).toEqual(['CARD']);
      const many = await newWallet(email('+multiple_funding_sources'));
      expect(await config(many)).toEqual(['CARD', 'BANK_ACCOUNT']);
    });
  },
);
