import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

describe('GET /v1/elements/address_suggestions', () => {
  it('answers up to five suggestions with the provider’s attribution, with the publishable key', async () => {
    const res = await api.get(
      '/v1/elements/address_suggestions',
      { query: 'rua augusta', country: 'BR' },
      api.pk,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      object: 'list',
      attribution: 'Address suggestions from the Kassa offline address data',
    });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toMatchObject({
      id: expect.stringMatching(/^addr_BR_/),
      description: expect.stringContaining('Rua Augusta'),
      address: { country: 'BR', state: 'SP', postal_code: '01310-100' },
    });
  });

  it('refuses a call without a query, naming the parameter', async () => {
    const res = await api.get('/v1/elements/address_suggestions', {}, api.pk);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'parameter_missing', param: 'query' });
  });
});
