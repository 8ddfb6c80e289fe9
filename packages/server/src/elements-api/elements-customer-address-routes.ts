import { Hono } from 'hono';
import { customerShipping } from '../customers/customer-object.js';
import { CUSTOMER_SHIPPING_SHAPE } from '../customers/customer-params.js';
import { ApiError } from '../errors/api-error.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { intentIdFromSecret } from '../intents/payment-intent-object.js';
import type { Address } from '../platform/address.js';
import { checkContact } from '../platform/address-rules.js';
import { parseParams } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';

/** The id the Address Element gives the customer's own `shipping` among its saved addresses. */
export const CUSTOMER_SHIPPING_ID = 'customer_shipping';

const SHIPPING_FIELDS = {
  customer_session_client_secret: { kind: 'string', required: true },
  /** Which saved address: one of the customer's saved ones, or its `shipping` (the default). */
  address: { kind: 'string' },
  shipping: { kind: 'object', fields: CUSTOMER_SHIPPING_SHAPE, check: checkContact },
} as const;

const SAVE_FIELDS = {
  customer_session_client_secret: { kind: 'string', required: true },
  payment_intent_client_secret: { kind: 'string', required: true },
} as const;

/** The statuses of a payment the shopper has made (paid, being paid, or authorised). */
const PAID = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * The Address Element's saved view (spec 001: saved addresses are chosen, updated and removed)
 * with the publishable key and the customer session's client secret, which only the controller
 * frame holds. Only the session's own customer is reached.
 */
export const elementsCustomerAddressRoutes = new Hono<AppEnv>()
  /**
   * Changes one saved address: `address` names it (the customer's `shipping` when left out);
   * `shipping` replaces it, an empty `shipping` removes it.
   */
  .post('/shipping', async (c) => {
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
    const id = params.address ?? CUSTOMER_SHIPPING_ID;
    if (id !== CUSTOMER_SHIPPING_ID) {
      const saved = services.customerShippingAddresses;
      if (params.shipping === undefined) {
        await saved.remove(account, session.customerId, id);
        return c.json({
          object: 'customer_shipping',
          customer: session.customerId,
          address: id,
          shipping: null,
        });
      }
      const entry = await saved.update(
        account,
        session.customerId,
        id,
        customerShipping(params.shipping) as NonNullable<ReturnType<typeof customerShipping>>,
      );
      return c.json({
        object: 'customer_shipping',
        customer: session.customerId,
        address: id,
        shipping: entry.shipping,
      });
    }
    const customer = await services.customers.update(
      account,
      session.customerId,
      params.shipping === undefined ? {} : { shipping: params.shipping },
      unset,
    );
    return c.json({
      object: 'customer_shipping',
      customer: customer.id,
      address: CUSTOMER_SHIPPING_ID,
      shipping: customer.shipping,
    });
  })
  /**
   * Saves the shipping address of a payment the session's customer made: the intent must be
   * theirs, paid (or being paid), and carry `shipping`; the customer session must have the
   * Payment Element enabled. The same place is saved once (the customer's `shipping` included).
   */
  .post('/', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SAVE_FIELDS);
    const { account } = c.get('caller');
    const services = c.get('services');
    const session = await services.customerSessions.resolve(
      account,
      params.customer_session_client_secret ?? '',
    );
    if (!session.components.payment_element.enabled) {
      throw new ApiError(
        'parameter_invalid_value',
        "This customer session's components do not allow saving addresses: enable payment_element.",
        { param: 'customer_session_client_secret' },
      );
    }
    const secret = params.payment_intent_client_secret ?? '';
    const id = intentIdFromSecret(secret);
    const invalidSecret = new ApiError(
      'payment_intent_invalid_parameter',
      'Invalid payment_intent_client_secret: no payment of this customer has it.',
      { param: 'payment_intent_client_secret' },
    );
    if (id === undefined) throw invalidSecret;
    const intent = (await services.paymentIntents
      .retrieve({ account, publishable: false }, id, undefined)
      .catch(() => {
        throw invalidSecret;
      })) as PaymentIntentObject;
    if (intent.client_secret !== secret || intent.customer !== session.customerId)
      throw invalidSecret;
    if (!PAID.has(intent.status)) {
      throw new ApiError(
        'payment_intent_unexpected_state',
        `Only a paid payment's address is saved; this PaymentIntent's status is ${intent.status}.`,
        { param: 'payment_intent_client_secret' },
      );
    }
    const shipping = intent.shipping as {
      name: string | null;
      phone: string | null;
      address: Address;
    } | null;
    const saved =
      shipping === null
        ? null
        : await services.customerShippingAddresses.save(account, session.customerId, {
            name: shipping.name ?? '',
            phone: shipping.phone,
            address: shipping.address,
          });
    return c.json({
      object: 'customer_shipping',
      customer: session.customerId,
      address: saved === null ? (shipping === null ? null : CUSTOMER_SHIPPING_ID) : saved.id,
      shipping: saved?.shipping ?? null,
    });
  });
