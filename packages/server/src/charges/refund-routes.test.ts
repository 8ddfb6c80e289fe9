import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const pay = async (params: object = {}) =>
  (
    await api.post('/v1/payment_intents', {
      amount: 2000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      ...params,
    })
  ).json();

const refund = async (params: object) => {
  const res = await api.post('/v1/refunds', params);
  return { status: res.status, body: await res.json() };
};

describe('POST /v1/refunds', () => {
  it('refunds the whole charge by default with every Stripe field', async () => {
    const intent = await pay();
    const { status, body } = await refund({ payment_intent: intent.id });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^re_[A-Za-z0-9]{24}$/),
      object: 'refund',
      amount: 2000,
      balance_transaction: expect.stringMatching(/^txn_/),
      charge: intent.latest_charge,
      created: expect.any(Number),
      currency: 'usd',
      destination_details: {
        card: {
          reference: null,
          reference_status: 'pending',
          reference_type: 'acquirer_reference_number',
          type: 'refund',
        },
        type: 'card',
      },
      metadata: {},
      payment_intent: intent.id,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    });
    const charge = await (await api.get(`/v1/charges/${intent.latest_charge}`)).json();
    expect(charge).toMatchObject({ amount_refunded: 2000, refunded: true });
  });

  it('refunds part of a charge by charge id, with reason and metadata', async () => {
    const intent = await pay();
    const { body } = await refund({
      charge: intent.latest_charge,
      amount: 500,
      reason: 'requested_by_customer',
      metadata: { ticket: 'T-1' },
    });
    expect(body).toMatchObject({
      amount: 500,
      reason: 'requested_by_customer',
      metadata: { ticket: 'T-1' },
    });
    const charge = await (await api.get(`/v1/charges/${intent.latest_charge}`)).json();
    expect(charge).toMatchObject({ amount_refunded: 500, refunded: false });
    const rest = await refund({ payment_intent: intent.id });
    expect(rest.body.amount).toBe(1500);
  });

  it('formats the amounts in the too-large message', async () => {
    const intent = await pay();
    await refund({ payment_intent: intent.id, amount: 1234 });
    const { status, body } = await refund({ payment_intent: intent.id, amount: 1000 });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($10.00) is greater than unrefunded amount on charge ($7.66)',
    });
  });

  it('writes zero-decimal currencies without cents', async () => {
    const intent = await pay({ currency: 'jpy', amount: 500 });
    const { body } = await refund({ payment_intent: intent.id, amount: 600 });
    expect(body.error.message).toBe(
      'Refund amount (¥600) is greater than unrefunded amount on charge (¥500)',
    );
  });

  it('refuses a charge already refunded in full', async () => {
    const intent = await pay();
    await refund({ charge: intent.latest_charge });
    const { status, body } = await refund({ charge: intent.latest_charge });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'charge_already_refunded',
      message: `Charge ${intent.latest_charge} has already been refunded.`,
    });
  });

  it('refuses an uncaptured charge', async () => {
    const intent = await pay({ capture_method: 'manual' });
    expect(intent.status).toBe('requires_capture');
    const { status, body } = await refund({ payment_intent: intent.id });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'charge_not_refundable', param: 'charge' });
    expect(body.error.message).toMatch(/has not been captured/);
  });

  it('refuses an intent without a successful charge', async () => {
    const created = await (
      await api.post('/v1/payment_intents', { amount: 900, currency: 'usd' })
    ).json();
    const { status, body } = await refund({ payment_intent: created.id });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'charge_not_refundable',
      message: `This PaymentIntent (${created.id}) does not have a successful charge to refund.`,
    });
  });

  it('refuses a declined charge', async () => {
    const res = await api.post('/v1/payment_intents', {
      amount: 900,
      currency: 'usd',
      payment_method: 'pm_card_chargeDeclined',
      confirm: true,
    });
    const { error } = await res.json();
    const { body } = await refund({ charge: error.charge });
    expect(body.error.code).toBe('charge_not_refundable');
  });

  it('refuses a charge of another intent', async () => {
    const one = await pay();
    const two = await pay();
    const { status, body } = await refund({ charge: one.latest_charge, payment_intent: two.id });
    expect(status).toBe(400);
    expect(body.error.param).toBe('charge');
  });

  it.each([
    [{}, 400, 'parameter_missing', 'charge'],
    [{ charge: 'ch_nope' }, 404, 'resource_missing', 'charge'],
    [{ payment_intent: 'pi_nope' }, 404, 'resource_missing', 'payment_intent'],
    [{ charge: 'ch_x', amount: 'ten' }, 400, 'parameter_invalid_integer', 'amount'],
    [{ charge: 'ch_x', reason: 'bored' }, 400, undefined, 'reason'],
    [{ charge: 'ch_x', colour: 'red' }, 400, 'parameter_unknown', 'colour'],
  ])('refuses %o', async (params, status, code, param) => {
    const res = await refund(params);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.param).toBe(param);
  });

  it('refuses a zero amount', async () => {
    const intent = await pay();
    const { status, body } = await refund({ payment_intent: intent.id, amount: 0 });
    expect(status).toBe(400);
    expect(body.error.param).toBe('amount');
  });

  it('expands the charge', async () => {
    const intent = await pay();
    const { body } = await refund({ payment_intent: intent.id, expand: ['charge'] });
    expect(body.charge).toMatchObject({ id: intent.latest_charge, amount_refunded: 2000 });
  });

  it('needs the secret key', async () => {
    const res = await api.post('/v1/refunds', { charge: 'ch_x' }, api.pk);
    expect(res.status).toBe(401);
  });

  it('replays with the same Idempotency-Key instead of refunding twice', async () => {
    const intent = await pay();
    const send = () =>
      api.post('/v1/refunds', { payment_intent: intent.id, amount: 300 }, api.sk, {
        'Idempotency-Key': `refund-${intent.id}`,
      });
    const first = await (await send()).json();
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await again.json()).id).toBe(first.id);
    const charge = await (await api.get(`/v1/charges/${intent.latest_charge}`)).json();
    expect(charge.amount_refunded).toBe(300);
  });
});

