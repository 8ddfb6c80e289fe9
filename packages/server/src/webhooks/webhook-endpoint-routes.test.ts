import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, STORE_KINDS, type TestApi } from '../testing/harness.js';

describe.each(STORE_KINDS)('webhook endpoints on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(kind);
  }, 60_000);
  afterAll(() => api?.dispose());

  const create = (params: object = {}) =>
    api.post('/v1/webhook_endpoints', {
      url: 'http://localhost:3000/webhooks',
      enabled_events: ['payment_intent.succeeded'],
      ...params,
    });

  it('creates an endpoint and shows its secret only in that answer', async () => {
    const res = await create({ description: 'Shop', metadata: { env: 'dev' } });
    expect(res.status).toBe(200);
    const endpoint = await res.json();
    expect(endpoint).toMatchObject({
      object: 'webhook_endpoint',
      api_version: null,
      application: null,
      description: 'Shop',
      enabled_events: ['payment_intent.succeeded'],
      livemode: false,
      metadata: { env: 'dev' },
      status: 'enabled',
      url: 'http://localhost:3000/webhooks',
    });
    expect(endpoint.id).toMatch(/^we_[A-Za-z0-9]{24}$/);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(endpoint.created).toBeTypeOf('number');
    const again = await (await api.get(`/v1/webhook_endpoints/${endpoint.id}`)).json();
    expect(again).not.toHaveProperty('secret');
    expect(again).toEqual({ ...endpoint, secret: undefined });
  });

  it.each([
    [{ url: 'ftp://example.com/hook' }, 'url', 'parameter_invalid_value'],
    [{ url: 'not a url' }, 'url', 'parameter_invalid_value'],
    [{ url: undefined }, 'url', 'parameter_missing'],
    [{ enabled_events: undefined }, 'enabled_events', 'parameter_missing'],
    [
      { enabled_events: ['payment_intent.exploded'] },
      'enabled_events[0]',
      'parameter_invalid_value',
    ],
    [{ enabled_events: ['*', 'charge.nope'] }, 'enabled_events[1]', 'parameter_invalid_value'],
    [{ colour: 'red' }, 'colour', 'parameter_unknown'],
  ])('refuses %j naming %s', async (params, param, code) => {
    const res = await create(params);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({ type: 'invalid_request_error', param });
    if (code !== 'parameter_invalid_value') expect(error.code).toBe(code);
  });

  it('accepts any host over http or https and the * wildcard', async () => {
    for (const url of ['https://shop.example/hooks', 'http://127.0.0.1:9/x']) {
      const res = await create({ url, enabled_events: ['*'] });
      expect(res.status).toBe(200);
      expect((await res.json()).enabled_events).toEqual(['*']);
    }
  });

  it('updates url, events, metadata and disables and re-enables', async () => {
    const { id } = await (await create({ metadata: { a: '1' } })).json();
    const disabled = await api.post(`/v1/webhook_endpoints/${id}`, {
      disabled: true,
      url: 'https://example.com/new',
      enabled_events: ['charge.succeeded', 'charge.refunded'],
      metadata: { b: '2' },
    });
    expect(await disabled.json()).toMatchObject({
      status: 'disabled',
      url: 'https://example.com/new',
      enabled_events: ['charge.succeeded', 'charge.refunded'],
      metadata: { a: '1', b: '2' },
    });
    const enabled = await api.post(`/v1/webhook_endpoints/${id}`, { disabled: false });
    expect((await enabled.json()).status).toBe('enabled');
    const bad = await api.post(`/v1/webhook_endpoints/${id}`, { url: 'mailto:x@y.z' });
    expect((await bad.json()).error.param).toBe('url');
  });

  it('deletes an endpoint', async () => {
    const { id } = await (await create()).json();
    const res = await api.request(`/v1/webhook_endpoints/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${api.sk}` },
    });
    expect(await res.json()).toEqual({ id, object: 'webhook_endpoint', deleted: true });
    const gone = await api.get(`/v1/webhook_endpoints/${id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe(`No such webhook endpoint: '${id}'`);
  });

  it('lists endpoints newest first with pagination', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await create()).json()).id);
    const first = await (await api.get('/v1/webhook_endpoints', { limit: 2 })).json();
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/webhook_endpoints' });
    expect(first.data.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.data[0]).not.toHaveProperty('secret');
    const next = await (
      await api.get('/v1/webhook_endpoints', { limit: 1, starting_after: ids[1] })
    ).json();
    expect(next.data[0].id).toBe(ids[0]);
    const back = await (
      await api.get('/v1/webhook_endpoints', { limit: 5, ending_before: ids[0] })
    ).json();
    expect(back.data.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(back.has_more).toBe(false);
  });

  it('answers 404 for an unknown endpoint and its attempts', async () => {
    for (const path of [
      '/v1/webhook_endpoints/we_nope',
      '/v1/webhook_endpoints/we_nope/attempts',
    ]) {
      const res = await api.get(path);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ code: 'resource_missing', param: 'id' });
    }
  });

  it('refuses the publishable key', async () => {
    const res = await api.post(
      '/v1/webhook_endpoints',
      { url: 'https://x.example', enabled_events: ['*'] },
      api.pk,
    );
    expect(res.status).toBe(401);
    expect((await api.get('/v1/webhook_endpoints', {}, api.pk)).status).toBe(401);
  });
});
