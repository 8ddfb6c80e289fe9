import { parseClientSecret } from '@kassa/core';
import { integrationError, type JsonObject } from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import { type IntentKind, intentOutcome } from './intent-outcome.js';
import { errorResult } from './payload.js';

/**
 * verifyMicrodepositsForPayment/ForSetup: the amounts or descriptor code of the microdeposits
 * a US bank account received, posted with the intent's client secret, as Stripe.js does. The
 * answer is the intent as it is afterwards (a payment goes on to processing).
 */
export async function verifyMicrodeposits(
  api: ApiClient,
  kind: IntentKind,
  clientSecret: string | undefined,
  params: JsonObject,
): Promise<JsonObject> {
  const secret = parseClientSecret(clientSecret);
  const expected = kind === 'payment' ? 'payment_intent' : 'setup_intent';
  if (secret === null || secret.type !== expected) {
    const method = `stripe.verifyMicrodepositsFor${kind === 'payment' ? 'Payment' : 'Setup'}()`;
    throw integrationError(`You must pass in a clientSecret when calling ${method}.`);
  }
  const path = kind === 'payment' ? 'payment_intents' : 'setup_intents';
  const posted = await api.post(`${path}/${secret.id}/verify_microdeposits`, {
    ...params,
    client_secret: secret.clientSecret,
  });
  if (!posted.ok) return errorResult(posted.error);
  const outcome = intentOutcome(kind, posted.body);
  return 'error' in outcome ? { error: outcome.error } : outcome;
}
