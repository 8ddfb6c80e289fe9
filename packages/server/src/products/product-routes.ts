import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { expanded, expandedList } from '../http/expansion.js';
import { parseCreated } from '../platform/list-params.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { SEARCH_SHAPE } from '../platform/search-pages.js';
import { readUnset } from '../platform/unset.js';
import {
  CLEARABLE_PRODUCT_FIELDS,
  CREATE_PRODUCT_SHAPE,
  LIST_PRODUCTS_SHAPE,
  UPDATE_PRODUCT_SHAPE,
} from './product-params.js';

/** `expand[]` of a search's items, as a list's (`data.default_price`); total_count is no path. */
const itemPaths = (expand: readonly string[] | undefined) =>
  expand?.filter((path) => path !== 'total_count');

export const productRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_PRODUCT_SHAPE);
    const product = await c.get('services').products.create(c.get('caller').account, params);
    return c.json(await expanded(c, product, params.expand));
  })
  .get('/', requireSecretKey, async (c) => {
    const { created, ...params } = parseParams(
      callParams(await requestParams(c)),
      LIST_PRODUCTS_SHAPE,
    );
    const list = await c.get('services').products.list(c.get('caller').account, {
      ...params,
      created: parseCreated(created),
    });
    return c.json(await expandedList(c, list, params.expand));
  })
  .get('/search', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SEARCH_SHAPE);
    const result = await c.get('services').products.search(c.get('caller').account, params);
    const { data } = await expandedList(c, { ...result, object: 'list' }, itemPaths(params.expand));
    return c.json({ ...result, data });
  })
  .get('/:id', requireSecretKey, async (c) => {
    const { expand } = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const products = c.get('services').products;
    const product = await products.retrieve(c.get('caller').account, c.req.param('id'));
    return c.json(await expanded(c, product, expand));
  })
  .post('/:id', requireSecretKey, async (c) => {
    const raw = callParams(await requestParams(c));
    const params = parseParams(raw, UPDATE_PRODUCT_SHAPE);
    const unset = readUnset(raw, CLEARABLE_PRODUCT_FIELDS);
    const products = c.get('services').products;
    const product = await products.update(
      c.get('caller').account,
      c.req.param('id'),
      params,
      unset,
    );
    return c.json(await expanded(c, product, params.expand));
  })
  .delete('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), {});
    const products = c.get('services').products;
    return c.json(await products.del(c.get('caller').account, c.req.param('id')));
  });
