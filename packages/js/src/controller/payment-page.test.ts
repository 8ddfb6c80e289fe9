import { CONTROLLER_PAYLOADS } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import { paymentPage } from './payment-page.js';

// The controller's `payment-page` action (the Checkout Elements SDK's reads, updates and
// confirms), the provider's answer scripted at the network.
const OWN = 'http://127.0.0.1:4242';

function network(status: number, body: object) {
  const sent: Array<{ method: string; url: string; body: string; auth: string }> = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      method: String(init?.method),
      url: String(url),
      body: String(init?.body ?? ''),
      auth: String((init?.headers as Record<string, string> | undefined)?.Authorization),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const api = new ApiClient({
    origin: OWN,
    key: 'pk_test_1',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { api, sent };
}

const PAGE = { id: 'cs_test_1', object: 'payment_page', status: 'open' };

describe('the payment-page action', () => {
  it.each([
    ['retrieve', 'GET', `${OWN}/v1/payment_pages/cs_test_1`],
    ['init', 'POST', `${OWN}/v1/payment_pages/cs_test_1/init`],
    ['update', 'POST', `${OWN}/v1/payment_pages/cs_test_1`],
    ['confirm', 'POST', `${OWN}/v1/payment_pages/cs_test_1/confirm`],
  ] as const)('%s calls %s %s with the publishable key', async (op, method, url) => {
    const { api, sent } = network(200, PAGE);
    const params: Record<string, string> = op === 'update' ? { email: 'ada@example.com' } : {};
    expect(await paymentPage(api, { sessionId: 'cs_test_1', op, params })).toEqual({
      paymentPage: PAGE,
    });
    expect(sent[0]).toMatchObject({ method, url, auth: 'Bearer pk_test_1' });
    if (op === 'update') expect(sent[0]?.body).toBe('email=ada%40example.com');
  });

  it('form-encodes nested parameters and answers an API error as {error}', async () => {
    const error = {
      type: 'invalid_request_error',
      param: 'expected_amount',
      message: 'The expected amount (100) does not match.',
    };
    const { api, sent } = network(400, { error });
    const result = await paymentPage(api, {
      sessionId: 'cs_test_1',
      op: 'confirm',
      params: { expected_amount: 100, shipping: { name: 'Ada', address: { country: 'FR' } } },
    });
    expect(result).toEqual({ error: expect.objectContaining(error) });
    expect(decodeURIComponent(sent[0]?.body ?? '')).toBe(
      'expected_amount=100&shipping[name]=Ada&shipping[address][country]=FR',
    );
  });

  it('reads only a Checkout Session id and a known op from the merchant page', () => {
    const read = CONTROLLER_PAYLOADS['payment-page'];
    expect(read({ sessionId: 'cs_test_1', op: 'init', params: { a: 1 } })).toEqual({
      sessionId: 'cs_test_1',
      op: 'init',
      params: { a: 1 },
    });
    expect(() => read({ sessionId: '../payment_intents/pi_1', op: 'init' })).toThrow();
    expect(() => read({ sessionId: 'cs_test_1', op: 'delete' })).toThrow();
    expect(() => read({ op: 'init' })).toThrow();
  });
});
