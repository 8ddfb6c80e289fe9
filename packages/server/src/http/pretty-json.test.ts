import { describe, expect, it } from 'vitest';
import { type TestResponse, useTestApi } from '../testing/harness.js';

// Stripe's API indents its JSON by two spaces and ends it with a newline.
describe('JSON responses', () => {
  const api = useTestApi('pglite');

  const expectPretty = async (response: Promise<TestResponse>, status: number) => {
    const res = await response;
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(text).toMatch(/^\{\n {2}"/);
    return JSON.parse(text);
  };

  it('are pretty-printed for a success', async () => {
    const intent = await expectPretty(
      api.post('/v1/payment_intents', { amount: 700, currency: 'usd' }),
      200,
    );
    expect(intent.object).toBe('payment_intent');
  });

  it('are pretty-printed for a list', async () => {
    expect((await expectPretty(api.get('/v1/payment_intents', { limit: 1 }), 200)).object).toBe(
      'list',
    );
  });

  it.each([
    ['a missing object', () => api.get('/v1/payment_intents/pi_missing'), 404],
    ['an unknown route', () => api.get('/v1/widgets'), 404],
    ['a bad parameter', () => api.post('/v1/payment_intents', { amount: 'x' }), 400],
    ['no API key', () => api.request('/v1/payment_intents'), 401],
    [
      'a decline',
      () =>
        api.post('/v1/payment_intents', {
          amount: 700,
          currency: 'usd',
          payment_method: 'pm_card_chargeDeclined',
          confirm: true,
        }),
      402,
    ],
  ])('are pretty-printed for %s', async (_, send, status) => {
    expect((await expectPretty(send(), status)).error.type).toBeTruthy();
  });

  it('replay the same pretty bytes for an Idempotency-Key', async () => {
    const send = () =>
      api.post('/v1/payment_intents', { amount: 710, currency: 'usd' }, api.sk, {
        'Idempotency-Key': 'pretty-1',
      });
    const first = await (await send()).text();
    const replay = await send();
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await expectPretty(Promise.resolve(replay), 200)).toEqual(JSON.parse(first));
  });
});
