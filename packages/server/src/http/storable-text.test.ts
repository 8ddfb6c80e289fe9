import { describe, expect, it } from 'vitest';
import { STORE_KINDS, useTestApi } from '../testing/harness.js';

// PostgreSQL refuses NUL bytes and unpaired surrogates; such input must answer 400, not 500.
describe.each(STORE_KINDS)('input the database cannot store, on %s', (kind) => {
  const api = useTestApi(kind);
  const auth = () => ({ Authorization: `Bearer ${api.sk}` });

  it.each([
    ['/v1/payment_intents/pi_%00', 'pi_\\x00'],
    ['/v1/customers/cus_%00x', 'cus_\\x00x'],
    ['/v1/payment_intents/pi_%00/confirm', 'pi_\\x00'],
  ])('answers 400 for a NUL byte in the path %s', async (path, shown) => {
    const method = path.endsWith('confirm') ? 'POST' : 'GET';
    const res = await api.request(path, { method, headers: auth() });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      type: 'invalid_request_error',
      code: 'parameter_invalid_string',
      param: 'id',
      message: `Invalid id: '${shown}'. Ids may not contain null bytes or unpaired surrogates.`,
      doc_url: 'https://stripe.com/docs/error-codes/parameter-invalid-string',
    });
  });

  it('answers 400 for a NUL byte in a query parameter', async () => {
    const res = await api.request('/v1/payment_intents?limit=1&starting_after=pi_%00', {
      headers: auth(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      type: 'invalid_request_error',
      param: 'starting_after',
    });
  });

  it.each([
    ['a form value', { description: 'a\u0000b' }, 'description', "'a\\x00b'"],
    ['a metadata key', { metadata: { 'k\u0000': 'v' } }, 'metadata[k\\x00]', "'k\\x00'"],
    ['a metadata value', { metadata: { k: '\u0000' } }, 'metadata[k]', "'\\x00'"],
  ])('answers 400 naming the parameter for a NUL byte in %s', async (_, extra, param, shown) => {
    const res = await api.post('/v1/payment_intents', { amount: 100, currency: 'usd', ...extra });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_invalid_string',
      param,
      message: `Invalid string: ${shown}. Strings may not contain null bytes or unpaired surrogates.`,
    });
  });

  it.each([
    ['a NUL byte', '{"amount":100,"currency":"usd","description":"a\\u0000b"}'],
    ['an unpaired surrogate', '{"amount":100,"currency":"usd","description":"a\\ud800b"}'],
    [
      'an unpaired surrogate in a key',
      '{"amount":100,"currency":"usd","metadata":{"\\udc00":"v"}}',
    ],
  ])('answers 400 for %s in a JSON body', async (_, body) => {
    const res = await api.request('/v1/payment_intents', {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('parameter_invalid_string');
  });

  it('still stores a well-formed surrogate pair and other control characters', async () => {
    const res = await api.post('/v1/payment_intents', {
      amount: 100,
      currency: 'usd',
      description: 'emoji \ud83d\ude00 tab\tend',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).description).toBe('emoji \ud83d\ude00 tab\tend');
  });
});
