import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, ensureDefaultAccount } from '../platform/accounts.js';
import { withEventRequest } from '../platform/event-request.js';
import { openTestApi, STORE_KINDS, type TestApi } from '../testing/harness.js';
import { record, recordMany } from './event-service.js';

describe.each(STORE_KINDS)('events on %s', (kind) => {
  let api: TestApi;
  let account: Account;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    api = await openTestApi(kind);
    account = (await ensureDefaultAccount(api.store)).account;
    const seed: [string, string, number][] = [
      ['first', 'payment_intent.created', 1_700_000_000],
      ['second', 'payment_intent.succeeded', 1_700_000_100],
      ['third', 'charge.succeeded', 1_700_000_200],
      ['fourth', 'payment_method.attached', 1_700_000_300],
    ];
    for (const [name, type, seconds] of seed) {
      const event = await api.store.transaction((tx) =>
        record(tx, account, type, { id: `obj_${name}`, object: 'thing' }, undefined, {
          now: new Date(seconds * 1000),
        }),
      );
      ids[name] = event.id;
    }
  }, 60_000);
  afterAll(() => api?.dispose());

  const listIds = async (params: object) => {
    const res = await api.get('/v1/events', params);
    expect(res.status).toBe(200);
    return (await res.json()).data.map((event: { id: string }) => event.id);
  };

  it('retrieves an event with every field', async () => {
    const res = await api.get(`/v1/events/${ids.second}`);
    expect(await res.json()).toEqual({
      id: ids.second,
      object: 'event',
      api_version: expect.any(String),
      created: 1_700_000_100,
      data: { object: { id: 'obj_second', object: 'thing' } },
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      type: 'payment_intent.succeeded',
    });
  });

  it('keeps previous_attributes and the request that caused the event', async () => {
    const event = await withEventRequest({ id: 'req_abc', idempotency_key: 'k-1' }, () =>
      api.store.transaction((tx) =>
        record(
          tx,
          account,
          'customer.updated',
          { id: 'cus_1', email: 'b@x.io' },
          { email: 'a@x.io' },
        ),
      ),
    );
    const read = await (await api.get(`/v1/events/${event.id}`)).json();
    expect(read.data.previous_attributes).toEqual({ email: 'a@x.io' });
    expect(read.request).toEqual({ id: 'req_abc', idempotency_key: 'k-1' });
  });

  it('writes several events in one statement, in order, with their webhook jobs', async () => {
    await api.post('/v1/webhook_endpoints', {
      url: 'http://127.0.0.1:9/hooks',
      enabled_events: ['charge.captured'],
    });
    const events = await api.store.transaction((tx) =>
      recordMany(
        tx,
        account,
        [
          { type: 'charge.captured', object: { id: 'ch_many' } },
          {
            type: 'setup_intent.succeeded',
            object: { id: 'seti_many' },
            previousAttributes: { status: 'processing' },
          },
        ],
        { now: new Date(1_800_000_000_000) },
      ),
    );
    expect(events.map((event) => event.pending_webhooks)).toEqual([1, 0]);
    const listed = await (await api.get('/v1/events', { created: 1_800_000_000 })).json();
    expect(listed.data.map((event: { id: string }) => event.id)).toEqual(
      events.map((event) => event.id).reverse(),
    );
    expect(listed.data[1]).toMatchObject({ pending_webhooks: 1, type: 'charge.captured' });
    expect(listed.data[0].data.previous_attributes).toEqual({ status: 'processing' });
    await api.store.query('DELETE FROM webhook_endpoints');
  });

  it('answers 404 for an unknown event', async () => {
    const res = await api.get('/v1/events/evt_missing');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({
      code: 'resource_missing',
      message: "No such event: 'evt_missing'",
      param: 'id',
    });
  });

  it.each([
    [{ type: 'payment_intent.succeeded' }, ['second']],
    [{ type: 'payment_intent.*' }, ['second', 'first']],
    [{ types: ['charge.succeeded', 'payment_intent.created'] }, ['third', 'first']],
    [{ created: { gte: 1_700_000_100, lt: 1_700_000_300 } }, ['third', 'second']],
    [{ created: 1_700_000_200 }, ['third']],
    [{ created: { gt: 1_700_000_200 }, type: 'payment_method.attached' }, ['fourth']],
    [{ delivery_success: false, created: { lte: 1_700_000_300 } }, []],
  ])('lists events filtered by %j', async (params, expected) => {
    expect(await listIds(params)).toEqual(expected.map((name) => ids[name]));
  });

  it('pages through events newest first', async () => {
    const range = { created: { lte: 1_700_000_300 } };
    const page = await (await api.get('/v1/events', { ...range, limit: 3 })).json();
    expect(page).toMatchObject({ object: 'list', url: '/v1/events', has_more: true });
    expect(await listIds({ ...range, limit: 2, starting_after: ids.third })).toEqual([
      ids.second,
      ids.first,
    ]);
    expect(await listIds({ ...range, ending_before: ids.second })).toEqual([ids.fourth, ids.third]);
  });

  it.each([
    [{ type: 'charge.succeeded', types: ['charge.failed'] }, 'types'],
    [{ limit: 101 }, 'limit'],
    [{ starting_after: 'evt_nope' }, 'starting_after'],
    [{ created: { after: 1 } }, 'created[after]'],
    [{ created: 'yesterday' }, 'created'],
    [{ kind: 'x' }, 'kind'],
  ])('refuses %j naming %s', async (params, param) => {
    const res = await api.get('/v1/events', params);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error.param).toBe(param);
  });

  it('lists the delivery attempts of an event (none yet)', async () => {
    const res = await api.get(`/v1/events/${ids.first}/delivery_attempts`);
    expect(await res.json()).toEqual({
      object: 'list',
      data: [],
      has_more: false,
      url: `/v1/events/${ids.first}/delivery_attempts`,
    });
    expect((await api.get('/v1/events/evt_nope/delivery_attempts')).status).toBe(404);
  });

  it('refuses the publishable key', async () => {
    expect((await api.get('/v1/events', {}, api.pk)).status).toBe(401);
    expect((await api.get(`/v1/events/${ids.first}`, {}, api.pk)).status).toBe(401);
  });
});
