import { Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';

const MAX_SUGGESTIONS = 5;

// The Address Element's autocomplete asks this with the publishable key (through the
// controller frame) as the shopper types the first street line.
export const addressSuggestionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { query, country } = parseParams(callParams(await requestParams(c)), {
    query: { kind: 'string', required: true, maxLength: 200 },
    country: { kind: 'string', maxLength: 2 },
  });
  const provider = c.get('services').addressSuggestions;
  const data = await provider.suggest({
    query: query ?? '',
    ...(country === undefined ? {} : { country }),
    limit: MAX_SUGGESTIONS,
  });
  return c.json({ object: 'list', attribution: provider.attribution, data });
});
