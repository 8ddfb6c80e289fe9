import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { openTestApi, type TestApi } from '../testing/harness.js';
import type { AddressSuggestionProvider } from './suggestion-provider.js';

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

  it('asks the provider the operator plugs in instead of the offline data set', async () => {
    const asked: unknown[] = [];
    const provider: AddressSuggestionProvider = {
      attribution: 'Suggestions from the shop’s own address book',
      async suggest(query) {
        asked.push(query);
        return [];
      },
    };
    const app = createApp({ store: api.store, addressSuggestions: provider });
    const res = await app.request('/v1/elements/address_suggestions?query=27+fred&country=US', {
      headers: { Authorization: `Bearer ${api.pk}` },
    });
    expect(await res.json()).toEqual({
      object: 'list',
      attribution: 'Suggestions from the shop’s own address book',
      data: [],
    });
    expect(asked).toEqual([{ query: '27 fred', country: 'US', limit: 5 }]);
  });
});
