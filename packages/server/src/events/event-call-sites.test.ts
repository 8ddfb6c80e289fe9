// The events each API call writes, in the same transaction as the change they describe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, STORE_KINDS, type TestApi } from '../testing/harness.js';

describe.each(STORE_KINDS)('events written by API calls on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(kind);
  }, 60_000);
  afterAll(() => api?.dispose());

  /** Types of the events about `id` (data.object.id or a charge of it), oldest first. */
  const typesFor = async (ids: string[]) => {
    const rows = await api.store.query<{ type: string }>(
      `SELECT type FROM events WHERE data->'data'->'object'->>'id' = ANY($1::text[])
         OR data->'data'->'object'->>'payment_intent' = ANY($1::text[])
       ORDER BY seq`,
      [ids],
    );
    return rows.map((row) => row.type);
  };

  it('writes created, charge and succeeded events for a confirmed payment, then refund events', async () => {
    const res = await api.post('/v1/payment_intents', {
      amount: 2000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const intent = await res.json();
    expect(intent.status).toBe('succeeded');
    expect(await typesFor([intent.id])).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
    const refund = await (
      await api.post('/v1/refunds', { payment_intent: intent.id, amount: 500 })
    ).json();
    expect(refund.status).toBe('succeeded');
    expect(await typesFor([refund.id, intent.latest_charge])).toEqual([
      'charge.succeeded',
      'refund.created',
      'charge.refunded',
    ]);
    const charge = await api.store.query<{ data: { data: Record<string, unknown> } }>(
      "SELECT data FROM events WHERE type = 'charge.refunded' AND data->'data'->'object'->>'id' = $1",
      [intent.latest_charge],
    );
    expect(charge[0]?.data.data).toMatchObject({
      object: { amount_refunded: 500, refunded: false },
      previous_attributes: { amount_refunded: 0, refunded: false },
    });
  });

  it('writes nothing for a refund the rules refuse', async () => {
    const intent = await (
      await api.post('/v1/payment_intents', {
        amount: 700,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: true,
      })
    ).json();
    const res = await api.post('/v1/refunds', { payment_intent: intent.id, amount: 800 });
    expect(res.status).toBe(400);
    const refundEvents = await api.store.query(
      "SELECT 1 FROM events WHERE type = 'refund.created' AND data->'data'->'object'->>'payment_intent' = $1",
      [intent.id],
    );
    expect(refundEvents).toHaveLength(0);
  });

  it('writes charge.failed and payment_intent.payment_failed for a decline', async () => {
    const intent = await (
      await api.post('/v1/payment_intents', { amount: 900, currency: 'usd' })
    ).json();
    const res = await api.post(`/v1/payment_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
    });
    expect(res.status).toBe(402);
    expect(await typesFor([intent.id])).toEqual([
      'payment_intent.created',
      'charge.failed',
      'payment_intent.payment_failed',
    ]);
  });

  it('names the request and idempotency key that caused an event', async () => {
    const res = await api.post('/v1/payment_intents', { amount: 1100, currency: 'usd' }, api.sk, {
      'Idempotency-Key': 'call-sites-1',
    });
    const intent = await res.json();
    const rows = await api.store.query<{ data: { request: unknown } }>(
      "SELECT data FROM events WHERE type = 'payment_intent.created' AND data->'data'->'object'->>'id' = $1",
      [intent.id],
    );
    expect(rows[0]?.data.request).toEqual({
      id: res.headers.get('Request-Id'),
      idempotency_key: 'call-sites-1',
    });
  });
});
