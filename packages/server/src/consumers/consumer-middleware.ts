import { createHash } from 'node:crypto';
import { LINK_MESSAGES_EN } from '@kassa/core';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { presentedKey } from '../http/auth.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { withResponseHeaders } from '../http/response-headers.js';
import { currentProviderOrigin } from '../platform/provider-origin.js';
import type { ConsumerCaller } from './consumer-service.js';

/**
 * Every consumer call: made with a publishable key, from the provider's own origin when a
 * browser sends it (the controller frame calls it, never the merchant page), and never cached.
 */
export const consumerCalls: MiddlewareHandler<AppEnv> = async (c, next) => {
  checkConsumerCall(c);
  await withResponseHeaders(c, { 'Cache-Control': 'no-store' }, next);
};

/**
 * What every consumer call must be: made with a publishable key, from the provider's origin
 * when a browser sends it (also a `link` PaymentMethod's create, which carries a session).
 */
export function checkConsumerCall(c: Context<AppEnv>): void {
  if (c.get('caller').keyKind !== 'publishable') {
    throw new ApiError(
      'publishable_key_required',
      'Wallet calls are made with a publishable API key, from the payment form.',
    );
  }
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== currentProviderOrigin()) {
    throw new ApiError('permission_denied', LINK_MESSAGES_EN.invalid_shared_session_origin);
  }
}

/** Who makes a consumer call, as the service binds sessions to it. */
export async function consumerCaller(c: Context<AppEnv>): Promise<ConsumerCaller> {
  const key = (await presentedKey(c)) ?? '';
  return {
    account: c.get('caller').account,
    keyHash: createHash('sha256').update(key).digest('hex'),
    origin: c.req.header('origin') ?? null,
    ip: clientAddress(c),
  };
}
