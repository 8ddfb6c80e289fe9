// A wallet account's saved payment details and shipping addresses over raw HTTP, on both
// stores: who may read and change them, and sharing a card into the merchant's PaymentMethod.
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

// biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a client does.
type Json = any;

describe.each(STORE_KINDS)('the wallet on %s', (kind) => {
  let testStore: TestStore;
  let app: App;
  let pk: string;
  let sk: string;
  let now = Date.parse('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    testStore = await openTestStore(kind);
    ({ publishableKey: pk, secretKey: sk } = await ensureDefaultAccount(testStore.store));
    app = createApp({
      store: testStore.store,
      logger: silentLogger,
      clock: () => new Date(now),
      services: { consumerLimits: IN_PROCESS_LIMITS },
    });
  }, 60_000);
  afterAll(() => testStore?.dispose());

  const { call, signUp, lookup, verifiedSession } = consumerClient({
    app: () => app,
    pk: () => pk,
    sk: () => sk,
  });
  let seq = 0;
  const email = () => `wallet.${kind}.${++seq}@example.com`;

  const addCard = (secret: string, card: object = {}, extra: object = {}) =>
    call('/v1/consumers/payment_details', {
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', ...card },
      billing_address: { name: 'Jo Doe', postal_code: '10001', country_code: 'us' },
      billing_email_address: 'Jo@Example.com',
      ...credentials(secret),
      ...extra,
    });
  const listCards = (secret: string) =>
    call('/v1/consumers/payment_details/list', { types: ['CARD'], ...credentials(secret) });

  /** A new account whose sign-up session is returned with it. */
  async function newAccount() {
    const address = email();
    const created = await signUp(address);
    expect(created.status).toBe(200);
    return { address, secret: created.body.consumer_session.client_secret as string };
  }

  describe('payment details', () => {
    it('keeps what the sign-up session adds, redacted, for a later code-verified session', async () => {
      const { address, secret } = await newAccount();
      const added = await addCard(secret, {}, { nickname: '  Work  ' });
      expect(added.status).toBe(200);
      expect(added.body.redacted_payment_details).toEqual({
        id: expect.stringMatching(/^csmrpd_/),
        type: 'CARD',
        is_default: true,
        nickname: 'Work',
        backup_ids: [],
        billing_address: {
          name: 'Jo Doe',
          line_1: null,
          line_2: null,
          locality: null,
          administrative_area: null,
          postal_code: '10001',
          country_code: 'US',
        },
        billing_email_address: 'jo@example.com',
        card_details: {
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
          funding: 'credit',
          networks: ['visa'],
          preferred_network: null,
          checks: { cvc_check: 'UNCHECKED', address_postal_code_check: 'UNCHECKED' },
        },
        bank_account_details: null,
        cvc_check: 'UNCHECKED',
        address_postal_code_check: 'UNCHECKED',
        metadata: {},
      });
      expect(added.text).not.toContain('4242424242424242');
      // A session from a lookup sees nothing until a code verifies it.
      const looked = (await lookup(address)).body.consumer_session.client_secret;
      const refused = await listCards(looked);
      expect(refused.status).toBe(403);
      const verified = await verifiedSession(address);
      const listed = await listCards(verified);
      expect(listed.body.redacted_payment_details.map((d: { id: string }) => d.id)).toEqual([
        added.body.redacted_payment_details.id,
      ]);
    });

    it('moves the default, updates expiry, network and nickname, and removes', async () => {
      const { secret } = await newAccount();
      const first = (await addCard(secret)).body.redacted_payment_details.id;
      const second = (await addCard(secret, { number: '5555555555554444' }, { is_default: true }))
        .body.redacted_payment_details.id;
      const defaults = async () =>
        (await listCards(secret)).body.redacted_payment_details.map(
          (d: { id: string; is_default: boolean }) => [d.id, d.is_default],
        );
      expect(await defaults()).toEqual([
        [first, false],
        [second, true],
      ]);
      const updated = await call(`/v1/consumers/payment_details/${first}`, {
        exp_month: 3,
        exp_year: 31,
        nickname: ' Travel ',
        is_default: true,
        ...credentials(secret),
      });
      expect(updated.body.redacted_payment_details).toMatchObject({
        is_default: true,
        nickname: 'Travel',
        card_details: { exp_month: 3, exp_year: 2031 },
      });
      const badMonth = await call(`/v1/consumers/payment_details/${first}`, {
        exp_month: 13,
        ...credentials(secret),
      });
      expect(badMonth.body.error).toMatchObject({
        code: 'invalid_expiry_month',
        param: 'exp_month',
      });
      const badNetwork = await call(`/v1/consumers/payment_details/${first}`, {
        preferred_network: 'cartes_bancaires',
        ...credentials(secret),
      });
      expect(badNetwork.body.error.param).toBe('preferred_network');
      const removed = await call(`/v1/consumers/payment_details/${first}`, credentials(secret), {
        method: 'DELETE',
      });
      expect(removed.body).toEqual({ id: first, deleted: true });
      expect(await defaults()).toEqual([[second, true]]);
      const again = await call(`/v1/consumers/payment_details/${first}`, credentials(secret), {
        method: 'DELETE',
      });
      expect(again.status).toBe(404);
    });

    it('refuses a card token and a bad card with the spec and Stripe messages', async () => {
      const { secret } = await newAccount();
      const token = await addCard(secret, { token: 'tok_visa' });
      expect(token.body.error.message).toBe('Unsupported for Card details with token.');
      const bad = await addCard(secret, { number: '4242424242424241' });
      expect(bad.body.error).toMatchObject({ code: 'incorrect_number', param: 'number' });
    });

    it("never reaches another account's payment details", async () => {
      const owner = await newAccount();
      const detail = (await addCard(owner.secret)).body.redacted_payment_details.id;
      const other = await newAccount();
      for (const answer of [
        await call(`/v1/consumers/payment_details/${detail}`, {
          nickname: 'Mine',
          ...credentials(other.secret),
        }),
        await call(`/v1/consumers/payment_details/${detail}`, credentials(other.secret), {
          method: 'DELETE',
        }),
        await call('/v1/consumers/payment_details/share', {
          id: detail,
          ...credentials(other.secret),
        }),
      ]) {
        expect(answer.status).toBe(404);
      }
      expect((await listCards(other.secret)).body.redacted_payment_details).toEqual([]);
    });
  });

  describe('bank accounts', () => {
    const addBank = (secret: string, bank: object = {}, extra: object = {}) =>
      call('/v1/consumers/payment_details', {
        type: 'bank_account',
        bank_account: {
          routing_number: '110000000',
          account_number: '000123456789',
          account_holder_type: 'individual',
          ...bank,
        },
        billing_address: { name: 'Jo Doe', country_code: 'us' },
        billing_email_address: 'jo@example.com',
        ...credentials(secret),
        ...extra,
      });
    const merchant = async (path: string, params?: Record<string, string>): Promise<Json> =>
      (
        await app.request(path, {
          method: params ? 'POST' : 'GET',
          headers: {
            Authorization: `Bearer ${sk}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          ...(params ? { body: new URLSearchParams(params).toString() } : {}),
        })
      ).json();

    it('keeps a bank account beside a card, redacted, listed, default, updated and removed', async () => {
      const { secret } = await newAccount();
      const card = (await addCard(secret)).body.redacted_payment_details.id;
      const added = await addBank(secret, { account_type: 'savings' }, { nickname: ' Bills ' });
      expect(added.status).toBe(200);
      expect(added.body.redacted_payment_details).toEqual({
        id: expect.stringMatching(/^csmrpd_/),
        type: 'BANK_ACCOUNT',
        is_default: false,
        nickname: 'Bills',
        backup_ids: [],
        billing_address: {
          name: 'Jo Doe',
          line_1: null,
          line_2: null,
          locality: null,
          administrative_area: null,
          postal_code: null,
          country_code: 'US',
        },
        billing_email_address: 'jo@example.com',
        card_details: null,
        bank_account_details: {
          bank_name: 'STRIPE TEST BANK',
          bank_icon_code: null,
          last4: '6789',
          account_type: 'savings',
          account_holder_type: 'individual',
          is_instant_debits_eligible: false,
          is_networking_share_disabled: false,
        },
        cvc_check: 'UNCHECKED',
        address_postal_code_check: 'UNCHECKED',
        metadata: {},
      });
      expect(added.text).not.toContain('000123456789');
      const bank = added.body.redacted_payment_details.id;
      const listed = async () =>
        (
          await call('/v1/consumers/payment_details/list', {
            types: ['CARD', 'BANK_ACCOUNT'],
            ...credentials(secret),
          })
        ).body.redacted_payment_details.map(
          (d: { id: string; type: string; is_default: boolean }) => [d.id, d.type, d.is_default],
        );
      expect(await listed()).toEqual([
        [card, 'CARD', true],
        [bank, 'BANK_ACCOUNT', false],
      ]);
      const ofTypes = async (types: string[]) =>
        (
          await call('/v1/consumers/payment_details/list', { types, ...credentials(secret) })
        ).body.redacted_payment_details.map((d: { id: string }) => d.id);
      // A card-only client (the Payment Element asks for `card`) is sent its cards only.
      expect(await ofTypes(['card'])).toEqual([card]);
      expect(await ofTypes(['BANK_ACCOUNT'])).toEqual([bank]);
      expect(await ofTypes(['card', 'bank_account'])).toEqual([card, bank]);
      const updated = await call(`/v1/consumers/payment_details/${bank}`, {
        nickname: 'Rent',
        is_default: true,
        ...credentials(secret),
      });
      expect(updated.body.redacted_payment_details).toMatchObject({
        is_default: true,
        nickname: 'Rent',
        bank_account_details: { last4: '6789' },
      });
      const expiry = await call(`/v1/consumers/payment_details/${bank}`, {
        exp_month: 3,
        ...credentials(secret),
      });
      expect(expiry.status).toBe(400);
      expect(expiry.body.error).toMatchObject({
        type: 'invalid_request_error',
        param: 'exp_month',
      });
      expect(await listed()).toEqual([
        [card, 'CARD', false],
        [bank, 'BANK_ACCOUNT', true],
      ]);
      const removed = await call(`/v1/consumers/payment_details/${bank}`, credentials(secret), {
        method: 'DELETE',
      });
      expect(removed.body).toEqual({ id: bank, deleted: true });
      expect(await listed()).toEqual([[card, 'CARD', true]]);
    });

    it('answers 400 naming the parameter for missing or invalid bank details', async () => {
      const { secret } = await newAccount();
      // Stripe's enum refusals carry no code: the message names the allowed values.
      const cases: [object, string, string | undefined][] = [
        [{ type: 'bank_account' }, 'bank_account', 'parameter_missing'],
        [{ type: 'card' }, 'card', 'parameter_missing'],
        [
          { type: 'bank_account', bank_account: { routing_number: '110000001' } },
          'bank_account[routing_number]',
          'routing_number_invalid',
        ],
        [
          {
            type: 'bank_account',
            bank_account: { routing_number: '110000000', account_number: '12' },
          },
          'bank_account[account_number]',
          'account_number_invalid',
        ],
        [
          {
            type: 'bank_account',
            bank_account: { routing_number: '110000000', account_number: '000123456789' },
            billing_address: { country_code: 'US' },
          },
          'billing_address[name]',
          'parameter_missing',
        ],
        [
          {
            type: 'bank_account',
            bank_account: { routing_number: '110000000', account_type: 'brokerage' },
          },
          'bank_account[account_type]',
          undefined,
        ],
      ];
      for (const [params, param, code] of cases) {
        const answer = await call('/v1/consumers/payment_details', {
          ...params,
          ...credentials(secret),
        });
        expect(answer.status, param).toBe(400);
        expect(answer.body.error, param).toMatchObject({ type: 'invalid_request_error', param });
        expect(answer.body.error.code, param).toBe(code);
      }
      expect((await listCards(secret)).body.redacted_payment_details).toEqual([]);
    });

    it('shares into a us_bank_account PaymentMethod that pays under a mandate', async () => {
      const { secret } = await newAccount();
      const good = (await addBank(secret)).body.redacted_payment_details.id;
      const closed = (await addBank(secret, { account_number: '000111111113' })).body
        .redacted_payment_details.id;
      const asCard = await call('/v1/consumers/payment_details/share', {
        id: good,
        expected_payment_method_type: 'card',
        ...credentials(secret),
      });
      expect(asCard.status).toBe(400);
      expect(asCard.body.error.param).toBe('expected_payment_method_type');
      const shared = await call('/v1/consumers/payment_details/share', {
        id: good,
        expected_payment_method_type: 'us_bank_account',
        allow_redisplay: 'limited',
        ...credentials(secret),
      });
      expect(shared.status).toBe(200);
      const pm = shared.body.payment_method;
      expect(pm).toMatchObject({
        type: 'us_bank_account',
        allow_redisplay: 'limited',
        billing_details: { name: 'Jo Doe', email: 'jo@example.com' },
        us_bank_account: {
          bank_name: 'STRIPE TEST BANK',
          last4: '6789',
          routing_number: '110000000',
          account_holder_type: 'individual',
          account_type: 'checking',
          fingerprint: expect.any(String),
        },
      });
      expect(shared.text).not.toContain('000123456789');
      expect((await merchant(`/v1/payment_methods/${pm.id}`)).us_bank_account.fingerprint).toBe(
        pm.us_bank_account.fingerprint,
      );
      const confirm = (method: string) =>
        merchant('/v1/payment_intents', {
          amount: '2000',
          currency: 'usd',
          payment_method: method,
          confirm: 'true',
          'payment_method_types[]': 'us_bank_account',
          'mandate_data[customer_acceptance][type]': 'online',
          'mandate_data[customer_acceptance][online][ip_address]': '203.0.113.9',
          'mandate_data[customer_acceptance][online][user_agent]': 'vitest',
        });
      const settle = () => createDebitWorker(testStore.store, { delayMs: 0 }).runOnce();
      const pay = async (method: string) => {
        const confirmed = await confirm(method);
        expect(confirmed.status).toBe('requires_action');
        expect(confirmed.next_action.type).toBe('verify_with_microdeposits');
        const verified = await merchant(
          `/v1/payment_intents/${confirmed.id}/verify_microdeposits`,
          { descriptor_code: 'SM11AA' },
        );
        expect(verified.status).toBe('processing');
        await settle();
        return merchant(`/v1/payment_intents/${confirmed.id}`);
      };
      const paid = await pay(pm.id);
      expect(paid.status).toBe('succeeded');
      const charge = await merchant(`/v1/charges/${paid.latest_charge}`);
      expect(charge.payment_method_details.us_bank_account).toMatchObject({ last4: '6789' });
      const mandate = await merchant(
        `/v1/mandates/${charge.payment_method_details.us_bank_account.mandate}`,
      );
      expect(mandate).toMatchObject({
        object: 'mandate',
        payment_method: pm.id,
        status: 'active',
        customer_acceptance: { type: 'online' },
      });
      const closedPm = (
        await call('/v1/consumers/payment_details/share', {
          id: closed,
          ...credentials(secret),
        })
      ).body.payment_method.id;
      const failed = await pay(closedPm);
      expect(failed.last_payment_error).toMatchObject({ code: 'account_closed' });
    });
  });

  describe('sharing', () => {
    const share = (secret: string, params: object) =>
      call('/v1/consumers/payment_details/share', {
        expected_payment_method_type: 'card',
        request_surface: 'web_payment_element',
        ...params,
        ...credentials(secret),
      });
    const pay = async (paymentMethod: string): Promise<Json> =>
      (
        await app.request('/v1/payment_intents', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${sk}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            amount: '2000',
            currency: 'usd',
            payment_method: paymentMethod,
            confirm: 'true',
            'payment_method_types[]': 'card',
          }).toString(),
        })
      ).json();

    it("shares a card into the merchant's PaymentMethod, which pays with the card's outcome", async () => {
      const { secret } = await newAccount();
      const visa = (await addCard(secret)).body.redacted_payment_details.id;
      const declining = (await addCard(secret, { number: '4000000000000002' })).body
        .redacted_payment_details.id;
      const shared = await share(secret, {
        id: visa,
        payment_method_options: { card: { cvc: '123' } },
        allow_redisplay: 'limited',
      });
      expect(shared.status).toBe(200);
      const pm = shared.body.payment_method;
      expect(shared.body.id).toBe(pm.id);
      expect(pm).toMatchObject({
        object: 'payment_method',
        type: 'card',
        allow_redisplay: 'limited',
        billing_details: {
          name: 'Jo Doe',
          email: 'jo@example.com',
          address: { postal_code: '10001', country: 'US' },
        },
        card: {
          brand: 'visa',
          last4: '4242',
          checks: { cvc_check: 'unchecked' },
          wallet: { type: 'link', link: {}, dynamic_last4: null },
        },
      });
      const retrieved: Json = await (
        await app.request(`/v1/payment_methods/${pm.id}`, {
          headers: { Authorization: `Bearer ${sk}` },
        })
      ).json();
      expect(retrieved.card.fingerprint).toBe(pm.card.fingerprint);
      expect((await pay(pm.id)).status).toBe('succeeded');
      const declined = (await share(secret, { id: declining })).body.payment_method.id;
      expect((await pay(declined)).error).toMatchObject({
        code: 'card_declined',
        decline_code: 'generic_decline',
      });
    });

    it('answers the spec message without an id, and consumer_session_expired once expired', async () => {
      const { secret } = await newAccount();
      const detail = (await addCard(secret)).body.redacted_payment_details.id;
      const noId = await share(secret, {});
      expect(noId.body.error.message).toBe(
        'No payment details id found during sharePaymentDetails',
      );
      now += 31 * 60 * 1000;
      const expired = await share(secret, { id: detail });
      expect(expired.body.error.code).toBe('consumer_session_expired');
      const forged = await share('csmrs_secret_nothing', { id: detail });
      expect(forged.body.error.code).toBe('consumer_session_credentials_invalid');
    });
  });

  describe('shipping addresses', () => {
    it('adds without the phone, lists, moves the default and removes', async () => {
      const { secret } = await newAccount();
      const add = (line1: string, extra: object = {}) =>
        call('/v1/consumers/shipping_addresses', {
          address: {
            name: 'Jo Doe',
            line_1: line1,
            locality: 'New York',
            administrative_area: 'NY',
            postal_code: '10001',
            country_code: 'US',
            phone: '+12015550123',
          },
          ...extra,
          ...credentials(secret),
        });
      const home = await add('1 Main St');
      expect(home.body).toEqual({
        id: expect.stringMatching(/^csmrsa_/),
        address: {
          name: 'Jo Doe',
          line_1: '1 Main St',
          line_2: null,
          locality: 'New York',
          administrative_area: 'NY',
          postal_code: '10001',
          country_code: 'US',
        },
        is_default: true,
      });
      const office = (await add('2 Side St')).body.id;
      const made = await call(`/v1/consumers/shipping_addresses/${office}`, {
        is_default: true,
        ...credentials(secret),
      });
      expect(made.body.is_default).toBe(true);
      const listed = await call('/v1/consumers/shipping_addresses/list', credentials(secret));
      expect(
        listed.body.shipping_addresses.map((a: { id: string; is_default: boolean }) => [
          a.id,
          a.is_default,
        ]),
      ).toEqual([
        [home.body.id, false],
        [office, true],
      ]);
      expect(listed.text).not.toContain('+12015550123');
      const removed = await call(
        `/v1/consumers/shipping_addresses/${office}`,
        credentials(secret),
        {
          method: 'DELETE',
        },
      );
      expect(removed.body.deleted).toBe(true);
      const left = await call('/v1/consumers/shipping_addresses/list', credentials(secret));
      expect(left.body.shipping_addresses).toEqual([{ ...home.body, is_default: true }]);
    });
  });

  describe('wallet configuration and elements sessions', () => {
    it('offers the wallet, with consumer info only for a signed-in wallet session', async () => {
      const config = (secret?: string) =>
        call('/v1/elements/wallet-config', secret ? credentials(secret) : {}, { method: 'GET' });
      const anonymous = await config();
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toEqual({
        link_available: true,
        link_unavailable_reason: null,
        google_pay_available: false,
        apple_pay_available: false,
        link_settings: {
          link_enabled: true,
          link_funding_sources: ['CARD'],
          link_passthrough_mode_enabled: false,
          link_mode: 'LINK_PAYMENT_METHOD',
        },
        experiments: {},
        gates: {},
        card_brand_choice: { eligible: false },
        verified_payment_methods_on_domain: ['link'],
        consumer_info: null,
      });
      expect(anonymous.headers.get('access-control-allow-origin')).toBeNull();
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      const { address, secret } = await newAccount();
      const detail = (await addCard(secret)).body.redacted_payment_details.id;
      const looked = (await lookup(address)).body.consumer_session.client_secret;
      expect((await config(looked)).body.consumer_info).toBeNull();
      const verified = await verifiedSession(address);
      expect((await config(verified)).body.consumer_info).toEqual({
        consumer_session: {
          client_secret: verified,
          email_address: address,
          verification_sessions: [expect.objectContaining({ type: 'EMAIL', state: 'VERIFIED' })],
        },
        publishable_key: null,
        auth_session_client_secret: null,
        redacted_payment_details: [{ id: detail }],
        available_passkeys: [],
      });
    });

    it('enables the wallet in an elements session that offers link', async () => {
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
        ).body;
      expect((await session(['card', 'link'])).link_settings).toEqual({
        link_enabled: true,
        link_funding_sources: ['CARD'],
        link_passthrough_mode_enabled: false,
        link_mode: 'LINK_PAYMENT_METHOD',
      });
      expect((await session(['card'])).link_settings.link_enabled).toBe(false);
    });
  });
});
