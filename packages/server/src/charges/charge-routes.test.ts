import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const pay = async (params: object = {}) => {
  const res = await api.post('/v1/payment_intents', {
    amount: 2000,
    currency: 'usd',
    payment_method: 'pm_card_visa',
    confirm: true,
    ...params,
  });
  return res.json();
};

describe('GET /v1/charges/:id', () => {
  it("answers the intent's charge with Stripe's full field set", async () => {
    const intent = await pay({ metadata: { order: '7' } });
    const res = await api.get(`/v1/charges/${intent.latest_charge}`);
    expect(res.status).toBe(200);
    const charge = await res.json();
    expect(charge).toMatchObject({
      id: intent.latest_charge,
      object: 'charge',
      amount: 2000,
      amount_captured: 2000,
      amount_refunded: 0,
      balance_transaction: expect.stringMatching(/^txn_/),
      captured: true,
      paid: true,
      refunded: false,
      status: 'succeeded',
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: { order: '7' },
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      receipt_url: null,
      destination: null,
      dispute: null,
      source: null,
      radar_options: {},
      outcome: {
        network_status: 'approved_by_network',
        reason: null,
        risk_level: 'normal',
        seller_message: 'Payment complete.',
        type: 'authorized',
      },
      payment_method_details: {
        type: 'card',
        card: {
          brand: 'visa',
          last4: '4242',
          country: 'US',
          funding: 'credit',
          network: 'visa',
          three_d_secure: null,
          checks: { cvc_check: 'pass' },
          overcapture: { maximum_amount_capturable: 2000, status: 'unavailable' },
        },
      },
    });
    expect(charge).not.toHaveProperty('refunds');
  });

  it('shows a declined charge with its failure', async () => {
    const res = await api.post('/v1/payment_intents', {
      amount: 1500,
      currency: 'usd',
      payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
      confirm: true,
    });
    const { error } = await res.json();
    const charge = await (await api.get(`/v1/charges/${error.charge}`)).json();
    expect(charge).toMatchObject({
      status: 'failed',
      paid: false,
      captured: false,
      amount_captured: 0,
      failure_code: 'card_declined',
      failure_message: 'Your card has insufficient funds.',
      outcome: { network_status: 'declined_by_network', reason: 'insufficient_funds' },
    });
  });

  it('expands the payment intent and, nested, its payment method', async () => {
    const intent = await pay();
    const res = await api.get(`/v1/charges/${intent.latest_charge}`, {
      expand: ['payment_intent', 'payment_method'],
    });
    const charge = await res.json();
    expect(charge.payment_intent).toMatchObject({ id: intent.id, object: 'payment_intent' });
    expect(charge.payment_method).toMatchObject({ object: 'payment_method' });
  });

  it('answers 404 for an unknown charge', async () => {
    const res = await api.get('/v1/charges/ch_missing');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({
      code: 'resource_missing',
      message: "No such charge: 'ch_missing'",
      param: 'id',
    });
  });

  it('refuses an unexpandable field', async () => {
    const intent = await pay();
    const res = await api.get(`/v1/charges/${intent.latest_charge}`, { expand: ['outcome'] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      message: 'This property cannot be expanded (outcome).',
      param: 'expand',
    });
  });

  it('refuses the publishable key', async () => {
    const res = await api.get('/v1/charges/ch_x', {}, api.pk);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('secret_key_required');
  });
});

describe('GET /v1/charges', () => {
  it('lists newest first and pages with starting_after and ending_before', async () => {
    const a = await pay({ transfer_group: 'page-test' });
    const b = await pay({ transfer_group: 'page-test' });
    const c = await pay({ transfer_group: 'page-test' });
    const first = await (
      await api.get('/v1/charges', { limit: 2, transfer_group: 'page-test' })
    ).json();
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/charges' });
    expect(first.data.map((x: { id: string }) => x.id)).toEqual([c.latest_charge, b.latest_charge]);
    const second = await (
      await api.get('/v1/charges', {
        limit: 2,
        transfer_group: 'page-test',
        starting_after: b.latest_charge,
      })
    ).json();
    expect(second.data.map((x: { id: string }) => x.id)).toEqual([a.latest_charge]);
    expect(second.has_more).toBe(false);
    const back = await (
      await api.get('/v1/charges', { transfer_group: 'page-test', ending_before: a.latest_charge })
    ).json();
    expect(back.data.map((x: { id: string }) => x.id)).toEqual([c.latest_charge, b.latest_charge]);
  });

  it('filters by payment_intent', async () => {
    const intent = await pay();
    const list = await (await api.get('/v1/charges', { payment_intent: intent.id })).json();
    expect(list.data.map((x: { id: string }) => x.id)).toEqual([intent.latest_charge]);
  });

  it('filters by created range', async () => {
    const intent = await pay();
    const charge = await (await api.get(`/v1/charges/${intent.latest_charge}`)).json();
    const inRange = await (
      await api.get('/v1/charges', { created: { gte: charge.created }, limit: 100 })
    ).json();
    expect(inRange.data.map((x: { id: string }) => x.id)).toContain(charge.id);
    const after = await (
      await api.get('/v1/charges', { created: { gt: charge.created + 10 } })
    ).json();
    expect(after.data).toEqual([]);
  });

  it('filters by customer (none of these charges has one)', async () => {
    const list = await (await api.get('/v1/charges', { customer: 'cus_nobody' })).json();
    expect(list.data).toEqual([]);
  });

  it('expands data.payment_intent on every item', async () => {
    const intent = await pay();
    const list = await (
      await api.get('/v1/charges', { payment_intent: intent.id, expand: ['data.payment_intent'] })
    ).json();
    expect(list.data[0].payment_intent).toMatchObject({ id: intent.id });
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ starting_after: 'ch_nope' }, 'starting_after'],
    [{ created: { after: 1 } }, 'created[after]'],
    [{ color: 'red' }, 'color'],
  ])('refuses %o naming %s', async (params, param) => {
    const res = await api.get('/v1/charges', params);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error.param).toBe(param);
  });
});
