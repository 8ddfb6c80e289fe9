import type { JsonObject, PaymentPageRequest } from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import { errorResult } from './payload.js';

/**
 * A Checkout Session's page through the browser-facing endpoints (the checkout contract):
 * `GET /v1/payment_pages/:id`, `POST …/init`, `POST …/:id` (update) and `POST …/confirm`, with
 * the instance's publishable key. The session id was checked by the payload's reader.
 */
export async function paymentPage(
  api: ApiClient,
  request: PaymentPageRequest,
): Promise<JsonObject> {
  const base = `payment_pages/${request.sessionId}`;
  const result =
    request.op === 'retrieve'
      ? await api.get(base, {}, 2)
      : await api.post(request.op === 'update' ? base : `${base}/${request.op}`, request.params);
  if (!result.ok) return errorResult(result.error);
  return { paymentPage: result.body };
}
