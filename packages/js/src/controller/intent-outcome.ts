import { intentResult } from '@kassa/core';
import { isJsonObject, type Json, type JsonObject } from '@kassa/protocol';

export type IntentKind = 'payment' | 'setup';

export type IntentOutcome =
  | { paymentIntent: JsonObject }
  | { setupIntent: JsonObject }
  | { error: JsonObject };

/**
 * Next actions that end the confirm with the intent as it is, as in Stripe.js: a redirect the
 * loader follows, microdeposits the shopper verifies later, and a voucher, transfer details or
 * QR code the shopper closed before paying (shown in the modal first).
 */
const LEFT_TO_MERCHANT =
  /^(?:redirect_to_url|verify_with_microdeposits|\w+_display_qr_code|\w+_handle_redirect_or_display_qr_code|\w+_display_details|display_bank_transfer_instructions)$/;

function needsRedirect(intent: JsonObject): boolean {
  const next = intent.next_action;
  return (
    intent.status === 'requires_action' &&
    isJsonObject(next) &&
    typeof next.type === 'string' &&
    LEFT_TO_MERCHANT.test(next.type)
  );
}

/**
 * The result of a confirmation by the intent's status, by @kassa/core's rules.
 * An intent waiting on a redirect is returned as it is so the loader can send the buyer there,
 * as is one waiting on the shopper elsewhere (microdeposits, a voucher, a QR code); a 3-D
 * Secure challenge still pending after its modal counts as a failure. Errors carry
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
