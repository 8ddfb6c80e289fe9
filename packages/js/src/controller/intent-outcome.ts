import { intentResult } from '@kassa/core';
import { isJsonObject, type Json, type JsonObject } from '@kassa/protocol';

export type IntentKind = 'payment' | 'setup';

export type IntentOutcome =
  | { paymentIntent: JsonObject }
  | { setupIntent: JsonObject }
  | { error: JsonObject };

function needsRedirect(intent: JsonObject): boolean {
  const next = intent.next_action;
  return (
    intent.status === 'requires_action' && isJsonObject(next) && next.type === 'redirect_to_url'
  );
}

/**
 * The result of a confirmation by the intent's status, by @kassa/core's rules.
 * An intent waiting on a redirect is returned as it is so the loader can send the buyer there;
 * other actions (in-page 3-D Secure) are not handled yet and count as a failure. Errors carry
 * the intent, as Stripe's do.
 */
export function intentOutcome(kind: IntentKind, intent: JsonObject): IntentOutcome {
  const redirect = needsRedirect(intent);
  const result = intentResult(
    {
      object: kind === 'payment' ? 'payment_intent' : 'setup_intent',
      status: typeof intent.status === 'string' ? intent.status : '',
      last_payment_error: intent.last_payment_error,
      last_setup_error: intent.last_setup_error,
    },
    { actionsHandled: !redirect },
  );
  if (result.outcome !== 'error') {
    return kind === 'payment' ? { paymentIntent: intent } : { setupIntent: intent };
  }
  const field = kind === 'payment' ? 'payment_intent' : 'setup_intent';
  return { error: { ...(result.error as JsonObject), [field]: intent as Json } };
}
