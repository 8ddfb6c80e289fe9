import { type Context, Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import {
  customerScope,
  forbiddenForKey,
  requireSecretOrCustomerKey,
  sessionFeatures,
} from '../http/customer-scope.js';
import type { AppEnv } from '../http/env.js';
import { expanded, expandedList } from '../http/expansion.js';
import { checkContact } from '../platform/address-rules.js';
import { LIST_SHAPE, parseCreated } from '../platform/list-params.js';
import { parseParams } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';
import {
  CLEARABLE_CUSTOMER_FIELDS,
  CREATE_CUSTOMER_SHAPE,
  CUSTOMER_PAYMENT_METHODS_SHAPE,
  UPDATE_CUSTOMER_SHAPE,
} from './customer-params.js';
import { checkSessionDefault } from './customer-session-features.js';

const LIST_CUSTOMERS_SHAPE = {
  ...LIST_SHAPE,
  email: { kind: 'string', maxLength: 512 },
  test_clock: { kind: 'string' },
} as const;

const UNSETTABLE = [...CLEARABLE_CUSTOMER_FIELDS, 'invoice_settings.default_payment_method'];

/** An ephemeral key reaches only its own customer. */
function checkScope(scope: string | undefined, id: string): void {
  if (scope !== undefined && scope !== id) throw forbiddenForKey(`customer '${id}'`);
}

/** The customer's own method, or null (the update then refuses a method that is not theirs). */
async function ownMethod(c: Context<AppEnv>, customer: string, id: string) {
  const methods = c.get('services').paymentMethods;
  const method = await methods.retrieve(c.get('caller').account, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'resource_missing') return null;
    throw error;
  });
  return method?.customer === customer ? method : null;
}

export const customerRoutes = new Hono<AppEnv>()
  .post('/', requireSecretKey, async (c) => {
    const { expand, ...params } = parseParams(
      callParams(await requestParams(c)),
      CREATE_CUSTOMER_SHAPE,
    );
    // The customer's phone is read in its address's country, as billing details' are.
    checkContact(params, '');
    const customers = c.get('services').customers;
    return c.json(
      await expanded(c, await customers.create(c.get('caller').account, params), expand),
    );
  })
  .get('/', requireSecretKey, async (c) => {
    const { created, ...params } = parseParams(
      callParams(await requestParams(c)),
      LIST_CUSTOMERS_SHAPE,
    );
    const customers = c.get('services').customers;
    const list = await customers.list(c.get('caller').account, {
      ...params,
      created: parseCreated(created),
    });
    return c.json(await expandedList(c, list, params.expand));
  })
  .get('/:id', requireSecretOrCustomerKey, async (c) => {
    const { expand } = parseParams(callParams(await requestParams(c)), {
      expand: { kind: 'strings' },
    });
    const id = c.req.param('id');
    checkScope(customerScope(c), id);
    const customer = await c.get('services').customers.retrieve(c.get('caller').account, id);
    return c.json('deleted' in customer ? customer : await expanded(c, customer, expand));
  })
  .post('/:id', requireSecretOrCustomerKey, async (c) => {
    const raw = callParams(await requestParams(c));
    const { expand, ...params } = parseParams(raw, UPDATE_CUSTOMER_SHAPE);
    checkContact(params, '');
    const id = c.req.param('id');
    checkScope(customerScope(c), id);
    const features = sessionFeatures(c);
    if (features && params.invoice_settings) {
      const wanted = params.invoice_settings.default_payment_method;
      const method = wanted ? await ownMethod(c, id, wanted) : null;
      checkSessionDefault(features, method);
    }
    const customers = c.get('services').customers;
    const unset = readUnset(raw, UNSETTABLE);
    const customer = await customers.update(c.get('caller').account, id, params, unset);
    return c.json(await expanded(c, customer, expand));
  })
  .delete('/:id', requireSecretKey, async (c) => {
    const customers = c.get('services').customers;
    return c.json(await customers.del(c.get('caller').account, c.req.param('id')));
  })
  .get('/:id/payment_methods', requireSecretOrCustomerKey, async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CUSTOMER_PAYMENT_METHODS_SHAPE);
    const id = c.req.param('id');
    checkScope(customerScope(c), id);
    const saved = c.get('services').savedPaymentMethods;
    const list = await saved.listForCustomer(c.get('caller').account, id, params);
    return c.json(await expandedList(c, list, params.expand));
  });
