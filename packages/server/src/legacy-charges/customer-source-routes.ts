import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams, type Shape } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';

const CREATE_SOURCE_SHAPE = {
  source: { kind: 'string', required: true, maxLength: 5000 },
  expand: { kind: 'strings' },
} as const satisfies Shape;

const LIST_SOURCES_SHAPE = {
  object: { kind: 'enum', values: ['card'] },
  limit: { kind: 'integer' },
  starting_after: { kind: 'string' },
  ending_before: { kind: 'string' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

const EXPAND_SHAPE = { expand: { kind: 'strings' } } as const satisfies Shape;

const UPDATE_SOURCE_SHAPE = {
  name: { kind: 'string', maxLength: 5000 },
  address_city: { kind: 'string', maxLength: 5000 },
  address_country: { kind: 'string', maxLength: 5000 },
  address_line1: { kind: 'string', maxLength: 5000 },
  address_line2: { kind: 'string', maxLength: 5000 },
  address_state: { kind: 'string', maxLength: 5000 },
  address_zip: { kind: 'string', maxLength: 5000 },
  exp_month: { kind: 'integer' },
  exp_year: { kind: 'integer' },
  metadata: { kind: 'metadataPatch' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

const CLEARABLE = [
  'name',
  'address_city',
  'address_country',
  'address_line1',
  'address_line2',
  'address_state',
  'address_zip',
];

// /v1/customers/:id/sources: a customer's cards (Stripe's Sources API on customers).
export const customerSourceRoutes = new Hono<AppEnv>()
  .use('/:customer/sources', requireSecretKey)
  .use('/:customer/sources/*', requireSecretKey)
  .post('/:customer/sources', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_SOURCE_SHAPE);
    const sources = c.get('services').customerSources;
    const account = c.get('caller').account;
    return c.json(await sources.create(account, c.req.param('customer'), params.source ?? ''));
  })
  .get('/:customer/sources', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_SOURCES_SHAPE);
    const sources = c.get('services').customerSources;
    return c.json(await sources.list(c.get('caller').account, c.req.param('customer'), params));
  })
  .get('/:customer/sources/:id', async (c) => {
    parseParams(callParams(await requestParams(c)), EXPAND_SHAPE);
    const sources = c.get('services').customerSources;
    const account = c.get('caller').account;
    return c.json(await sources.retrieve(account, c.req.param('customer'), c.req.param('id')));
  })
  .post('/:customer/sources/:id', async (c) => {
    const raw = callParams(await requestParams(c));
    const { expand: _expand, ...params } = parseParams(raw, UPDATE_SOURCE_SHAPE);
    const sources = c.get('services').customerSources;
    const account = c.get('caller').account;
    const unset = readUnset(raw, CLEARABLE);
    return c.json(
      await sources.update(account, c.req.param('customer'), c.req.param('id'), params, unset),
    );
  })
  .delete('/:customer/sources/:id', async (c) => {
    const sources = c.get('services').customerSources;
    const account = c.get('caller').account;
    return c.json(await sources.del(account, c.req.param('customer'), c.req.param('id')));
  });
