import type { PaymentElementFeatures } from '@kassa/core';
import { type Context, Hono } from 'hono';
import { UPDATE_PAYMENT_METHOD_SHAPE } from '../customers/payment-method-update-params.js';
import { ApiError } from '../errors/api-error.js';
import { callParams, requestParams } from '../http/body.js';
import { isScopedCaller } from '../http/customer-scope.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import { readUnset } from '../platform/unset.js';

interface SavedMethodAccess {
  /** The customer whose methods may be touched; undefined for the secret key. */
  readonly customer: string | undefined;
  readonly features: PaymentElementFeatures | null;
}

/**
 * Who may change a saved method from the Payment Element: a bearer ephemeral key, or the
 * publishable key with a customer session's client secret. With a session, its features decide.
 */
async function access(c: Context<AppEnv>, sessionSecret: string | undefined) {
  const caller = c.get('caller');
  const sessions = c.get('services').customerSessions;
  const session = sessionSecret ? await sessions.resolve(caller.account, sessionSecret) : null;
  if (isScopedCaller(caller)) {
    if (session && session.customerId !== caller.customerScope) {
      throw new ApiError(
        'permission_denied',
        'The customer session belongs to another customer than the ephemeral key.',
      );
    }
    return {
      customer: caller.customerScope,
      features: session?.features ?? caller.sessionFeatures,
    } satisfies SavedMethodAccess;
  }
  if (session) {
    return {
      customer: session.customerId,
      features: session.features,
    } satisfies SavedMethodAccess;
  }
  if (caller.keyKind === 'secret') return { customer: undefined, features: null };
  throw new ApiError(
    'permission_denied',
    'Changing a saved payment method needs a bearer ephemeral key or a customer_session_client_secret.',
  );
}

const SESSION_FIELDS = {
  customer_session_client_secret: { kind: 'string' },
  expand: { kind: 'strings' },
} as const;

export const elementsPaymentMethodRoutes = new Hono<AppEnv>()
  .post('/:id/detach', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SESSION_FIELDS);
    const who = await access(c, params.customer_session_client_secret);
    const saved = c.get('services').savedPaymentMethods;
    return c.json(
      await saved.detach(c.get('caller').account, c.req.param('id'), who.customer, who.features),
    );
  })
  .post('/:id', async (c) => {
    const raw = callParams(await requestParams(c));
    const { customer_session_client_secret: secret, ...params } = parseParams(raw, {
      ...UPDATE_PAYMENT_METHOD_SHAPE,
      ...SESSION_FIELDS,
    });
    const who = await access(c, secret);
    const saved = c.get('services').savedPaymentMethods;
    const unset = readUnset(raw, ['billing_details.name', 'billing_details.email']);
    return c.json(
      await saved.update(
        c.get('caller').account,
        c.req.param('id'),
        params,
        unset,
        who.customer,
        who.features ?? undefined,
      ),
    );
  });
