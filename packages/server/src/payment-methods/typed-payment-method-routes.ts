import { Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { expanded } from '../http/expansion.js';
import { parseParams } from '../platform/schema.js';
import { checkRadarOptions } from '../radar-sessions/radar-options-middleware.js';
import {
  isTypedPaymentMethod,
  type TypedPaymentMethodParams,
  typedPaymentMethodShape,
} from './typed-payment-method-params.js';

// POST /v1/payment_methods for the non-card types; cards (and unknown types, for the usual
// error) go on to the card create route. Mounted before it, it checks radar_options[session]
// for every type.
export const typedPaymentMethodRoutes = new Hono<AppEnv>().post(
  '/',
  checkRadarOptions,
  async (c, next) => {
    const raw = callParams(await requestParams(c));
    const type = typeof raw.type === 'string' ? raw.type : '';
    if (!isTypedPaymentMethod(type)) return next();
    const params = parseParams(raw, typedPaymentMethodShape(type)) as TypedPaymentMethodParams;
    const method = await c
      .get('services')
      .typedPaymentMethods.create(c.get('caller').account, type, params);
    return c.json(await expanded(c, method, params.expand));
  },
);
