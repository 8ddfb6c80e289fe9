import { type Context, Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { expanded, expandedList } from '../http/expansion.js';
import { parseCreated } from '../platform/list-params.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { SEARCH_SHAPE } from '../platform/search-pages.js';
import { readUnset } from '../platform/unset.js';
import type { PriceObject } from './price-object.js';
import {
  CLEARABLE_PRICE_FIELDS,
  CREATE_PRICE_SHAPE,
  LIST_PRICES_SHAPE,
  UPDATE_PRICE_SHAPE,
} from './price-params.js';

// `currency_options` is an includable field, not a stored object: it is filled in here and
// taken out of the paths the generic expansion walks.
function splitExpand(expand: readonly string[] | undefined, path: string) {
  const rest = (expand ?? []).filter((item) => item !== path && item !== 'total_count');
  return { options: expand?.includes(path) ?? false, rest };
}

async function oneWithOptions(
  c: Context<AppEnv>,
  price: PriceObject,
  expand: readonly string[] | undefined,
): Promise<PriceObject> {
  const { options, rest } = splitExpand(expand, 'currency_options');
  const prices = c.get('services').prices;
  const [filled] = options
    ? await prices.withCurrencyOptions(c.get('caller').account, [price])
    : [price];
  return expanded(c, filled as PriceObject, rest);
}

async function manyWithOptions(
  c: Context<AppEnv>,
  data: PriceObject[],
  expand: readonly string[] | undefined,
): Promise<PriceObject[]> {
  const { options, rest } = splitExpand(expand, 'data.currency_options');
  const prices = c.get('services').prices;
  const filled = options ? await prices.withCurrencyOptions(c.get('caller').account, data) : data;
  const list = await expandedList(
    c,
    { object: 'list', data: filled, has_more: false, url: '' },
    rest,
  );
  return list.data;
}

export const priceRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_PRICE_SHAPE);
    const price = await c.get('services').prices.create(c.get('caller').account, params);
    return c.json(await oneWithOptions(c, price, params.expand));
  })
  .get('/', requireSecretKey, async (c) => {
    const { created, ...params } = parseParams(
      callParams(await requestParams(c)),
      LIST_PRICES_SHAPE,
    );
    const list = await c.get('services').prices.list(c.get('caller').account, {
      ...params,
      created: parseCreated(created),
    });
    return c.json({ ...list, data: await manyWithOptions(c, list.data, params.expand) });
  })
  .get('/search', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SEARCH_SHAPE);
    const result = await c.get('services').prices.search(c.get('caller').account, params);
    return c.json({ ...result, data: await manyWithOptions(c, result.data, params.expand) });
  })
  .get('/:id', requireSecretKey, async (c) => {
    const { expand } = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const price = await c
      .get('services')
      .prices.retrieve(c.get('caller').account, c.req.param('id'));
    return c.json(await oneWithOptions(c, price, expand));
  })
  .post('/:id', requireSecretKey, async (c) => {
    const raw = callParams(await requestParams(c));
    const params = parseParams(raw, UPDATE_PRICE_SHAPE);
    const unset = readUnset(raw, CLEARABLE_PRICE_FIELDS);
    const prices = c.get('services').prices;
    const price = await prices.update(c.get('caller').account, c.req.param('id'), params, unset);
    return c.json(await oneWithOptions(c, price, params.expand));
  });
