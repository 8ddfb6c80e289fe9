import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';

/** A stand-in for the network: answers from a list, records what was sent. */
function network(...answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ApiClient', () => {
  it('posts form-encoded params with the publishable key as a Bearer token', async () => {
    const net = network(json(200, { id: 'pm_1', object: 'payment_method' }));
    const api = new ApiClient({
      origin: 'http://127.0.0.1:4242',
      key: 'pk_test_abc',
      fetch: net.fetch,
      apiVersion: '2024-06-20',
    });
    const result = await api.post('payment_methods', { type: 'card', card: { number: '4242' } });
    expect(result).toEqual({
      ok: true,
      status: 200,
      body: { id: 'pm_1', object: 'payment_method' },
    });
    const [call] = net.calls;
    expect(call?.url).toBe('http://127.0.0.1:4242/v1/payment_methods');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('type=card&card[number]=4242');
    expect(call?.init.headers).toMatchObject({
      Authorization: 'Bearer pk_test_abc',
      'Content-Type': 'application/x-www-form-urlencoded',
      'Stripe-Version': '2024-06-20',
    });
    expect(call?.init.credentials).toBe('omit');
  });

  it('puts GET params in the query', async () => {
    const net = network(json(200, {}));
    await new ApiClient({ origin: 'http://p', key: 'pk_test_1', fetch: net.fetch }).get(
      'payment_intents/pi_1',
      {
        client_secret: 'pi_1_secret_2',
      },
    );
    expect(net.calls[0]?.url).toBe('http://p/v1/payment_intents/pi_1?client_secret=pi_1_secret_2');
  });

  it('returns the API error envelope as it is', async () => {
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
    const net = network(json(402, { error }));
    const result = await new ApiClient({
      origin: 'http://p',
      key: 'pk_test_1',
      fetch: net.fetch,
    }).post('x', {});
    expect(result).toEqual({ ok: false, status: 402, error });
  });

  it('turns a network failure into an api_connection_error', async () => {
    const net = network(new TypeError('Failed to fetch'));
    const result = await new ApiClient({
      origin: 'http://p',
      key: 'pk_test_1',
      fetch: net.fetch,
    }).post('x', {});
    expect(result).toMatchObject({ ok: false, status: 0, error: { type: 'api_connection_error' } });
  });

  it('turns a response that is not JSON into an api_error', async () => {
    const net = network(new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await new ApiClient({
      origin: 'http://p',
      key: 'pk_test_1',
      fetch: net.fetch,
    }).post('x', {});
    expect(result).toEqual({
      ok: false,
      status: 502,
      unreadable: true,
      error: { type: 'api_error', message: 'Unexpected response from the API (HTTP 502).' },
    });
  });

  it('retries a GET once after a network failure or a 5xx, up to 2 attempts', async () => {
    const net = network(new TypeError('offline'), json(200, { id: 'pi_1' }));
    const api = new ApiClient({ origin: 'http://p', key: 'pk_test_1', fetch: net.fetch });
    await expect(api.get('payment_intents/pi_1', {}, 2)).resolves.toMatchObject({ ok: true });
    expect(net.calls).toHaveLength(2);

    const failing = network(
      json(500, { error: { type: 'api_error', message: 'a' } }),
      json(503, { error: { type: 'api_error', message: 'b' } }),
      json(200, {}),
    );
    const result = await new ApiClient({
      origin: 'http://p',
      key: 'pk_test_1',
      fetch: failing.fetch,
    }).get('x', {}, 2);
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(failing.calls).toHaveLength(2);
  });

  it('does not retry a 4xx answer', async () => {
    const net = network(
      json(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }),
    );
    const result = await new ApiClient({
      origin: 'http://p',
      key: 'pk_test_1',
      fetch: net.fetch,
    }).get('x', {}, 2);
    expect(result).toMatchObject({ ok: false, status: 404 });
    expect(net.calls).toHaveLength(1);
  });
});
