import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import {
  customerScope,
  requireSecretOrCustomerKey,
  sessionFeatures,
} from '../http/customer-scope.js';
import type { AppEnv } from '../http/env.js';
import { expanded, expandedList } from '../http/expansion.js';
import { parseParams } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';
import {
  ATTACH_PAYMENT_METHOD_SHAPE,
  LIST_PAYMENT_METHODS_SHAPE,
  UPDATE_PAYMENT_METHOD_SHAPE,
} from './payment-method-update-params.js';

const UNSETTABLE = [
  'billing_details.address',
  'billing_details.email',
  'billing_details.name',
  'billing_details.phone',
];

// Saved-method calls on /v1/payment_methods, beside the create/retrieve routes.
export const paymentMethodCustomerRoutes = new Hono<AppEnv>()
  .get('/', requireSecretOrCustomerKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_PAYMENT_METHODS_SHAPE);
    const saved = c.get('services').savedPaymentMethods;
    const list = await saved.list(c.get('caller').account, params, customerScope(c));
    return c.json(await expandedList(c, list, params.expand));
  })
  .post('/:id', requireSecretOrCustomerKey, async (c) => {
    const raw = callParams(await requestParams(c));
    const params = parseParams(raw, UPDATE_PAYMENT_METHOD_SHAPE);
    const saved = c.get('services').savedPaymentMethods;
    const method = await saved.update(
      c.get('caller').account,
      c.req.param('id'),
      params,
      readUnset(raw, UNSETTABLE),
      customerScope(c),
      sessionFeatures(c),
    );
    return c.json(await expanded(c, method, params.expand));
  })
  .post('/:id/attach', requireSecretKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), ATTACH_PAYMENT_METHOD_SHAPE);
    const saved = c.get('services').savedPaymentMethods;
    const method = await saved.attach(
      c.get('caller').account,
      c.req.param('id'),
      params.customer ?? '',
    );
    return c.json(await expanded(c, method, params.expand));
  })
  .post('/:id/detach', requireSecretOrCustomerKey, async (c) => {
    const { expand } = parseParams(callParams(await requestParams(c)), {
      expand: { kind: 'strings' },
    });
    const saved = c.get('services').savedPaymentMethods;
    const method = await saved.detach(
      c.get('caller').account,
      c.req.param('id'),
      customerScope(c),
      sessionFeatures(c),
    );
    return c.json(await expanded(c, method, expand));
  });
