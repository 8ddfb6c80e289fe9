// What a browser does with a 3-D Secure next action in the route tests: read the attempt the
// intent points at, then finish it through the API as the challenge page would.
import type { TestApi } from './harness.js';

export interface ThreeDSecureNextAction {
  next_action: { use_stripe_sdk: { stripe_js: string; source: string } };
}

/** The attempt's id and client secret, from an intent or SetupIntent waiting on a challenge. */
export function attemptOf(body: ThreeDSecureNextAction): { id: string; secret: string } {
  const url = new URL(body.next_action.use_stripe_sdk.stripe_js);
  return {
    id: body.next_action.use_stripe_sdk.source,
    secret: url.searchParams.get('client_secret') ?? '',
  };
}

/** Ends an attempt with the buyer's answer, with the publishable key like the challenge page. */
export function completeAttempt(api: TestApi, id: string, secret: string, result: string) {
  return api.post(`/v1/three_d_secure/${id}/complete`, { client_secret: secret, result }, api.pk);
}