describe('GET, update and cancel', () => {
  it('retrieves a refund', async () => {
    const intent = await pay();
    const { body } = await refund({ payment_intent: intent.id });
    const res = await api.get(`/v1/refunds/${body.id}`);
    expect(await res.json()).toEqual(body);
    expect((await api.get('/v1/refunds/re_nope')).status).toBe(404);
  });

  it('updates metadata: adds, replaces and removes keys', async () => {
    const intent = await pay();
    const { body } = await refund({ payment_intent: intent.id, metadata: { a: '1', b: '2' } });
    const res = await api.post(`/v1/refunds/${body.id}`, { metadata: { a: '9', b: '', c: '3' } });
    expect((await res.json()).metadata).toEqual({ a: '9', c: '3' });
    const cleared = await api.request(`/v1/refunds/${body.id}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${api.sk}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'metadata=',
    });
    expect((await cleared.json()).metadata).toEqual({});
  });

  it('updates only metadata', async () => {
    const intent = await pay();
    const { body } = await refund({ payment_intent: intent.id });
    const res = await api.post(`/v1/refunds/${body.id}`, { amount: 5 });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'parameter_unknown', param: 'amount' });
  });

  it('cannot cancel a refund that already succeeded', async () => {
    const intent = await pay();
    const { body } = await refund({ payment_intent: intent.id });
    const res = await api.post(`/v1/refunds/${body.id}/cancel`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      type: 'invalid_request_error',
      message: `Refund ${body.id} cannot be canceled because it has a status of succeeded. Only refunds with a status of requires_action can be canceled.`,
    });
    expect((await api.post('/v1/refunds/re_nope/cancel')).status).toBe(404);
  });
});

describe('GET /v1/refunds', () => {
  it('lists by charge and by payment intent, newest first, in pages', async () => {
    const intent = await pay();
    const ids: string[] = [];
    for (const amount of [100, 200, 300]) {
      ids.push((await refund({ payment_intent: intent.id, amount })).body.id);
    }
    const byIntent = await (
      await api.get('/v1/refunds', { payment_intent: intent.id, limit: 2 })
    ).json();
    expect(byIntent).toMatchObject({ object: 'list', url: '/v1/refunds', has_more: true });
    expect(byIntent.data.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    const next = await (
      await api.get('/v1/refunds', { charge: intent.latest_charge, starting_after: ids[1] })
    ).json();
    expect(next.data.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(next.has_more).toBe(false);
  });

  it('expands data.charge', async () => {
    const intent = await pay();
    await refund({ payment_intent: intent.id });
    const list = await (
      await api.get('/v1/refunds', { payment_intent: intent.id, expand: ['data.charge'] })
    ).json();
    expect(list.data[0].charge).toMatchObject({ object: 'charge', refunded: true });
  });

  it('refuses a cursor that does not exist', async () => {
    const res = await api.get('/v1/refunds', { ending_before: 're_nope' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.param).toBe('ending_before');
  });

  it("embeds a charge's refunds when expanded", async () => {
    const intent = await pay();
    const one = await refund({ payment_intent: intent.id, amount: 100 });
    const two = await refund({ payment_intent: intent.id, amount: 200 });
    const charge = await (
      await api.get(`/v1/charges/${intent.latest_charge}`, { expand: ['refunds'] })
    ).json();
    expect(charge.refunds).toEqual({
      object: 'list',
      data: [two.body, one.body],
      has_more: false,
      url: `/v1/charges/${intent.latest_charge}/refunds`,
    });
  });
});
