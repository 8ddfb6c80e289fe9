import { Hono } from 'hono';
import { CUSTOMER_SHIPPING_SHAPE } from '../customers/customer-params.js';
import { ApiError } from '../errors/api-error.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { checkContact } from '../platform/address-rules.js';
import { parseParams } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';

const SHIPPING_FIELDS = {
  customer_session_client_secret: { kind: 'string', required: true },
  shipping: { kind: 'object', fields: CUSTOMER_SHIPPING_SHAPE, check: checkContact },
} as const;

/**
 * The Address Element's saved view changes the customer's shipping address (spec 001: saved
 * addresses are chosen, updated and removed) with the publishable key and the customer
 * session's client secret, which only the controller frame holds: `shipping` replaces it, an
 * empty `shipping` removes it. Only the session's own customer is reached.
 */
export const elementsCustomerAddressRoutes = new Hono<AppEnv>().post('/shipping', async (c) => {
  const raw = callParams(await requestParams(c));
  const params = parseParams(raw, SHIPPING_FIELDS);
  const unset = readUnset(raw, ['shipping']);
  if (params.shipping === undefined && !unset.fields.has('shipping')) {
    throw new ApiError('parameter_missing', 'Missing required param: shipping.', {
      param: 'shipping',
    });
  }
  const { account } = c.get('caller');
  const services = c.get('services');
  const session = await services.customerSessions.resolve(
    account,
    params.customer_session_client_secret ?? '',
  );
  const customer = await services.customers.update(
    account,
    session.customerId,
    params.shipping === undefined ? {} : { shipping: params.shipping },
    unset,
  );
  return c.json({
    object: 'customer_shipping',
    customer: customer.id,
    shipping: customer.shipping,
  });
});
