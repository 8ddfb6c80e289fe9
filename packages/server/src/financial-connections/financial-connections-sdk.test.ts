// Financial Connections through the official `stripe` SDK, on both adapters: the merchant's
// sessions and the accounts linked in them (balances, owners), and the bank-linking dialog's
// calls (publishable key) as collectBankAccountFor… makes them: a linked account becomes the
// intent's PaymentMethod; numbers typed by hand are verified with microdeposits; a closed
// dialog leaves the intent as it was.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const ONLINE = {
  customer_acceptance: {
    type: 'online' as const,
    online: { ip_address: '203.0.113.9', user_agent: 'stripe-node test' },
  },
};

type Json = Record<string, unknown>;

describe.each(STORE_KINDS)('Financial Connections through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'financial-connections', {
      debits: { delayMs: 0, pollIntervalMs: 20 },
    });
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  /** The dialog's calls, as the browser makes them: the publishable key, form-encoded. */
  async function browser(method: 'GET' | 'POST', path: string, params: Record<string, string>) {
    const server = sdk?.server;
    if (!server) throw new Error('no server');
    const body = new URLSearchParams(params);
    const url = `${server.url}/v1/link_account_sessions${path}${method === 'GET' ? `?${body}` : ''}`;
    const response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${server.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      ...(method === 'POST' ? { body } : {}),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  const achIntent = (customer?: string) =>
    stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
      ...(customer ? { customer } : {}),
    } as Stripe.PaymentIntentCreateParams);

  async function intentSession(intent: { id: string; client_secret: string | null }) {
    const started = await browser('POST', '', {
      payment_intent: intent.id,
      client_secret: intent.client_secret ?? '',
      payment_method_type: 'us_bank_account',
      'billing_details[name]': 'Jenny Rosen',
      'billing_details[email]': 'jenny@example.com',
    });
    expect(started.status).toBe(200);
    return started.body as { id: string; client_secret: string };
  }

  it('creates and retrieves a session; refuses unknown permissions and customers', async () => {
    const customer = await stripe.customers.create({ email: 'fc@example.com' });
    const session = await stripe.financialConnections.sessions.create({
      account_holder: { type: 'customer', customer: customer.id },
      permissions: ['payment_method', 'balances', 'ownership'],
    });
    expect(session.id).toMatch(/^fcsess_/);
    expect(session.object).toBe('financial_connections.session');
    expect(session.client_secret).toMatch(/^fcsess_.+_secret_/);
    expect(session.accounts.data).toEqual([]);
    expect(session.account_holder).toEqual({ type: 'customer', customer: customer.id });
    const again = await stripe.financialConnections.sessions.retrieve(session.id);
    expect(again.permissions).toEqual(['payment_method', 'balances', 'ownership']);

    await expect(
      stripe.financialConnections.sessions.create({
        account_holder: { type: 'customer', customer: customer.id },
        permissions: ['telepathy' as 'balances'],
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'permissions[0]' });
    await expect(
      stripe.financialConnections.sessions.create({
        account_holder: { type: 'customer', customer: 'cus_missing' },
        permissions: ['balances'],
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(
      stripe.financialConnections.sessions.retrieve('fcsess_missing'),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('links accounts with balances and owners, and answers each test bank', async () => {
    const customer = await stripe.customers.create({ email: 'owner@example.com' });
    const session = await stripe.financialConnections.sessions.create({
      account_holder: { type: 'customer', customer: customer.id },
      permissions: ['balances', 'ownership'],
    });
    const secret = session.client_secret ?? '';
    const view = await browser('GET', '/session', { client_secret: secret });
    expect(view.body).toMatchObject({
      id: session.id,
      status: 'pending',
      for_payment_method: false,
      manual_entry: false,
    });
    expect((view.body.institutions as { name: string }[]).map((bank) => bank.name)).toEqual([
      'Test Institution',
      'Test OAuth Institution',
      'Down Bank (Error)',
      'Down Bank (Unscheduled)',
    ]);
    const ok = await browser('POST', '/institution', {
      client_secret: secret,
      institution: 'fcinst_test',
    });
    expect(ok.body).toMatchObject({ status: 'ok', oauth: false });
    expect((ok.body.accounts as { last4: string }[]).map((a) => a.last4)).toEqual(['6789', '4321']);
    const oauth = await browser('POST', '/institution', {
      client_secret: secret,
      institution: 'fcinst_test_oauth',
    });
    expect(oauth.body).toMatchObject({ status: 'ok', oauth: true });
    const failing = await browser('POST', '/institution', {
      client_secret: secret,
      institution: 'fcinst_down_error',
    });
    expect(failing.body).toMatchObject({ status: 'login_failed', accounts: [] });
    const down = await browser('POST', '/institution', {
      client_secret: secret,
      institution: 'fcinst_down_unscheduled',
    });
    expect(down.body).toMatchObject({ status: 'down' });
    const refused = await browser('POST', '/complete', {
      client_secret: secret,
      institution: 'fcinst_down_error',
      'accounts[0]': 'checking',
    });
    expect(refused.status).toBe(400);

    const linked = await browser('POST', '/complete', {
      client_secret: secret,
      institution: 'fcinst_test',
      'accounts[0]': 'checking',
      'accounts[1]': 'savings',
    });
    expect(linked.status).toBe(200);
    const done = await stripe.financialConnections.sessions.retrieve(session.id);
    expect(done.accounts.data).toHaveLength(2);
    const [checking] = done.accounts.data;
    expect(checking).toMatchObject({
      object: 'financial_connections.account',
      institution_name: 'Test Institution',
      last4: '6789',
      subcategory: 'checking',
      category: 'cash',
      status: 'active',
      balance: {
        type: 'cash',
        current: { usd: 1_000_000 },
        cash: { available: { usd: 1_000_000 } },
      },
      account_holder: { type: 'customer', customer: customer.id },
    });
    const account = await stripe.financialConnections.accounts.retrieve(checking?.id ?? '');
    expect(account.ownership).toMatch(/^fcaowns_/);
    const owners = await stripe.financialConnections.accounts.listOwners(account.id, {
      ownership: account.ownership as string,
    });
    expect(owners.data[0]).toMatchObject({ name: 'Jenny Rosen', ownership: account.ownership });
    const bySession = await stripe.financialConnections.accounts.list({ session: session.id });
    expect(bySession.data.map((a) => a.last4).sort()).toEqual(['4321', '6789']);
    const byCustomer = await stripe.financialConnections.accounts.list({
      account_holder: { customer: customer.id },
    });
    expect(byCustomer.data).toHaveLength(2);
    const events = await stripe.events.list({ type: 'financial_connections.account.created' });
    expect(events.data.map((e) => (e.data.object as { id: string }).id)).toContain(account.id);

    // Disconnecting stops the account (a wallet no longer takes it); a second call answers it.
    const [, savings] = done.accounts.data;
    const disconnected = await stripe.financialConnections.accounts.disconnect(savings?.id ?? '');
    expect(disconnected).toMatchObject({ id: savings?.id, status: 'disconnected' });
    expect((await stripe.financialConnections.accounts.disconnect(savings?.id ?? '')).status).toBe(
      'disconnected',
    );
    await expect(
      stripe.financialConnections.accounts.disconnect('fca_missing'),
    ).rejects.toMatchObject({ code: 'resource_missing' });

    // collectBankAccountToken: a bank_account token of the linked account.
    const token = await browser('POST', '/token', { client_secret: secret });
    expect(token.body).toMatchObject({
      object: 'token',
      type: 'bank_account',
      bank_account: { last4: '6789', routing_number: '110000000', country: 'US' },
    });
    // A finished session links nothing more.
    const twice = await browser('POST', '/complete', {
      client_secret: secret,
      institution: 'fcinst_test',
      'accounts[0]': 'checking',
    });
    expect(twice.status).toBe(400);
  });

  it('puts a linked account on the PaymentIntent, which then confirms straight to processing', async () => {
    const customer = await stripe.customers.create({ email: 'ach@example.com' });
    const intent = await achIntent(customer.id);
    const session = await intentSession(intent);
    const linked = await browser('POST', '/complete', {
      client_secret: session.client_secret,
      institution: 'fcinst_test_oauth',
      'accounts[0]': 'checking',
    });
    expect(linked.status).toBe(200);
    const collected = await stripe.paymentIntents.retrieve(intent.id, {
      expand: ['payment_method'],
    });
    expect(collected.status).toBe('requires_confirmation');
    const method = collected.payment_method as Stripe.PaymentMethod;
    expect(method.type).toBe('us_bank_account');
    expect(method.us_bank_account?.last4).toBe('6789');
    expect(method.us_bank_account?.financial_connections_account).toMatch(/^fca_/);
    expect(method.billing_details.name).toBe('Jenny Rosen');
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { mandate_data: ONLINE });
    expect(confirmed.status).toBe('processing');
  });

  it('verifies numbers typed by hand with microdeposits', async () => {
    const intent = await achIntent();
    const session = await intentSession(intent);
    const bad = await browser('POST', '/manual', {
      client_secret: session.client_secret,
      routing_number: '123',
      account_number: '000123456789',
    });
    expect(bad.body).toMatchObject({ error: { code: 'routing_number_invalid' } });
    const typed = await browser('POST', '/manual', {
      client_secret: session.client_secret,
      routing_number: '110000000',
      account_number: '000123456789',
    });
    expect(typed.status).toBe(200);
    const collected = await stripe.paymentIntents.retrieve(intent.id, {
      expand: ['payment_method'],
    });
    expect(collected.status).toBe('requires_confirmation');
    expect(
      (collected.payment_method as Stripe.PaymentMethod).us_bank_account
        ?.financial_connections_account,
    ).toBeNull();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { mandate_data: ONLINE });
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action?.type).toBe('verify_with_microdeposits');
    const verified = await stripe.paymentIntents.verifyMicrodeposits(intent.id, {
      amounts: [32, 45],
    });
    expect(verified.status).toBe('processing');
  });

  it('leaves the intent as it was when the shopper closes the dialog', async () => {
    const intent = await achIntent();
    const session = await intentSession(intent);
    const closed = await browser('POST', '/cancel', { client_secret: session.client_secret });
    expect(closed.body).toMatchObject({ status: 'canceled' });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.payment_method).toBeNull();
    const late = await browser('POST', '/complete', {
      client_secret: session.client_secret,
      institution: 'fcinst_test',
      'accounts[0]': 'checking',
    });
    expect(late.status).toBe(400);
  });

  it('checks the intent and its client secret before opening a session', async () => {
    const intent = await achIntent();
    const wrong = await browser('POST', '', {
      payment_intent: intent.id,
      client_secret: `${intent.id}_secret_wrong`,
      payment_method_type: 'us_bank_account',
      'billing_details[name]': 'Jenny Rosen',
    });
    expect(wrong.status).toBe(400);
    const noName = await browser('POST', '', {
      payment_intent: intent.id,
      client_secret: intent.client_secret ?? '',
      payment_method_type: 'us_bank_account',
    });
    expect(noName.body).toMatchObject({ error: { code: 'parameter_missing' } });
    const card = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card'],
    } as Stripe.PaymentIntentCreateParams);
    const cardOnly = await browser('POST', '', {
      payment_intent: card.id,
      client_secret: card.client_secret ?? '',
      payment_method_type: 'us_bank_account',
      'billing_details[name]': 'Jenny Rosen',
    });
    expect(cardOnly.body).toMatchObject({ error: { code: 'payment_intent_invalid_parameter' } });
  });

  it('collects for a SetupIntent, which then confirms', async () => {
    const customer = await stripe.customers.create({ email: 'setup@example.com' });
    const setup = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['us_bank_account'],
    } as Stripe.SetupIntentCreateParams);
    const started = await browser('POST', '', {
      setup_intent: setup.id,
      client_secret: setup.client_secret ?? '',
      payment_method_type: 'us_bank_account',
      'billing_details[name]': 'Jenny Rosen',
    });
    expect(started.status).toBe(200);
    await browser('POST', '/complete', {
      client_secret: (started.body as { client_secret: string }).client_secret,
      institution: 'fcinst_test',
      'accounts[0]': 'savings',
    });
    const collected = await stripe.setupIntents.retrieve(setup.id);
    expect(collected.status).toBe('requires_confirmation');
    const confirmed = await stripe.setupIntents.confirm(setup.id, { mandate_data: ONLINE });
    expect(confirmed.status).toBe('succeeded');
  });
});
