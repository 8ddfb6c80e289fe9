import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { record } from '../events/event-service.js';
import { type Account, ensureDefaultAccount } from '../platform/accounts.js';
import { createServices, type Services } from '../services.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';
import { createWebhookWorker, retryDelay, startWebhookWorker } from './webhook-worker.js';

const sdk = new Stripe('sk_test_unused');

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('retryDelay', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [5, 960_000],
    [30, 3_600_000],
  ])('waits base × 2^(n-1), capped, before try %i', (attempt, expected) => {
    expect(retryDelay(attempt, 60_000, 3_600_000)).toBe(expected);
  });
});

describe.each(STORE_KINDS)('webhook delivery on %s', (kind) => {
  let testStore: TestStore;
  let store: Store;
  let account: Account;
  let services: Services;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    testStore = await openTestStore(kind);
    store = testStore.store;
    account = (await ensureDefaultAccount(store)).account;
    services = createServices(store);
  }, 60_000);
  afterEach(async () => {
    await receiver?.stop();
    await store.query('DELETE FROM webhook_endpoints');
  });
  afterAll(() => testStore?.dispose());

  const endpoint = (events: string[] = ['*'], url = receiver.url) =>
    services.webhookEndpoints.create(account, { url, enabled_events: events });
  const emit = (type: string, object: object = { id: 'pi_test', object: 'payment_intent' }) =>
    store.transaction((tx) => record(tx, account, type, object));
  const pending = async (id: string) =>
    (await services.events.retrieve(account, id)).pending_webhooks;

  it('retries a failing endpoint with growing delays until it answers 2xx', async () => {
    receiver = await startWebhookReceiver({ failFirst: 3 });
    const { secret } = await endpoint(['payment_intent.succeeded']);
    const event = await emit('payment_intent.succeeded');
    expect(event.pending_webhooks).toBe(1);
    const worker = startWebhookWorker(store, { pollIntervalMs: 10, retryBaseMs: 60 });
    try {
      await eventually(async () => (await pending(event.id)) === 0);
    } finally {
      await worker.stop();
    }
    const times = receiver.received.map((hit) => hit.at);
    expect(receiver.received.map((hit) => hit.status)).toEqual([500, 500, 500, 200]);
    times.slice(1).forEach((at, i) => {
      expect(at - (times[i] as number)).toBeGreaterThanOrEqual(60 * 2 ** i);
    });
    for (const hit of receiver.received) {
      expect(hit.headers['content-type']).toBe('application/json');
      expect(hit.headers['user-agent']).toBe('Kassa/1.0 (+webhooks)');
      const signature = hit.headers['stripe-signature'] as string;
      const parsed = sdk.webhooks.constructEvent(hit.body, signature, secret as string);
      expect(parsed).toMatchObject({ id: event.id, type: 'payment_intent.succeeded' });
    }
    const attempts = await services.events.attemptsForEvent(account, event.id, {});
    expect(attempts.data.map((a) => a.status_code)).toEqual([200, 500, 500, 500]);
    expect(attempts.data[0]).toMatchObject({
      object: 'webhook_delivery_attempt',
      event: event.id,
      error: null,
      next_retry_at: null,
    });
    expect(attempts.data[1]?.error).toBe('The endpoint answered HTTP 500.');
    expect(attempts.data[1]?.next_retry_at).toBeTypeOf('number');
  });

  it('queues a job only for enabled endpoints that want the type', async () => {
    receiver = await startWebhookReceiver();
    await endpoint(['*']);
    await endpoint(['charge.succeeded']);
    const off = await endpoint(['*']);
    await services.webhookEndpoints.update(account, off.id, { disabled: true });
    expect((await emit('payment_intent.created')).pending_webhooks).toBe(1);
    expect((await emit('charge.succeeded')).pending_webhooks).toBe(2);
  });

  it('gives up once the retry window is over and counts the event down', async () => {
    receiver = await startWebhookReceiver();
    receiver.answer(503);
    await endpoint();
    const event = await emit('customer.created', { id: 'cus_1', object: 'customer' });
    const worker = createWebhookWorker(store, { retryBaseMs: 1_000, retryWindowMs: 500 });
    expect(await worker.runOnce()).toBe(1);
    expect(await pending(event.id)).toBe(0);
    const [attempt] = (await services.events.attemptsForEvent(account, event.id, {})).data;
    expect(attempt).toMatchObject({ status_code: 503, next_retry_at: null });
    expect(await worker.runOnce()).toBe(0);
  });

  it('records a refused connection as an error without a status', async () => {
    receiver = await startWebhookReceiver();
    await receiver.stop();
    await endpoint();
    const event = await emit('payment_intent.canceled');
    const worker = createWebhookWorker(store, { retryBaseMs: 60_000 });
    await worker.runOnce();
    const [attempt] = (await services.events.attemptsForEvent(account, event.id, {})).data;
    expect(attempt?.status_code).toBeNull();
    expect(attempt?.error).toMatch(/ECONNREFUSED/);
    expect(attempt?.next_retry_at).toBeGreaterThan(Date.now() / 1000 + 50);
    expect(await pending(event.id)).toBe(1);
    expect(await worker.runOnce()).toBe(0);
  });

  it('gives up on a slow endpoint after the timeout and tries again later', async () => {
    receiver = await startWebhookReceiver();
    receiver.delay(2_000);
    await endpoint();
    const event = await emit('payment_intent.processing');
    const worker = createWebhookWorker(store, { timeoutMs: 100, retryBaseMs: 60_000 });
    await worker.runOnce();
    const [attempt] = (await services.events.attemptsForEvent(account, event.id, {})).data;
    expect(attempt).toMatchObject({ status_code: null, error: 'Timed out after 100 ms.' });
    expect(attempt?.duration_ms).toBeGreaterThanOrEqual(90);
    expect(await pending(event.id)).toBe(1);
  });

  it('hands a job in flight back when stopped, so the next worker posts it at once', async () => {
    receiver = await startWebhookReceiver();
    receiver.delay(5_000);
    await endpoint();
    const event = await emit('payment_intent.requires_action');
    const first = startWebhookWorker(store, { pollIntervalMs: 10 });
    await receiver.waitFor(1);
    await first.stop();
    expect((await services.events.attemptsForEvent(account, event.id, {})).data).toEqual([]);
    receiver.delay(0);
    const second = createWebhookWorker(store);
    expect(await second.runOnce()).toBe(1);
    const [attempt] = (await services.events.attemptsForEvent(account, event.id, {})).data;
    expect(attempt?.status_code).toBe(200);
    expect(await pending(event.id)).toBe(0);
  });

  it('delivers each job once when two workers share the database', async () => {
    receiver = await startWebhookReceiver();
    await endpoint(['charge.refunded']);
    const other = kind === 'postgres' ? await openStore({ databaseUrl: testStore.url }) : store;
    const options = { pollIntervalMs: 5, batchSize: 3 };
    const workers = [startWebhookWorker(store, options), startWebhookWorker(other, options)];
    try {
      const events = await Promise.all(
        Array.from({ length: 30 }, () => emit('charge.refunded', { id: 'ch_1', object: 'charge' })),
      );
      await eventually(async () => {
        const rows = await store.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM webhook_deliveries WHERE state = 'delivered'",
        );
        return rows[0]?.n === 30;
      });
      await Promise.all(workers.map((worker) => worker.stop()));
      const ids = receiver.received.map((hit) => JSON.parse(hit.body).id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids)).toEqual(new Set(events.map((event) => event.id)));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      if (other !== store) await other.close();
    }
  });
});
