// Payment method activation, an account's own setting: the elements session names the types the
// account has not activated among the ones it offers (unactivated_payment_method_types), whether
// the merchant listed them, automatic payment methods chose them or a deferred intent names
// them, for the Payment Element to show them with a warning in test mode; the types stay
// payable, as in Stripe's test mode. KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES sets the default
// account's setting at start; another account keeps its own.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKey } from '../platform/accounts.js';
import { type RunningServer, startServer } from '../start-server.js';
import { bodyOf, STORE_KINDS, type TestApi, useTestApi } from '../testing/harness.js';
import { type ServerStorage, sdkClient, serverStorage } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('unactivated payment method types on %s', (kind) => {
  let storage: ServerStorage;
  let server: RunningServer;
  let stripe: Stripe;
  beforeAll(async () => {
    storage = await serverStorage(kind, 'unactivated');
    server = await startServer(
      { ...storage.config, unactivatedPaymentMethodTypes: ['klarna', 'ideal'] },
      { webhooks: false },
    );
    stripe = sdkClient(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await storage?.dispose();
  });

  async function session(publishableKey: string, query: Record<string, string>) {
    const url = new URL('/v1/elements/sessions', server.url);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${publishableKey}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      ordered_payment_method_types_and_wallets: string[];
      unactivated_payment_method_types: string[];
      livemode: boolean;
    };
  }

  const sessionOf = (clientSecret: string) =>
    session(server.publishableKey, { client_secret: clientSecret });

  it("lists the intent's types the account has not activated, and only those", async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'klarna', 'paypal'],
    } as Stripe.PaymentIntentCreateParams);
    const listed = await sessionOf(intent.client_secret as string);
    expect(listed.ordered_payment_method_types_and_wallets).toEqual(['card', 'klarna', 'paypal']);
    // iDEAL is unactivated too, but this intent does not offer it.
    expect(listed.unactivated_payment_method_types).toEqual(['klarna']);
    expect(listed.livemode).toBe(false);
  });

  it('lists none for an intent of activated types only', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'paypal'],
    } as Stripe.PaymentIntentCreateParams);
    expect(
      (await sessionOf(intent.client_secret as string)).unactivated_payment_method_types,
    ).toEqual([]);
  });

  it('marks the unactivated types automatic payment methods offers, which stay payable in test mode', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
    });
    const offered = await sessionOf(intent.client_secret as string);
    expect(offered.ordered_payment_method_types_and_wallets).toEqual(
      expect.arrayContaining(['card', 'ideal', 'klarna', 'sepa_debit']),
    );
    expect(offered.unactivated_payment_method_types).toEqual(['ideal', 'klarna']);
    const method = await stripe.paymentMethods.create({
      type: 'ideal',
      ideal: { bank: 'rabobank' },
    } as Stripe.PaymentMethodCreateParams);
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: method.id,
      return_url: 'https://shop.example.test/done',
    });
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action?.type).toBe('redirect_to_url');
  });

  it("marks a deferred intent's unactivated types", async () => {
    const deferred = await session(server.publishableKey, {
      'deferred_intent[mode]': 'payment',
      'deferred_intent[amount]': '2500',
      'deferred_intent[currency]': 'eur',
    });
    expect(deferred.unactivated_payment_method_types).toEqual(['ideal', 'klarna']);
  });

  it('keeps the stored setting over a restart without the variable; a new value replaces it', async () => {
    await server.close();
    server = await startServer(storage.config, { webhooks: false });
    stripe = sdkClient(server);
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'eur',
      payment_method_types: ['card', 'ideal', 'klarna'],
    } as Stripe.PaymentIntentCreateParams);
    expect(
      (await sessionOf(intent.client_secret as string)).unactivated_payment_method_types,
    ).toEqual(['ideal', 'klarna']);
    await server.close();
    server = await startServer(
      { ...storage.config, unactivatedPaymentMethodTypes: ['card'] },
      { webhooks: false },
    );
    stripe = sdkClient(server);
    expect(
      (await sessionOf(intent.client_secret as string)).unactivated_payment_method_types,
    ).toEqual(['card']);
  });
});

describe.each(STORE_KINDS)("another account's activation setting on %s", (kind) => {
  const api = useTestApi(kind);

  it('answers each account with its own setting', async () => {
    // The default account (this harness sets no activation) has every type active.
    const other = await secondAccount(api, ['bancontact']);
    const params = {
      amount: 2500,
      currency: 'eur',
      payment_method_types: ['card', 'ideal', 'bancontact'],
    };
    const theirs = await bodyOf(api.post('/v1/payment_intents', params, other.sk));
    const ours = await bodyOf(api.post('/v1/payment_intents', params));
    const sessionOf = async (secret: string, pk: string) =>
      (await bodyOf(api.get('/v1/elements/sessions', { client_secret: secret }, pk)))
        .unactivated_payment_method_types;
    expect(await sessionOf(theirs.client_secret, other.pk)).toEqual(['bancontact']);
    expect(await sessionOf(ours.client_secret, api.pk)).toEqual([]);
  });
});

/**
 * A second account with its own keys and activation setting, written where Kassa keeps
 * accounts (its `accounts` row), as an operator configures one.
 */
async function secondAccount(api: TestApi, unactivated: readonly string[]) {
  const id = `acct_other${Date.now()}`;
  const now = Math.floor(Date.now() / 1000);
  const keys = { sk: generateKey('secret'), pk: generateKey('publishable') };
  await api.store.query(
    `INSERT INTO accounts (id, is_default, business_name, country, default_currency,
       fingerprint_secret, created, unactivated_payment_method_types)
     VALUES ($1, false, 'Other Shop', 'NL', 'eur', 'other-fingerprint-secret', $2, $3::jsonb)`,
    [id, now, JSON.stringify(unactivated)],
  );
  for (const [kind, key] of [
    ['secret', keys.sk],
    ['publishable', keys.pk],
  ] as const) {
    await api.store.query(
      'INSERT INTO api_keys (key, account_id, kind, created) VALUES ($1, $2, $3, $4)',
      [key, id, kind, now],
    );
  }
  return keys;
}
