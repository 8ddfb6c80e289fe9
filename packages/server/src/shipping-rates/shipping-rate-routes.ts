import { type Context, Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseCreated } from '../platform/list-params.js';
import { EXPAND_ONLY_SHAPE, parseParams } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';
import type { ShippingRateObject } from './shipping-rate-object.js';
import {
  CREATE_SHIPPING_RATE_SHAPE,
  LIST_SHIPPING_RATES_SHAPE,
  UPDATE_SHIPPING_RATE_SHAPE,
} from './shipping-rate-params.js';

// `fixed_amount.currency_options` is includable, not a stored object: it is filled in here and
// the other paths go to the generic expansion (which refuses what cannot be expanded).
async function shaped(
  c: Context<AppEnv>,
  rates: ShippingRateObject[],
  expand: readonly string[] | undefined,
  list = false,
): Promise<ShippingRateObject[]> {
  const path = list ? 'data.fixed_amount.currency_options' : 'fixed_amount.currency_options';
  const account = c.get('caller').account;
  const { shippingRates, expand: expander } = c.get('services');
  const filled = expand?.includes(path)
    ? await shippingRates.withCurrencyOptions(account, rates)
    : rates;
  const rest = (expand ?? []).filter((item) => item !== path);
  if (rest.length > 0) {
    await expander.objects(account, filled, list ? expander.listItemPaths(rest) : rest);
  }
  return filled;
}

export const shippingRateRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const { expand, ...params } = parseParams(
      callParams(await requestParams(c)),
      CREATE_SHIPPING_RATE_SHAPE,
    );
    const rate = await c.get('services').shippingRates.create(c.get('caller').account, params);
    const [out] = await shaped(c, [rate], expand);
    return c.json(out);
  })
  .get('/', requireSecretKey, async (c) => {
    const { created, ...params } = parseParams(
      callParams(await requestParams(c)),
      LIST_SHIPPING_RATES_SHAPE,
    );
    const list = await c.get('services').shippingRates.list(c.get('caller').account, {
      ...params,
      created: parseCreated(created),
    });
    return c.json({ ...list, data: await shaped(c, list.data, params.expand, true) });
  })
  .get('/:id', requireSecretKey, async (c) => {
    const { expand } = parseParams(callParams(await requestParams(c)), EXPAND_ONLY_SHAPE);
    const rate = await c
      .get('services')
      .shippingRates.retrieve(c.get('caller').account, c.req.param('id'));
    const [out] = await shaped(c, [rate], expand);
    return c.json(out);
  })
  .post('/:id', requireSecretKey, async (c) => {
    const raw = callParams(await requestParams(c));
    const { expand, ...params } = parseParams(raw, UPDATE_SHIPPING_RATE_SHAPE);
    const rates = c.get('services').shippingRates;
    const rate = await rates.update(
      c.get('caller').account,
      c.req.param('id'),
      params,
      readUnset(raw, []),
    );
    const [out] = await shaped(c, [rate], expand);
    return c.json(out);
  });
