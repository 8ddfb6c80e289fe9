// The settlement jobs are rows, not timers: several workers (here two stores on one
// PostgreSQL, like two processes; on PGlite two workers on the one connection) settle every
// due debit exactly once, and a job whose intent moved on changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import { bodyOf, openTestApi, STORE_KINDS, type TestApi } from '../testing/harness.js';
import { createDebitWorker } from './debit-worker.js';

const MANDATE = { customer_acceptance: { type: 'offline' } };

describe.each(STORE_KINDS)('debit settlement workers on %s', (kind) => {
  let api: TestApi;
  let second: Store;
  beforeAll(async () => {
    api = await openTestApi(kind);
    const url = api.databaseUrl;
    second = url ? await openStore({ databaseUrl: url }) : api.store;
  }, 60_000);
  afterAll(async () => {
    if (api && second && second !== api.store) await second.close();
    await api?.dispose();
  });

  const json = bodyOf;
  const debit = (iban: string) =>
    json(
      api.post('/v1/payment_intents', {
        amount: 700,
        currency: 'eur',
        payment_method_types: ['sepa_debit'],
        payment_method_data: { type: 'sepa_debit', sepa_debit: { iban } },
        confirm: 'true',
        mandate_data: MANDATE,
      }),
    );

  it('settles each of 12 debits once when two workers race for them', async () => {
    const ibans = ['DE89370400440532013000', 'DE62370400440532013001'];
    const intents = await Promise.all(
      Array.from({ length: 12 }, (_, i) => debit(ibans[i % 2] ?? '')),
    );
    const workers = [api.store, second].map((store) =>
      createDebitWorker(store, { delayMs: 0, batchSize: 3 }),
    );
    let settled = 0;
    for (let round = 0; round < 10; round++) {
      const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
      settled += counts.reduce((a, b) => a + b, 0);
      if (counts.every((count) => count === 0)) break;
    }
    expect(settled).toBe(12);
    const statuses = await Promise.all(
      intents.map(async (pi) => (await json(api.get(`/v1/payment_intents/${pi.id}`))).status),
    );
    expect(statuses).toEqual(
      intents.map((_, i) => (i % 2 === 0 ? 'succeeded' : 'requires_payment_method')),
    );
    const events = await json(api.get('/v1/events', { limit: 100 }));
    const types = events.data.map((event: { type: string }) => event.type);
    expect(types.filter((type: string) => type === 'charge.succeeded')).toHaveLength(6);
    expect(types.filter((type: string) => type === 'charge.failed')).toHaveLength(6);
  });

  it('fails the pending charge of an intent canceled while processing, and never settles it', async () => {
    const pi = await debit('AT611904300234573201');
    expect((await json(api.post(`/v1/payment_intents/${pi.id}/cancel`))).status).toBe('canceled');
    const failed = {
      status: 'failed',
      paid: false,
      captured: false,
      failure_code: 'payment_intent_payment_attempt_failed',
      failure_message:
        'The PaymentIntent was canceled before the bank debit completed; the customer was not debited.',
      outcome: { type: 'issuer_declined', reason: 'payment_intent_payment_attempt_failed' },
    };
    expect(await json(api.get(`/v1/charges/${pi.latest_charge}`))).toMatchObject(failed);
    expect(await createDebitWorker(api.store, { delayMs: 0 }).runOnce()).toBe(1);
    const after = await json(api.get(`/v1/payment_intents/${pi.id}`));
    expect(after).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(await json(api.get(`/v1/charges/${pi.latest_charge}`))).toMatchObject(failed);
    const events = await json(api.get('/v1/events', { limit: 100 }));
    const mine = events.data
      .filter((event: { data: { object: { id: string } } }) =>
        [pi.id, pi.latest_charge].includes(event.data.object.id),
      )
      .map((event: { type: string }) => event.type);
    expect(mine).toEqual([
      'payment_intent.canceled',
      'charge.failed',
      'payment_intent.processing',
      'charge.pending',
      'payment_intent.created',
    ]);
  });

  it('never settles Stripe’s "stays in processing indefinitely" ACH account; a cancel ends it', async () => {
    const worker = createDebitWorker(api.store, { delayMs: 0, slowDelayMs: 0 });
    while ((await worker.runOnce()) > 0);
    const typed = await json(
      api.post('/v1/payment_intents', {
        amount: 900,
        currency: 'usd',
        payment_method_types: ['us_bank_account'],
        payment_method_data: {
          type: 'us_bank_account',
          us_bank_account: { routing_number: '110000000', account_number: '000000000009' },
          billing_details: { name: 'Jo Doe' },
        },
        confirm: 'true',
        mandate_data: MANDATE,
      }),
    );
    // Typed numbers are verified with microdeposits before the debit starts.
    expect(typed.next_action.type).toBe('verify_with_microdeposits');
    const pi = await json(
      api.post(`/v1/payment_intents/${typed.id}/verify_microdeposits`, {
        descriptor_code: 'SM11AA',
      }),
    );
    expect(pi.status).toBe('processing');
    // A week later the bank still has not answered.
    expect(await worker.runOnce(Date.now() + 7 * 86_400_000)).toBe(0);
    expect(await json(api.get(`/v1/payment_intents/${pi.id}`))).toMatchObject({
      status: 'processing',
      amount_received: 0,
    });
    expect(await json(api.get(`/v1/charges/${pi.latest_charge}`))).toMatchObject({
      status: 'pending',
    });
    expect((await json(api.post(`/v1/payment_intents/${pi.id}/cancel`))).status).toBe('canceled');
    expect(await json(api.get(`/v1/charges/${pi.latest_charge}`))).toMatchObject({
      status: 'failed',
      failure_code: 'payment_intent_payment_attempt_failed',
    });
  });

  it('waits for the configured delay', async () => {
    const pi = await debit('AT611904300234573201');
    const worker = createDebitWorker(api.store, { delayMs: 5_000 });
    expect(await worker.runOnce()).toBe(0);
    expect(await worker.runOnce(Date.now() + 5_001)).toBe(1);
    expect((await json(api.get(`/v1/payment_intents/${pi.id}`))).status).toBe('succeeded');
  });
});
