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
      },
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
});
