import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import { CREATE_PAYMENT_METHOD_SHAPE } from './payment-method-params.js';

export const paymentMethodRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { expand: _expand, ...params } = parseParams(
      callParams(await requestParams(c)),
      CREATE_PAYMENT_METHOD_SHAPE,
    );
    const method = await c.get('services').paymentMethods.create(c.get('caller').account, params);
    return c.json(method);
  })
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), { expand: { kind: 'strings' } });
    const method = await c
      .get('services')
      .paymentMethods.retrieve(c.get('caller').account, c.req.param('id'));
    return c.json(method);
  });
