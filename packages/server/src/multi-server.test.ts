// Two servers on one PostgreSQL behave as one, and the concurrency rules hold for 100
// concurrent HTTP requests (on PGlite with one server, on PostgreSQL spread over two).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.js';
import { type RunningServer, startServer } from './start-server.js';
import { STORE_KINDS } from './testing/harness.js';
import { createTestDatabase } from './testing/test-database.js';

const KEY = 'sk_test_multiservermultiserver01';

describe.each(STORE_KINDS)('100 concurrent requests on %s', (kind) => {
  const servers: RunningServer[] = [];
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kassa-multi-'));
    const database =
      kind === 'postgres' ? await createTestDatabase(inject('kassaPostgresUrl')) : undefined;
    const env = {
      KASSA_PORT: '0',
      KASSA_DATA_DIR: dataDir,
      KASSA_LOG_REQUESTS: '0',
      KASSA_SECRET_KEY: KEY,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    servers.push(await startServer(loadConfig(env)));
    if (database) servers.push(await startServer(loadConfig(env)));
    cleanup = async () => {
      for (const server of servers) await server.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => cleanup());

  const call = (i: number, path: string, body: Record<string, string>, headers = {}) =>
    fetch(`${servers[i % servers.length]?.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, ...headers },
      body: new URLSearchParams(body),
    });

  it('charges an intent once when 100 confirms race', async () => {
    const intent = (await (
      await call(0, '/v1/payment_intents', { amount: '4200', currency: 'usd' })
    ).json()) as {
      id: string;
    };
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(i, `/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' }),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const res of responses.filter((r) => r.status !== 200)) {
      expect([400, 429]).toContain(res.status);
      const { error } = (await res.json()) as { error: { code: string } };
      expect(['payment_intent_unexpected_state', 'lock_timeout']).toContain(error.code);
    }
    const charges = await fetch(`${servers.at(-1)?.url}/v1/charges?payment_intent=${intent.id}`, {
      headers: { Authorization: `Bearer ${KEY}` },
    });
    expect(((await charges.json()) as { data: unknown[] }).data).toHaveLength(1);
  }, 60_000);

  // Server 0 remembers the intents it creates and confirms them without reading the row
  // again; a change made since (on the other server, or through another path of this one)
  // must win over that copy.
  describe('a confirm after a change made elsewhere', () => {
    const last = () => servers.length - 1;
    interface Answer {
      id: string;
      payment_method_types?: string[];
      error?: { code: string; payment_intent?: unknown };
    }
    const json = async (res: Response) => ({
      status: res.status,
      body: (await res.json()) as Answer,
    });

    it('charges the amount set since the intent was created', async () => {
      const created = await json(
        await call(0, '/v1/payment_intents', { amount: '1000', currency: 'usd' }),
      );
      await call(last(), `/v1/payment_intents/${created.body.id}`, { amount: '1500' });
      const confirmed = await json(
        await call(0, `/v1/payment_intents/${created.body.id}/confirm`, {
          payment_method: 'pm_card_visa',
        }),
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        status: 'succeeded',
        amount: 1500,
        amount_received: 1500,
      });
    });

    it('refuses to confirm an intent canceled since, and charges nothing', async () => {
      const created = await json(
        await call(0, '/v1/payment_intents', { amount: '1000', currency: 'usd' }),
      );
      await call(last(), `/v1/payment_intents/${created.body.id}/cancel`, {});
      const confirmed = await json(
        await call(0, `/v1/payment_intents/${created.body.id}/confirm`, {
          payment_method: 'pm_card_visa',
        }),
      );
      expect(confirmed.status).toBe(400);
      expect(confirmed.body.error).toMatchObject({ code: 'payment_intent_unexpected_state' });
      expect(confirmed.body.error?.payment_intent).toMatchObject({ status: 'canceled' });
      const charges = await fetch(
        `${servers[0]?.url}/v1/charges?payment_intent=${created.body.id}`,
        { headers: { Authorization: `Bearer ${KEY}` } },
      );
      expect(((await charges.json()) as { data: unknown[] }).data).toHaveLength(0);
    });

    it('decides from the current intent, not from the copy made at creation', async () => {
      // The copy allows only SEPA Direct Debit; the card is allowed only by the update.
      const created = await json(
        await call(0, '/v1/payment_intents', {
          amount: '1000',
          currency: 'eur',
          'payment_method_types[]': 'sepa_debit',
        }),
      );
      const updated = await json(
        await call(last(), `/v1/payment_intents/${created.body.id}`, {
          'payment_method_types[]': 'card',
        }),
      );
      expect(updated.body.payment_method_types).toEqual(['card']);
      const confirmed = await json(
        await call(0, `/v1/payment_intents/${created.body.id}/confirm`, {
          payment_method: 'pm_card_visa',
        }),
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'succeeded', amount_received: 1000 });
    });
  });

  it('runs one of 100 requests with the same Idempotency-Key', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(
          i,
          '/v1/payment_intents',
          { amount: '4300', currency: 'usd' },
          { 'Idempotency-Key': 'race-1' },
        ),
      ),
    );
    const ids = new Set<string>();
    for (const res of responses) {
      expect([200, 409]).toContain(res.status);
      const body = (await res.json()) as { id?: string; error?: { code: string } };
      if (res.status === 200) ids.add(body.id ?? '');
      else expect(body.error?.code).toBe('idempotency_key_in_use');
    }
    expect(ids.size).toBe(1);
    const list = await fetch(`${servers.at(-1)?.url}/v1/payment_intents?limit=100`, {
      headers: { Authorization: `Bearer ${KEY}` },
    });
    const data = ((await list.json()) as { data: { amount: number }[] }).data;
    expect(data.filter((pi) => pi.amount === 4300)).toHaveLength(1);
  }, 60_000);
});
