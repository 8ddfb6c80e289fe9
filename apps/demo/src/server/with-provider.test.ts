import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type RunningServer, startServer } from '@kassa/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDemo, startDemo } from './index.js';

// The shop against a real Kassa provider (embedded PGlite in a temporary folder): the official
// stripe SDK must create and read PaymentIntents through it unmodified.
let dataDir: string;
let provider: RunningServer;
let demo: RunningDemo;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kassa-demo-'));
  provider = await startServer(
    loadConfig({ KASSA_PORT: '0', KASSA_DATA_DIR: dataDir, KASSA_LOG_REQUESTS: '0' }),
    { webhooks: false },
  );
  demo = await startDemo({
    port: 0,
    providerUrl: provider.url,
    publishableKey: provider.publishableKey,
    secretKey: provider.secretKey,
    publicDir: dataDir,
  });
}, 60_000);

afterAll(async () => {
  await demo?.close();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function checkout(): Promise<{ id: string; clientSecret: string }> {
  const response = await fetch(`${demo.url}/api/checkout`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; clientSecret: string };
}

/** What the controller frame does for a card: confirm with the publishable key. */
async function confirmWithCard(id: string, clientSecret: string, number: string) {
  const body = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
  });
  return fetch(`${provider.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${provider.publishableKey}` },
    body,
  });
}

