// POST /v1/payment_methods with type=link over raw HTTP, on both stores: what it makes from a
// wallet card, and every refusal (keys, origins, sessions, payment details, intents) as a
// Stripe-style error, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import {
  type App,
  type CallOptions,
  consumerClient,
  credentials,
  IN_PROCESS_LIMITS,
} from '../testing/consumer-client.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { addSecondAccount } from '../testing/second-account.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a client does.
type Json = any;

describe.each(STORE_KINDS)('link PaymentMethods on %s', (kind) => {
  let testStore: TestStore;
  let app: App;
  let pk: string;
  let sk: string;
  let now = Date.parse('2026-11-28T10:00:00Z');

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

  const { call, signUp } = consumerClient({ app: () => app, pk: () => pk, sk: () => sk });
  let seq = 0;

  /** A new wallet account (its sign-up session) holding one card. */
  async function walletWithCard(number = '4242424242424242') {
    const address = `link-pm.${kind}.${++seq}@example.com`;
    const created = await signUp(address);
    expect(created.status).toBe(200);
    const secret = created.body.consumer_session.client_secret as string;
    const added = await call('/v1/consumers/payment_details', {
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
      billing_address: { name: 'Jo Doe', postal_code: '10001', country_code: 'US' },
      billing_email_address: 'jo@example.com',
      ...credentials(secret),
    });
    expect(added.status).toBe(200);
    return { address, secret, detail: added.body.redacted_payment_details.id as string };
  }

  const createLink = (link: object, extra: object = {}, options: CallOptions = {}) =>
    call('/v1/payment_methods', { type: 'link', link, ...extra }, options);

  /** A server-side call with the secret key. */
  const merchant = (path: string, params: object = {}, method = 'POST') =>
    call(path, params, { key: sk, origin: null, method });

  it('makes a link method from a wallet card: the e-mail, no card hash', async () => {
    const { address, secret, detail } = await walletWithCard();
    const made = await createLink({ payment_details_id: detail, ...credentials(secret) });
    expect(made.status).toBe(200);
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.body).toEqual({
      id: expect.stringMatching(/^pm_/),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: {
        address: {
          city: null,
          country: 'US',
          line1: null,
          line2: null,
          postal_code: '10001',
          state: null,
        },
        email: 'jo@example.com',
        name: 'Jo Doe',
        phone: null,
        tax_id: null,
      },
      created: expect.any(Number),
      customer: null,
      link: { email: address, persistent_token: null },
      livemode: false,
      metadata: {},
      type: 'link',
    });
    expect(made.text).not.toContain('4242');
    const retrieved = await merchant(`/v1/payment_methods/${made.body.id}`, {}, 'GET');
    expect(retrieved.body).toEqual(made.body);
  });

  it('takes billing details, metadata and valid backup payment details', async () => {
    const { secret, detail } = await walletWithCard();
    const backup = await call('/v1/consumers/payment_details', {
      type: 'card',
      card: { number: '5555555555554444', exp_month: 1, exp_year: 2031, cvc: '123' },
      ...credentials(secret),
    });
    const made = await createLink(
      {
        payment_details_id: detail,
        backup_payment_details_ids: [backup.body.redacted_payment_details.id],
        ...credentials(secret),
      },
      {
        billing_details: { name: 'Sam Roe', address: { country: 'GB', postal_code: 'N1 9GU' } },
        metadata: { order: '42' },
        allow_redisplay: 'always',
      },
    );
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      type: 'link',
      allow_redisplay: 'always',
      metadata: { order: '42' },
      billing_details: { name: 'Sam Roe', address: { country: 'GB', postal_code: 'N1 9GU' } },
    });
  });

  it('refuses a secret key, another origin, and missing parameters', async () => {
    const { secret, detail } = await walletWithCard();
    const link = { payment_details_id: detail, ...credentials(secret) };
    const secretKey = await createLink(link, {}, { key: sk, origin: null });
    // Codeless, as Stripe's own refusals of a wrong key kind are.
    expect(secretKey.status).toBe(401);
    expect(secretKey.body.error).toMatchObject({ type: 'invalid_request_error' });
    expect(secretKey.body.error.message).toMatch(/publishable API key/);
    const merchantPage = await createLink(link, {}, { origin: 'http://localhost:4243' });
    expect(merchantPage.status).toBe(403);
    expect(merchantPage.body.error.message).toBe('Invalid shared session origin');
    const noDetail = await createLink(credentials(secret));
    expect(noDetail.status).toBe(400);
    expect(noDetail.body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'link[payment_details_id]',
    });
    const noCredentials = await createLink({ payment_details_id: detail });
    expect(noCredentials.status).toBe(400);
    expect(noCredentials.body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'link[credentials][consumer_session_client_secret]',
    });
    const noLink = await call('/v1/payment_methods', { type: 'link' });
    expect(noLink.status).toBe(400);
    expect(noLink.body.error.code).toBe('parameter_missing');
    const unknown = await createLink({ ...link, card_number: '4242424242424242' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('parameter_unknown');
  });

  it("refuses a forged session, another shopper's details and another merchant's session", async () => {
    const { secret, detail } = await walletWithCard();
    const forged = await createLink({
      payment_details_id: detail,
      ...credentials('csmrs_secret_nothing'),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatchObject({
      code: 'consumer_session_credentials_invalid',
      param: 'link[credentials][consumer_session_client_secret]',
    });
    const other = await walletWithCard();
    const foreign = await createLink({ payment_details_id: other.detail, ...credentials(secret) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({
      code: 'resource_missing',
      param: 'link[payment_details_id]',
    });
    const foreignBackup = await createLink({
      payment_details_id: detail,
      backup_payment_details_ids: [other.detail],
      ...credentials(secret),
    });
    expect(foreignBackup.status).toBe(404);
    expect(foreignBackup.body.error.param).toBe('link[backup_payment_details_ids][0]');
    const shop = await addSecondAccount(testStore.store);
    const elsewhere = await createLink(
      { payment_details_id: detail, ...credentials(secret) },
      {},
      { key: shop.pk },
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.code).toBe('consumer_session_credentials_invalid');
  });

  it('answers consumer_session_expired once the session ran out of time', async () => {
    const { secret, detail } = await walletWithCard();
    now += 31 * 60 * 1000;
    const expired = await createLink({ payment_details_id: detail, ...credentials(secret) });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({
      code: 'consumer_session_expired',
      param: 'link[credentials][consumer_session_client_secret]',
    });
  });

  it('refuses a wallet bank account as a link method', async () => {
    const { secret } = await walletWithCard();
    const bank = await call('/v1/consumers/payment_details', {
      type: 'bank_account',
      bank_account: { routing_number: '110000000', account_number: '000123456789' },
      billing_address: { name: 'Jo Doe', country_code: 'US' },
      ...credentials(secret),
    });
    const id = bank.body.redacted_payment_details.id;
    const made = await createLink({ payment_details_id: id, ...credentials(secret) });
    expect(made.status).toBe(400);
    expect(made.body.error).toMatchObject({
      type: 'invalid_request_error',
      param: 'link[payment_details_id]',
    });
    expect(made.body.error.message).toMatch(/bank account/);
    const shared = await call('/v1/consumers/payment_details/share', {
      id,
      expected_payment_method_type: 'link',
      ...credentials(secret),
    });
    expect(shared.status).toBe(400);
    expect(shared.body.error.param).toBe('id');
  });

  it('shares as link when asked, as a wallet card otherwise', async () => {
    const { address, secret, detail } = await walletWithCard();
    const asLink = await call('/v1/consumers/payment_details/share', {
      id: detail,
      expected_payment_method_type: 'link',
      billing_phone: '+12015550123',
      ...credentials(secret),
    });
    expect(asLink.status).toBe(200);
    expect(asLink.body.id).toBe(asLink.body.payment_method.id);
    expect(asLink.body.payment_method).toMatchObject({
      type: 'link',
      link: { email: address, persistent_token: null },
      billing_details: { phone: '+12015550123', name: 'Jo Doe' },
    });
    expect(asLink.body.payment_method.card).toBeUndefined();
    const plain = await call('/v1/consumers/payment_details/share', {
      id: detail,
      ...credentials(secret),
    });
    expect(plain.body.payment_method).toMatchObject({
      type: 'card',
      card: { wallet: { type: 'link' } },
    });
  });

  it('refuses link where an intent does not take it, and as payment_method_data', async () => {
    const { secret, detail } = await walletWithCard();
    const pm = (await createLink({ payment_details_id: detail, ...credentials(secret) })).body.id;
    const cardOnly = await merchant('/v1/payment_intents', {
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['card'],
      payment_method: pm,
      confirm: true,
    });
    expect(cardOnly.status).toBe(400);
    expect(cardOnly.body.error.code).toBe('payment_intent_invalid_parameter');
    const asData = await merchant('/v1/payment_intents', {
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['link'],
      payment_method_data: { type: 'link' },
      confirm: true,
    });
    expect(asData.status).toBe(400);
    expect(asData.body.error).toMatchObject({
      type: 'invalid_request_error',
      param: 'payment_method_data[type]',
    });
    expect(asData.body.error.message).toMatch(/POST \/v1\/payment_methods/);
  });

  it('checks payment_method_options[link] and shows it on an intent that takes link', async () => {
    const made = await merchant('/v1/payment_intents', {
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    expect(made.status).toBe(200);
    expect(made.body.payment_method_options.link).toEqual({ persistent_token: null });
    const cardOnly = await merchant('/v1/payment_intents', {
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['card'],
    });
    expect(cardOnly.body.payment_method_options.link).toBeUndefined();
    for (const [field, value] of [
      ['capture_method', 'automatic'],
      ['setup_future_usage', 'on_session'],
      ['unknown', 'x'],
    ] as const) {
      const refused = await merchant('/v1/payment_intents', {
        amount: 1000,
        currency: 'usd',
        payment_method_types: ['link'],
        payment_method_options: { link: { [field]: value } },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.param).toBe(`payment_method_options[link][${field}]`);
    }
  });

  it('changes payment_method_options[link] on an update, and shows them once the types take link', async () => {
    const made = await merchant('/v1/payment_intents', {
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['card'],
    });
    const id = made.body.id as string;
    const typed = await merchant(`/v1/payment_intents/${id}`, {
      payment_method_types: ['card', 'link'],
    });
    expect(typed.body.payment_method_options.link).toEqual({ persistent_token: null });
    const held = await merchant(`/v1/payment_intents/${id}`, {
      payment_method_options: { link: { capture_method: 'manual' } },
    });
    expect(held.body.payment_method_options.link).toEqual({
      capture_method: 'manual',
      persistent_token: null,
    });
    expect(held.body.payment_method_options.card).toEqual(made.body.payment_method_options.card);
    const refused = await merchant(`/v1/payment_intents/${id}`, {
      payment_method_options: { link: { setup_future_usage: 'sometimes' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.param).toBe('payment_method_options[link][setup_future_usage]');
  });

  it('lists link in a SetupIntent, refuses it in automatic sets, keeps the session consistent', async () => {
    const setup = await merchant('/v1/setup_intents', { payment_method_types: ['link'] });
    expect(setup.status).toBe(200);
    expect(setup.body.payment_method_types).toEqual(['link']);
    expect(setup.body.payment_method_options.link).toEqual({ persistent_token: null });
    const automatic = await merchant('/v1/payment_intents', { amount: 1000, currency: 'usd' });
    expect(automatic.body.payment_method_types).not.toContain('link');
    const linked: Json = await merchant('/v1/payment_intents', {
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    const session = await call(
      `/v1/elements/sessions?client_secret=${linked.body.client_secret}&type=payment_intent`,
      {},
      { method: 'GET' },
    );
    expect(session.status).toBe(200);
    expect(session.body.link_settings).toMatchObject({
      link_enabled: true,
      link_mode: 'LINK_PAYMENT_METHOD',
      link_passthrough_mode_enabled: false,
    });
  });
});
