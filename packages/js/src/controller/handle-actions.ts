import { parseClientSecret } from '@kassa/core';
import { integrationError, isJsonObject, type JsonObject } from '@kassa/protocol';
import { retrieveIntent } from './confirm.js';
import { type IntentKind, intentOutcome } from './intent-outcome.js';
import { type ActionContext, handleIntentActions } from './next-action.js';
import { errorResult } from './payload.js';

/**
 * handleNextAction / handleCardAction for an intent the shop's server confirmed: fetches it,
 * runs its 3-D Secure challenge and answers by the intent's status afterwards. A redirect
 * action comes back as the intent; the loader navigates the page to it.
 */
export async function handleActions(
  ctx: ActionContext,
  method: string,
  clientSecret: string | undefined,
  only?: IntentKind,
): Promise<JsonObject> {
  const secret = parseClientSecret(clientSecret);
  const kind: IntentKind = secret?.type === 'setup_intent' ? 'setup' : 'payment';
  if (secret === null || (only !== undefined && kind !== only)) {
    throw integrationError(`You must pass in a clientSecret when calling ${method}.`);
  }
  const retrieved = await retrieveIntent(ctx.api, kind, method, secret.clientSecret);
  const intent = isJsonObject(retrieved)
    ? retrieved[kind === 'payment' ? 'paymentIntent' : 'setupIntent']
    : undefined;
  if (!isJsonObject(intent)) return retrieved;
  const handled = await handleIntentActions(ctx, kind, intent);
  if (!handled.ok) return errorResult(handled.error);
  return intentOutcome(kind, handled.body);
}
