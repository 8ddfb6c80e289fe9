import { type Context, Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv, AppServices } from '../http/env.js';
import type { Viewer } from '../payment-intents/payment-intent-service.js';
import { parseParams } from '../platform/schema.js';
import type { COMPLETE_PROVIDER_PAGE_SHAPE } from './provider-page-params.js';
import {
  COMPLETE_THREE_D_SECURE_SHAPE,
  type CompleteThreeDSecureParams,
  RETRIEVE_THREE_D_SECURE_SHAPE,
} from './three-d-secure-params.js';

export function viewerOf(c: Context<AppEnv>): Viewer {
  const caller = c.get('caller');
  return { account: caller.account, publishable: caller.keyKind === 'publishable' };
}

/** What a page's attempts answer: the attempt for the page, and the buyer's answer to it. */
interface PageAttempts<T extends object = object> {
  retrieve(viewer: Viewer, id: string, clientSecret: string | undefined): Promise<T>;
  complete(viewer: Viewer, id: string, params: CompleteThreeDSecureParams): Promise<object>;
}

/** The answer a page's attempts take: 3-D Secure's two, or a provider page's four. */
type CompleteShape = typeof COMPLETE_THREE_D_SECURE_SHAPE | typeof COMPLETE_PROVIDER_PAGE_SHAPE;

export async function readPageAttempt<T extends object>(
  c: Context<AppEnv>,
  attempts: PageAttempts<T>,
): Promise<T> {
  const params = parseParams(callParams(await requestParams(c)), RETRIEVE_THREE_D_SECURE_SHAPE);
  return attempts.retrieve(viewerOf(c), c.req.param('id') ?? '', params.client_secret);
}

/**
 * The attempts behind a page a buyer is sent to (3-D Secure `src_…`, simulated bank
 * `pa_nonce_…`), reachable with the publishable key and the attempt's client secret.
 */
export function pageAttemptRoutes(
  pick: (services: AppServices) => PageAttempts,
  completeShape: CompleteShape = COMPLETE_THREE_D_SECURE_SHAPE,
) {
  return new Hono<AppEnv>()
    .get('/:id', async (c) => c.json(await readPageAttempt(c, pick(c.get('services')))))
    .post('/:id/complete', async (c) => {
      const params = parseParams(callParams(await requestParams(c)), completeShape);
      const completion = await pick(c.get('services')).complete(
        viewerOf(c),
        c.req.param('id'),
        params,
      );
      return c.json(completion);
    });
}
