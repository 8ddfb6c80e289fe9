import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type RunningServer, startServer } from '@kassa/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type RunningDemo, startDemo } from './index.js';

// The shop's "Checkout (hosted)" route against a real provider: the official SDK creates the
// Checkout Session and the shopper is sent to its hosted page.
let dataDir: string;
let provider: RunningServer;
let demo: RunningDemo;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kassa-demo-checkout-'));
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
}, 180_000);

afterAll(async () => {
  await demo?.close();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Checkout (hosted)', () => {
  it('creates a session for the T-shirt and redirects 303 to its hosted page', async () => {
    const response = await fetch(`${demo.url}/checkout-sessions`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toMatch(
      new RegExp(`^${provider.url}/c/pay/cs_test_\\w+$`),
    );
    const id = location.pathname.split('/').at(-1) ?? '';
    const session = await fetch(`${provider.url}/v1/checkout/sessions/${id}`, {
      headers: { Authorization: `Bearer ${provider.secretKey}` },
    }).then((r) => r.json());
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: 2500,
      currency: 'usd',
      success_url: `${demo.url}/?checkout=complete&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${demo.url}/?checkout=canceled`,
    });
  });

  it('answers a JSON 502 when the provider cannot be reached', async () => {
    const app = createDemoApp({
      port: 0,
      providerUrl: 'http://127.0.0.1:1',
      publishableKey: 'pk_test_x',
      secretKey: 'sk_test_x',
      publicDir: dataDir,
    });
    const response = await app.request('/checkout-sessions', { method: 'POST' });
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toEqual(expect.any(String));
  });
});
