import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startServer } from './start-server.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kassa-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const config = (env: Record<string, string> = {}) =>
  loadConfig({ KASSA_PORT: '0', KASSA_DATA_DIR: dataDir, KASSA_LOG_REQUESTS: '0', ...env });

describe('startServer', () => {
  it('generates keys once, keeps them in the data dir and reuses them', async () => {
    const first = await startServer(config());
    const { secretKey, publishableKey, url } = first;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const created = await fetch(`${url}/v1/payment_intents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secretKey}` },
      body: new URLSearchParams({ amount: '1000', currency: 'usd' }),
    });
    const intent = (await created.json()) as { id: string };
    await first.close();

    const second = await startServer(config());
    try {
      expect(second.secretKey).toBe(secretKey);
      expect(second.publishableKey).toBe(publishableKey);
      const res = await fetch(`${second.url}/v1/payment_intents/${intent.id}`, {
        headers: { Authorization: `Bearer ${secretKey}` },
      });
      expect(((await res.json()) as { id: string }).id).toBe(intent.id);
    } finally {
      await second.close();
    }
  }, 120_000);

  // Over a real socket the headers take the Node response's path, not the in-process one.
  it('sends Request-Id and CORS headers with successes and errors over HTTP', async () => {
    const server = await startServer(config());
    try {
      const auth = { Authorization: `Bearer ${server.secretKey}` };
      const created = await fetch(`${server.url}/v1/payment_intents`, {
        method: 'POST',
        headers: auth,
        body: new URLSearchParams({ amount: '1000', currency: 'usd' }),
      });
      const missing = await fetch(`${server.url}/v1/payment_intents/pi_missing`, { headers: auth });
      for (const [res, status, body] of [
        [created, 200, { object: 'payment_intent' }],
        [missing, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }],
      ] as const) {
        expect(res.status).toBe(status);
        expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
        expect(res.headers.get('Request-Id')).toMatch(/^req_[A-Za-z0-9]{14}$/);
        expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
        expect(res.headers.get('Access-Control-Expose-Headers')).toContain('Request-Id');
        expect(await res.json()).toMatchObject(body);
      }
      expect(created.headers.get('Request-Id')).not.toBe(missing.headers.get('Request-Id'));
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses a data folder another running server uses', async () => {
    const first = await startServer(config());
    try {
      await expect(startServer(config())).rejects.toThrow(/Another Kassa process/);
    } finally {
      await first.close();
    }
    const again = await startServer(config());
    await again.close();
  }, 120_000);

  it('uses the keys given in the environment', async () => {
    const server = await startServer(
      config({
        KASSA_SECRET_KEY: 'sk_test_fromenv123456',
        KASSA_PUBLISHABLE_KEY: 'pk_test_fromenv123456',
      }),
    );
    try {
      expect(server.secretKey).toBe('sk_test_fromenv123456');
      expect(server.publishableKey).toBe('pk_test_fromenv123456');
      const res = await fetch(`${server.url}/v1/payment_methods`, {
        method: 'POST',
        headers: { Authorization: 'Bearer pk_test_fromenv123456' },
        body: new URLSearchParams({
          type: 'card',
          'card[number]': '4242424242424242',
          'card[exp_month]': '12',
          'card[exp_year]': '2040',
        }),
      });
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);
  it('points hosted pages in next actions at KASSA_PUBLIC_URL when one is set', async () => {
    const server = await startServer(config({ KASSA_PUBLIC_URL: 'https://pay.example.test' }));
    try {
      const res = await fetch(`${server.url}/v1/payment_intents`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${server.secretKey}` },
        body: new URLSearchParams({
          amount: '1000',
          currency: 'usd',
          payment_method: 'pm_card_threeDSecure2Required',
          confirm: 'true',
          return_url: 'https://shop.example.test/done',
        }),
      });
      const intent = (await res.json()) as {
        status: string;
        next_action: { redirect_to_url: { url: string } };
      };
      expect(intent.status).toBe('requires_action');
      expect(intent.next_action.redirect_to_url.url).toMatch(
        /^https:\/\/pay\.example\.test\/three_d_secure\//,
      );
    } finally {
      await server.close();
    }
  }, 120_000);
});