async function readStatus(id: string) {
  const response = await fetch(`${demo.url}/api/payment-intents/${id}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the demo shop on a Kassa provider', () => {
  it('creates a card PaymentIntent for the product price and hands out its client secret', async () => {
    const { id, clientSecret } = await checkout();
    expect(id).toMatch(/^pi_[A-Za-z0-9]+$/);
    expect(clientSecret).toMatch(new RegExp(`^${id}_secret_[A-Za-z0-9]+$`));
    expect(await readStatus(id)).toEqual({
      status: 200,
      body: {
        id,
        status: 'requires_payment_method',
        amount: 2500,
        currency: 'usd',
        last_payment_error: null,
        // No shipping Address Element on this checkout.
        shipping: null,
      },
    });
  });

  it.each([
    ['eur', 2500, ['card', 'sepa_debit', 'ideal', 'klarna', 'multibanco']],
    ['mxn', 45000, ['card', 'oxxo']],
    ['jpy', 3800, ['card', 'konbini']],
    ['brl', 13000, ['card', 'boleto', 'pix']],
  ])(
    'creates an intent in %s with automatic payment methods (the method switch)',
    async (currency, amount, some) => {
      const response = await fetch(`${demo.url}/api/checkout?currency=${currency}`, {
        method: 'POST',
      });
      const body = (await response.json()) as { id: string; amount: number; currency: string };
      expect(body).toMatchObject({ amount, currency });
      const read = await fetch(`${provider.url}/v1/payment_intents/${body.id}`, {
        headers: { Authorization: `Bearer ${provider.secretKey}` },
      });
      const intent = (await read.json()) as Record<string, unknown>;
      expect(intent).toMatchObject({
        amount,
        currency,
        automatic_payment_methods: { enabled: true },
      });
      expect(intent.payment_method_types).toEqual(expect.arrayContaining(some));
    },
  );

  it('sells two T-shirts in dollars, so Affirm (from 50.00) is offered, and only then', async () => {
    const types = async (query: string): Promise<unknown> => {
      const response = await fetch(`${demo.url}/api/checkout?${query}`, { method: 'POST' });
      const body = (await response.json()) as { id: string; amount: number };
      const read = await fetch(`${provider.url}/v1/payment_intents/${body.id}`, {
        headers: { Authorization: `Bearer ${provider.secretKey}` },
      });
      const intent = (await read.json()) as { amount: number; payment_method_types: string[] };
      expect(intent.amount).toBe(body.amount);
      return intent;
    };
    expect(await types('currency=usd')).toMatchObject({ amount: 2500 });
    expect(
      ((await types('currency=usd')) as { payment_method_types: string[] }).payment_method_types,
    ).not.toContain('affirm');
    expect(await types('currency=usd&quantity=2')).toMatchObject({
      amount: 5000,
      payment_method_types: expect.arrayContaining(['card', 'affirm']),
    });
  });

  it('names one returning customer on the intent, so bank transfers are offered', async () => {
    const create = async (): Promise<Record<string, unknown>> => {
      const response = await fetch(`${demo.url}/api/checkout?currency=eur&customer=1`, {
        method: 'POST',
      });
      const { id } = (await response.json()) as { id: string };
      const read = await fetch(`${provider.url}/v1/payment_intents/${id}`, {
        headers: { Authorization: `Bearer ${provider.secretKey}` },
      });
      return (await read.json()) as Record<string, unknown>;
    };
    const first = await create();
    const second = await create();
    expect(first.customer).toMatch(/^cus_/);
    expect(second.customer).toBe(first.customer);
    expect(first.payment_method_types).toEqual(expect.arrayContaining(['customer_balance']));
  });

  it.each(['0', '5', 'two'])('refuses a quantity of %s', async (quantity) => {
    const response = await fetch(`${demo.url}/api/checkout?currency=usd&quantity=${quantity}`, {
      method: 'POST',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'The shop sells 1 to 4 T-shirts at a time.' },
    });
  });

  it('refuses a currency the shop does not sell in, naming it', async () => {
    const response = await fetch(`${demo.url}/api/checkout?currency=xyz`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'The shop does not sell in xyz.' },
    });
  });

  it.each([
    ['4242424242424242', 'succeeded', null],
    ['4000000000000002', 'requires_payment_method', 'Your card was declined.'],
    ['4000000000009995', 'requires_payment_method', 'Your card has insufficient funds.'],
  ])('reads back the outcome of paying with %s', async (number, status, error) => {
    const { id, clientSecret } = await checkout();
    await confirmWithCard(id, clientSecret, number);
    const { body } = await readStatus(id);
    expect(body).toMatchObject({ status, last_payment_error: error });
  });

  it("creates the Link checkout's PaymentIntent, which takes cards and the wallet", async () => {
    const response = await fetch(`${demo.url}/api/checkout/link`, { method: 'POST' });
    const { id } = (await response.json()) as { id: string };
    const intent = await fetch(`${provider.url}/v1/payment_intents/${id}`, {
      headers: { Authorization: `Bearer ${provider.secretKey}` },
    });
    expect(await intent.json()).toMatchObject({
      amount: 2500,
      payment_method_types: ['card', 'link'],
    });
  });

  it('answers a JSON 404 for an intent the provider does not know', async () => {
    const { status, body } = await readStatus('pi_doesnotexist0000');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { message: expect.stringContaining('pi_doesnotexist0000') } });
  });

  it('reports a wrong secret key as a provider failure without echoing the key', async () => {
    const wrongKey = 'sk_test_notTheRightKey000000';
    const shop = await startDemo({
      port: 0,
      providerUrl: provider.url,
      publishableKey: provider.publishableKey,
      secretKey: wrongKey,
      publicDir: dataDir,
    });
    try {
      const response = await fetch(`${shop.url}/api/checkout`, { method: 'POST' });
      const text = await response.text();
      expect(response.status).toBe(502);
      expect(text).not.toContain(wrongKey);
      expect(JSON.parse(text)).toEqual({
        error: { message: 'The payment provider failed (HTTP 401).' },
      });
    } finally {
      await shop.close();
    }
  });

  it('creates a card SetupIntent and hands out its client secret', async () => {
    const response = await fetch(`${demo.url}/api/setup-intents`, { method: 'POST' });
    const { id, clientSecret } = (await response.json()) as { id: string; clientSecret: string };
    expect(id).toMatch(/^seti_[A-Za-z0-9]+$/);
    expect(clientSecret).toMatch(new RegExp(`^${id}_secret_[A-Za-z0-9]+$`));
    const read = await fetch(`${provider.url}/v1/setup_intents/${id}`, {
      headers: { Authorization: `Bearer ${provider.secretKey}` },
    });
    expect(await read.json()).toMatchObject({
      status: 'requires_payment_method',
      payment_method_types: ['card'],
    });
  });

  it('pays the product price with a ConfirmationToken the browser created', async () => {
    const token = await fetch(`${provider.url}/v1/confirmation_tokens`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${provider.publishableKey}` },
      body: new URLSearchParams({
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
        'payment_method_data[card][cvc]': '123',
      }),
    });
    const { id: confirmationToken } = (await token.json()) as { id: string };
    const response = await fetch(`${demo.url}/api/confirmation-token-payments`, {
      method: 'POST',
      body: JSON.stringify({ confirmationToken }),
    });
    const paid = (await response.json()) as { id: string; status: string };
    expect(paid.status).toBe('succeeded');
    expect(await readStatus(paid.id)).toMatchObject({
      body: { amount: 2500, status: 'succeeded' },
    });
  });

  it.each([
    ['no body', undefined],
    ['a body that is not JSON', 'confirmationToken=ctoken_1'],
    ['a token of another kind', JSON.stringify({ confirmationToken: 'pm_123' })],
  ])('refuses a confirmation-token payment with %s', async (_case, body) => {
    const response = await fetch(`${demo.url}/api/confirmation-token-payments`, {
      method: 'POST',
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'Expected a JSON body with confirmationToken like ctoken_123.' },
    });
  });
});
