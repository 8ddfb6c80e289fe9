import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../platform/idempotency-records.js';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const request = (path: string, init: RequestInit = {}) => api.request(path, init);

describe('authentication', () => {
  it('answers 401 without a key', async () => {
    const res = await request('/v1/payment_intents/pi_x');
    expect(res.status).toBe(401);
    const { error } = await res.json();
    expect(error.type).toBe('invalid_request_error');
    expect(error.message).toMatch(/You did not provide an API key/);
  });

  it('answers 401 for an unknown key and masks it', async () => {
    const res = await request('/v1/payment_intents/pi_x', {
      headers: { Authorization: 'Bearer sk_test_000000000000000000000000abcd' },
    });
    expect(res.status).toBe(401);
    const { error } = await res.json();
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_\*+abcd$/);
  });

  it('accepts the key as the Basic auth user', async () => {
    const basic = Buffer.from(`${api.sk}:`).toString('base64');
    const res = await request('/v1/payment_intents/pi_missing', {
      headers: { Authorization: `Basic ${basic}` },
    });
    expect(res.status).toBe(404);
  });

  it("accepts Stripe.js's key parameter", async () => {
    const res = await request(`/v1/payment_methods?key=${api.pk}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'type=card&card[number]=4242424242424242&card[exp_month]=1&card[exp_year]=2040&payment_user_agent=stripe.js',
    });
    expect(res.status).toBe(200);
  });
});

describe('every response', () => {
  it('carries a Request-Id', async () => {
    const ok = await api.get('/v1/payment_methods/pm_x');
    const anonymous = await request('/nowhere');
    expect(ok.headers.get('Request-Id')).toMatch(/^req_[A-Za-z0-9]{14}$/);
    expect(anonymous.headers.get('Request-Id')).toMatch(/^req_/);
  });

  it.each([
    ['GET', '/v1/widgets'],
    ['DELETE', '/v1/payment_intents/pi_x'],
    ['GET', '/nowhere'],
  ])('answers JSON 404 for %s %s', async (method, path) => {
    const res = await request(path, { method, headers: { Authorization: `Bearer ${api.sk}` } });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect((await res.json()).error).toMatchObject({
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  });

  it('accepts a Stripe-Version header', async () => {
    const res = await api.post('/v1/payment_methods', { type: 'card', card: VISA }, api.pk, {
      'Stripe-Version': '2025-03-31.basil',
    });
    expect(res.status).toBe(200);
  });
});

describe('bodies', () => {
  const post = (body: string, type: string) =>
    request('/v1/payment_intents', {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.sk}`, 'Content-Type': type },
      body,
    });

  it('answers 400 JSON for broken JSON', async () => {
    const res = await post('{"amount": 10', 'application/json');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      type: 'invalid_request_error',
      message: 'Invalid JSON in the request body.',
    });
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    expect((await post('[1,2]', 'application/json')).status).toBe(400);
  });

  it('answers 413 JSON for an oversized body', async () => {
    const res = await post(
      `description=${'x'.repeat(300_000)}`,
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error.type).toBe('invalid_request_error');
  });

  it('answers 400 for nesting deeper than allowed', async () => {
    const res = await post(`metadata${'[a]'.repeat(12)}=1`, 'application/x-www-form-urlencoded');
    expect(res.status).toBe(400);
    expect((await res.json()).error.type).toBe('invalid_request_error');
  });

  it('answers 400 for too many parameters', async () => {
    const body = Array.from({ length: 1200 }, (_, i) => `metadata[k${i}]=v`).join('&');
    expect((await post(body, 'application/x-www-form-urlencoded')).status).toBe(400);
  });

  it('reads indexed and bracketed arrays alike', async () => {
    const a = await post(
      'amount=500&currency=usd&payment_method_types[0]=card',
      'application/x-www-form-urlencoded',
    );
    const b = await post(
      'amount=500&currency=usd&payment_method_types[]=card',
      'application/x-www-form-urlencoded',
    );
    expect((await a.json()).payment_method_types).toEqual(['card']);
    expect((await b.json()).payment_method_types).toEqual(['card']);
  });
});

describe('CORS', () => {
  it('lets a browser on another origin call with the publishable key', async () => {
    const res = await request('/v1/payment_methods', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4243',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'authorization',
    );
  });

  it.each([
    ['a success', '/v1/payment_intents?limit=1'],
    ['an error', '/v1/payment_intents/pi_missing'],
  ])('lets a browser read %s and its Request-Id', async (_case, path) => {
    const res = await request(path, {
      headers: { Origin: 'http://localhost:4243', Authorization: `Bearer ${api.sk}` },
    });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('Request-Id');
    expect(res.headers.get('Request-Id')).toMatch(/^req_/);
  });
});

describe('Idempotency-Key', () => {
  const create = (key: string, amount = 1500) =>
    api.post('/v1/payment_intents', { amount, currency: 'usd' }, api.sk, {
      'Idempotency-Key': key,
    });

  it('replays the stored response for the same parameters', async () => {
    const first = await create('order-1');
    const second = await create('order-1');
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const count = await api.store.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_intents WHERE data->>'amount' = '1500'",
    );
    expect(count[0]?.n).toBe(1);
  });

  it('replays a decline too', async () => {
    const params = {
      amount: 900,
      currency: 'usd',
      payment_method: 'pm_card_chargeDeclined',
      confirm: true,
    };
    const first = await api.post('/v1/payment_intents', params, api.sk, {
      'Idempotency-Key': 'decline-1',
    });
    const second = await api.post('/v1/payment_intents', params, api.sk, {
      'Idempotency-Key': 'decline-1',
    });
    expect(second.status).toBe(402);
    expect(await second.json()).toEqual(await first.json());
  });

  it('refuses the same key with other parameters', async () => {
    await create('order-2', 1600);
    const res = await create('order-2', 1700);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ type: 'idempotency_error' });
  });

  it('answers 409 idempotency_key_in_use while the first request runs', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => create('order-3', 1800)));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const res of responses.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatchObject({
        type: 'idempotency_error',
        code: 'idempotency_key_in_use',
      });
    }
    const count = await api.store.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_intents WHERE data->>'amount' = '1800'",
    );
    expect(count[0]?.n).toBe(1);
  });

  it('answers 409 while a request with the key is still running', async () => {
    const rows = await api.store.query<{ id: string }>('SELECT id FROM accounts WHERE is_default');
    await api.store.query(
      "INSERT INTO idempotency_keys (account_id, key, request_hash, state) VALUES ($1, 'busy', $2, 'running')",
      [
        rows[0]?.id,
        requestHash('POST', '/v1/payment_intents', { amount: '1500', currency: 'usd' }),
      ],
    );
    const res = await create('busy');
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('idempotency_key_in_use');
  });

  it('keeps nothing for a request that failed validation', async () => {
    const bad = await api.post('/v1/payment_intents', { amount: 'x', currency: 'usd' }, api.sk, {
      'Idempotency-Key': 'fix-me',
    });
    expect(bad.status).toBe(400);
    const good = await create('fix-me', 1900);
    expect(good.status).toBe(200);
  });
});
