// Every /v1 request is logged, on both stores: its fields, its bodies redacted, nothing secret.
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS, useTestApi } from '../testing/harness.js';
import { redactForLog } from './redaction.js';
import { recentRequestLogs, trimRequestLogs } from './request-log-rows.js';

describe('redactForLog', () => {
  it('drops card numbers, CVCs, keys and client secrets wherever they sit', () => {
    const redacted = redactForLog({
      card: { number: '4242424242424242', cvc: '123', exp_month: '12' },
      payment_method_data: { sepa_debit: { iban: 'DE89370400440532013000' } },
      client_secret: 'pi_123_secret_abc',
      description: 'paid with sk_test_abcdef123 by mistake',
      nested: [{ account_number: '000123456789' }],
      error: { code: 'card_declined' },
    });
    expect(redacted).toEqual({
      card: { number: '[redacted]', cvc: '[redacted]', exp_month: '12' },
      payment_method_data: { sepa_debit: { iban: '[redacted]' } },
      client_secret: '[redacted]',
      description: 'paid with [redacted] by mistake',
      nested: [{ account_number: '[redacted]' }],
      error: { code: 'card_declined' },
    });
  });
});

describe.each(STORE_KINDS)('request logs on %s', (kind) => {
  const api = useTestApi(kind);

  it('stores each request with its status, id, key and redacted bodies', async () => {
    const response = await api.post(
      '/v1/payment_methods',
      {
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '314' },
      },
      api.sk,
      { 'Idempotency-Key': 'log-key-1' },
    );
    expect(response.status).toBe(200);
    const requestId = response.headers.get('request-id');
    const [account] = await api.store.query<{ id: string }>('SELECT id FROM accounts LIMIT 1');
    const logs = await eventually(
      () => recentRequestLogs(api.store, account?.id ?? '', 10),
      (rows) => rows.some((row) => row.id === requestId),
    );
    const log = logs.find((row) => row.id === requestId);
    expect(log).toMatchObject({
      method: 'POST',
      path: '/v1/payment_methods',
      status: 200,
      source: 'API',
      idempotency_key: 'log-key-1',
      request_body: { type: 'card', card: { number: '[redacted]', cvc: '[redacted]' } },
      response_body: { object: 'payment_method', card: { last4: '4242' } },
    });
    const stored = JSON.stringify(await api.store.query('SELECT * FROM request_logs'));
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"314"');
    expect(stored).not.toContain(api.sk);
  });

  it('logs refusals too, and trims by age', async () => {
    const refused = await api.get('/v1/customers/cus_nope');
    expect(refused.status).toBe(404);
    const id = refused.headers.get('request-id');
    await eventually(
      () => api.store.query('SELECT status FROM request_logs WHERE id = $1', [id]),
      (rows) => rows.length === 1 && Number(rows[0]?.status) === 404,
    );
    await trimRequestLogs(api.store, Date.now() + 1_000);
    expect(await api.store.query('SELECT 1 FROM request_logs')).toHaveLength(0);
  });
});
