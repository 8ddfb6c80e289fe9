import { Hono } from 'hono';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import {
  CREATE_PAYMENT_METHOD_DOMAIN_SHAPE,
  LIST_PAYMENT_METHOD_DOMAINS_SHAPE,
  UPDATE_PAYMENT_METHOD_DOMAIN_SHAPE,
} from './payment-method-domain-params.js';

export const paymentMethodDomainRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const params = parseParams(
      callParams(await requestParams(c)),
      CREATE_PAYMENT_METHOD_DOMAIN_SHAPE,
    );
    const { paymentMethodDomains } = c.get('services');
    return c.json(await paymentMethodDomains.create(c.get('caller').account, params));
  })
  .get('/', requireSecretKey, async (c) => {
    const params = parseParams(
      callParams(await requestParams(c)),
      LIST_PAYMENT_METHOD_DOMAINS_SHAPE,
    );
    return c.json(
      await c.get('services').paymentMethodDomains.list(c.get('caller').account, params),
    );
  })
  .get('/:id', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), { expand: { kind: 'strings' } });
    const { paymentMethodDomains } = c.get('services');
    return c.json(await paymentMethodDomains.retrieve(c.get('caller').account, c.req.param('id')));
  })
  .post('/:id', requireSecretKey, async (c) => {
    const params = parseParams(
      callParams(await requestParams(c)),
      UPDATE_PAYMENT_METHOD_DOMAIN_SHAPE,
    );
    const { paymentMethodDomains } = c.get('services');
    return c.json(
      await paymentMethodDomains.update(c.get('caller').account, c.req.param('id'), params),
    );
  })
  .post('/:id/validate', requireSecretKey, async (c) => {
    parseParams(callParams(await requestParams(c)), { expand: { kind: 'strings' } });
    const { paymentMethodDomains } = c.get('services');
    return c.json(await paymentMethodDomains.validate(c.get('caller').account, c.req.param('id')));
  });
