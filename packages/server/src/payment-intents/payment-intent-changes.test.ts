import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, STORE_KINDS, type TestApi } from '../testing/harness.js';

describe.each(STORE_KINDS)('changing payment intents on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(kind);
  }, 60_000);
  afterAll(() => api?.dispose());

  const create = async (params: object = {}) =>
    (await api.post('/v1/payment_intents', { amount: 3000, currency: 'usd', ...params })).json();
  const events = async (objectId: string) => {
    const rows = await api.store.query<{ type: string }>(
      "SELECT type FROM events WHERE data->'data'->'object'->>'id' = $1 ORDER BY seq",
      [objectId],
    );
    return rows.map((row) => row.type);
  };

  describe('update', () => {
    it('changes the amount and merges metadata', async () => {
      const intent = await create({ metadata: { a: '1', b: '2' } });
      const res = await api.post(`/v1/payment_intents/${intent.id}`, {
        amount: 4500,
        description: 'Two teas',
        metadata: { b: '', c: '3' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        amount: 4500,
        description: 'Two teas',
        metadata: { a: '1', c: '3' },
        status: 'requires_payment_method',
      });
    });

    it('attaches a payment method and waits for confirmation', async () => {
      const intent = await create();
      const res = await api.post(`/v1/payment_intents/${intent.id}`, {
        payment_method: 'pm_card_visa',
      });
      const updated = await res.json();
      expect(updated.status).toBe('requires_confirmation');
      const confirmed = await api.post(`/v1/payment_intents/${intent.id}/confirm`, {});
      expect((await confirmed.json()).status).toBe('succeeded');
    });

    it('refuses to change the amount of a succeeded intent but keeps metadata editable', async () => {
      const intent = await create({ payment_method: 'pm_card_visa', confirm: true });
      const amount = await api.post(`/v1/payment_intents/${intent.id}`, { amount: 100 });
      expect(amount.status).toBe(400);
      expect((await amount.json()).error).toMatchObject({
        code: 'payment_intent_unexpected_state',
        param: 'amount',
      });
      const metadata = await api.post(`/v1/payment_intents/${intent.id}`, {
        metadata: { order: '9' },
      });
      expect((await metadata.json()).metadata).toEqual({ order: '9' });
    });

    it('checks the new amount against the currency minimum', async () => {
      const intent = await create();
      const res = await api.post(`/v1/payment_intents/${intent.id}`, { amount: 10 });
      expect((await res.json()).error.code).toBe('amount_too_small');
    });
  });

  describe('cancel', () => {
    it('cancels with a reason', async () => {
      const intent = await create();
      const res = await api.post(`/v1/payment_intents/${intent.id}/cancel`, {
        cancellation_reason: 'requested_by_customer',
      });
      const canceled = await res.json();
      expect(canceled).toMatchObject({
        status: 'canceled',
        cancellation_reason: 'requested_by_customer',
      });
      expect(typeof canceled.canceled_at).toBe('number');
      expect(await events(intent.id)).toEqual([
        'payment_intent.created',
        'payment_intent.canceled',
      ]);
    });

    it('releases a held amount', async () => {
      const intent = await create({
        capture_method: 'manual',
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      const canceled = await (await api.post(`/v1/payment_intents/${intent.id}/cancel`, {})).json();
      expect(canceled).toMatchObject({ status: 'canceled', amount_capturable: 0 });
      const charge = await api.store.query<{
        data: { refunded: boolean; amount_refunded: number };
      }>('SELECT data FROM charges WHERE id = $1', [intent.latest_charge]);
      expect(charge[0]?.data).toMatchObject({ refunded: true, amount_refunded: 3000 });
    });

    it.each(['succeeded', 'canceled'])('refuses to cancel a %s intent', async (status) => {
      const intent = await create({
        payment_method: 'pm_card_visa',
        confirm: status === 'succeeded',
      });
      if (status === 'canceled') await api.post(`/v1/payment_intents/${intent.id}/cancel`, {});
      const res = await api.post(`/v1/payment_intents/${intent.id}/cancel`, {});
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('payment_intent_unexpected_state');
      expect(error.message).toContain(`status of ${status}`);
    });

    it('refuses the publishable key', async () => {
      const intent = await create();
      const res = await api.post(`/v1/payment_intents/${intent.id}/cancel`, {}, api.pk);
      expect(res.status).toBe(401);
    });
  });

  describe('capture', () => {
    it('captures the full amount', async () => {
      const intent = await create({
        capture_method: 'manual',
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      expect(intent.status).toBe('requires_capture');
      const captured = await (
        await api.post(`/v1/payment_intents/${intent.id}/capture`, {})
      ).json();
      expect(captured).toMatchObject({
        status: 'succeeded',
        amount_received: 3000,
        amount_capturable: 0,
      });
      expect(await events(intent.id)).toEqual([
        'payment_intent.created',
        'payment_intent.amount_capturable_updated',
        'payment_intent.succeeded',
      ]);
      expect(await events(intent.latest_charge)).toEqual(['charge.succeeded', 'charge.captured']);
    });

    it('captures part and releases the rest', async () => {
      const intent = await create({
        capture_method: 'manual',
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      const res = await api.post(`/v1/payment_intents/${intent.id}/capture`, {
        amount_to_capture: 1000,
      });
      expect(await res.json()).toMatchObject({ status: 'succeeded', amount_received: 1000 });
      const charge = await api.store.query<{ data: object }>(
        'SELECT data FROM charges WHERE id = $1',
        [intent.latest_charge],
      );
      expect(charge[0]?.data).toMatchObject({
        captured: true,
        amount_captured: 1000,
        amount_refunded: 2000,
      });
    });

    it('refuses more than the capturable amount', async () => {
      const intent = await create({
        capture_method: 'manual',
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      const res = await api.post(`/v1/payment_intents/${intent.id}/capture`, {
        amount_to_capture: 3001,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'amount_too_large',
        param: 'amount_to_capture',
      });
    });

    it('refuses an intent that is not requires_capture', async () => {
      const intent = await create();
      const res = await api.post(`/v1/payment_intents/${intent.id}/capture`, {});
      expect((await res.json()).error.code).toBe('payment_intent_unexpected_state');
    });
  });

  describe('list and expand', () => {
    it('pages newest first with has_more and cursors', async () => {
      const customerless = [];
      for (let i = 0; i < 5; i++)
        customerless.push((await create({ description: `list-${i}` })).id);
      const first = await (await api.get('/v1/payment_intents', { limit: 2 })).json();
      expect(first).toMatchObject({ object: 'list', url: '/v1/payment_intents', has_more: true });
      expect(first.data.map((pi: { id: string }) => pi.id)).toEqual([
        customerless[4],
        customerless[3],
      ]);
      const next = await (
        await api.get('/v1/payment_intents', { limit: 2, starting_after: customerless[3] })
      ).json();
      expect(next.data.map((pi: { id: string }) => pi.id)).toEqual([
        customerless[2],
        customerless[1],
      ]);
      const back = await (
        await api.get('/v1/payment_intents', { limit: 2, ending_before: customerless[2] })
      ).json();
      expect(back.data.map((pi: { id: string }) => pi.id)).toEqual([
        customerless[4],
        customerless[3],
      ]);
    });

    it.each([
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ starting_after: 'pi_nothing' }, 'starting_after'],
    ])('rejects %j', async (params, param) => {
      const res = await api.get('/v1/payment_intents', params);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect((await res.json()).error.param).toBe(param);
    });

    it('expands latest_charge and its payment_method', async () => {
      const intent = await create({ payment_method: 'pm_card_visa', confirm: true });
      const res = await api.get(`/v1/payment_intents/${intent.id}`, {
        expand: ['latest_charge.payment_method', 'payment_method'],
      });
      const expanded = await res.json();
      expect(expanded.latest_charge).toMatchObject({ object: 'charge', id: intent.latest_charge });
      expect(expanded.latest_charge.payment_method).toMatchObject({ object: 'payment_method' });
      expect(expanded.payment_method).toMatchObject({
        object: 'payment_method',
        id: intent.payment_method,
      });
    });

    it('expands list items with data.', async () => {
      await create({ payment_method: 'pm_card_visa', confirm: true });
      const list = await (
        await api.get('/v1/payment_intents', { limit: 1, expand: ['data.latest_charge'] })
      ).json();
      expect(list.data[0].latest_charge.object).toBe('charge');
    });

    it('refuses to expand what cannot be expanded', async () => {
      const intent = await create();
      const res = await api.get(`/v1/payment_intents/${intent.id}`, { expand: ['amount'] });
      expect(res.status).toBe(400);
    });
  });

  describe('customers', () => {
    it('saves the card to the customer when paying with setup_future_usage', async () => {
      const customer = await (await api.post('/v1/customers', { email: 'ada@example.com' })).json();
      const intent = await create({
        customer: customer.id,
        setup_future_usage: 'off_session',
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      expect(intent).toMatchObject({ status: 'succeeded', customer: customer.id });
      const method = await (await api.get(`/v1/payment_methods/${intent.payment_method}`)).json();
      expect(method.customer).toBe(customer.id);
      const list = await (await api.get('/v1/payment_intents', { customer: customer.id })).json();
      expect(list.data.map((pi: { id: string }) => pi.id)).toEqual([intent.id]);
    });

    it('does not save the card without setup_future_usage', async () => {
      const customer = await (await api.post('/v1/customers', {})).json();
      const intent = await create({
        customer: customer.id,
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      const method = await (await api.get(`/v1/payment_methods/${intent.payment_method}`)).json();
      expect(method.customer).toBeNull();
    });
  });

  it('records the events of a decline and a payment', async () => {
    const intent = await create();
    await api.post(`/v1/payment_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_chargeDeclined',
    });
    await api.post(`/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
    expect(await events(intent.id)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);
  });
});
