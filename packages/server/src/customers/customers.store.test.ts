// Customer-side rules that depend on transactions and row locks, on PGlite and PostgreSQL,
// and the events each call writes in the same transaction as its change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, STORE_KINDS, type TestApi, VISA } from '../testing/harness.js';

describe.each(STORE_KINDS)('customers on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(kind);
  }, 60_000);
  afterAll(() => api?.dispose());

  const customer = async () => (await api.post('/v1/customers', {})).json();
  const eventTypes = async (id: string) => {
    const rows = await api.store.query<{ type: string }>(
      "SELECT type FROM events WHERE data->'data'->'object'->>'id' = $1 ORDER BY seq",
      [id],
    );
    return rows.map((row) => row.type);
  };

  it('writes customer events with previous attributes', async () => {
    const cus = await (await api.post('/v1/customers', { email: 'a@example.com' })).json();
    await api.post(`/v1/customers/${cus.id}`, { email: 'b@example.com' });
    await api.request(`/v1/customers/${cus.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${api.sk}` },
    });
    expect(await eventTypes(cus.id)).toEqual([
      'customer.created',
      'customer.updated',
      'customer.deleted',
    ]);
    const [updated] = await api.store.query<{ data: { data: unknown } }>(
      "SELECT data FROM events WHERE type = 'customer.updated' AND data->'data'->'object'->>'id' = $1",
      [cus.id],
    );
    expect(updated?.data.data).toMatchObject({
      object: { email: 'b@example.com' },
      previous_attributes: { email: 'a@example.com' },
    });
  });

  it('writes payment_method attached, updated and detached events', async () => {
    const cus = await customer();
    const pm = await (
      await api.post('/v1/payment_methods/pm_card_visa/attach', { customer: cus.id })
    ).json();
    await api.post(`/v1/payment_methods/${pm.id}`, { metadata: { a: '1' } });
    await api.post(`/v1/payment_methods/${pm.id}/detach`);
    expect(await eventTypes(pm.id)).toEqual([
      'payment_method.attached',
      'payment_method.updated',
      'payment_method.detached',
    ]);
  });

  it('writes setup_intent events for created, setup_failed, succeeded and canceled', async () => {
    const cus = await customer();
    const intent = await (await api.post('/v1/setup_intents', { customer: cus.id })).json();
    await api.post(`/v1/setup_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
    });
    const done = await (
      await api.post(`/v1/setup_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' })
    ).json();
    expect(await eventTypes(intent.id)).toEqual([
      'setup_intent.created',
      'setup_intent.setup_failed',
      'setup_intent.succeeded',
    ]);
    expect(await eventTypes(done.payment_method)).toEqual(['payment_method.attached']);
    const other = await (await api.post('/v1/setup_intents', {})).json();
    await api.post(`/v1/setup_intents/${other.id}/cancel`);
    expect(await eventTypes(other.id)).toEqual(['setup_intent.created', 'setup_intent.canceled']);
  });

  it('writes no event for a refused call', async () => {
    const cus = await customer();
    const res = await api.post('/v1/payment_methods/pm_card_chargeDeclined/attach', {
      customer: cus.id,
    });
    expect(res.status).toBe(402);
    const rows = await api.store.query(
      "SELECT 1 FROM events WHERE type = 'payment_method.attached' AND data->'data'->'object'->>'customer' = $1",
      [cus.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('succeeds once when 100 confirms of one SetupIntent race', async () => {
    const cus = await customer();
    const intent = await (
      await api.post('/v1/setup_intents', { customer: cus.id, payment_method: 'pm_card_visa' })
    ).json();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => api.post(`/v1/setup_intents/${intent.id}/confirm`)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 400 || status === 429)).toBe(
      true,
    );
    const attempts = await api.store.query(
      'SELECT 1 FROM setup_attempts WHERE setup_intent_id = $1',
      [intent.id],
    );
    expect(attempts).toHaveLength(1);
  }, 60_000);

  it('attaches one method to one customer when 100 attaches to two customers race', async () => {
    const [a, b] = [await customer(), await customer()];
    const pm = await (await api.post('/v1/payment_methods', { type: 'card', card: VISA })).json();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api.post(`/v1/payment_methods/${pm.id}/attach`, { customer: i % 2 ? a.id : b.id }),
      ),
    );
    const winners = new Set<string>();
    for (const res of results) {
      if (res.status === 200) winners.add((await res.json()).customer);
    }
    expect(winners.size).toBe(1);
    const attached = await api.store.query(
      "SELECT 1 FROM events WHERE type = 'payment_method.attached' AND data->'data'->'object'->>'id' = $1",
      [pm.id],
    );
    expect(attached).toHaveLength(1);
  }, 60_000);

  it('keeps the last saved method when removals race under payment_method_remove_last disabled', async () => {
    const cus = await customer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const pm = await (
        await api.post('/v1/payment_methods/pm_card_visa/attach', { customer: cus.id })
      ).json();
      ids.push(pm.id);
    }
    const session = await (
      await api.post('/v1/customer_sessions', {
        customer: cus.id,
        components: {
          payment_element: {
            enabled: true,
            features: { payment_method_remove: 'enabled', payment_method_remove_last: 'disabled' },
          },
        },
      })
    ).json();
    await Promise.all(
      ids.map((id) =>
        api.post(
          `/v1/elements/payment_methods/${id}/detach`,
          { customer_session_client_secret: session.client_secret },
          api.pk,
        ),
      ),
    );
    const left = await (await api.get(`/v1/customers/${cus.id}/payment_methods`)).json();
    expect(left.data).toHaveLength(1);
  }, 60_000);
});
