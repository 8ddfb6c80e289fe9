import type { Json, WireError } from '@kassa/protocol';

export type IntentKind = 'payment' | 'setup';

export type IntentOutcome =
  | { paymentIntent: Record<string, Json> }
  | { setupIntent: Record<string, Json> }
  | { error: WireError };

const SUCCESS = new Set(['succeeded', 'requires_capture', 'requires_confirmation', 'processing']);

const NAME = { payment: 'PaymentIntent', setup: 'SetupIntent' } as const;
const SLUG = { payment: 'payment-intent', setup: 'setup-intent' } as const;

function wrap(kind: IntentKind, intent: Record<string, Json>): IntentOutcome {
  return kind === 'payment' ? { paymentIntent: intent } : { setupIntent: intent };
}

function needsRedirect(intent: Record<string, Json>): boolean {
  const next = intent.next_action;
  return (
    intent.status === 'requires_action' &&
    typeof next === 'object' &&
    next !== null &&
    !Array.isArray(next) &&
    next.type === 'redirect_to_url'
  );
}

/**
 * The result of a confirmation by the intent's status (spec 002 §4): success statuses return the
 * intent; canceled is an unexpected state; anything else returns the last error the API
 * recorded, or an authentication failure. An intent waiting on a redirect is returned so the
 * loader can send the buyer there.
 */
export function intentOutcome(kind: IntentKind, intent: Record<string, Json>): IntentOutcome {
  const status = typeof intent.status === 'string' ? intent.status : '';
  if (SUCCESS.has(status) || needsRedirect(intent)) return wrap(kind, intent);
  const intentField = kind === 'payment' ? 'payment_intent' : 'setup_intent';
  if (status === 'canceled') {
    return {
      error: {
        type: 'invalid_request_error',
        code: `${kind}_intent_unexpected_state`,
        message: `This ${NAME[kind]} has a status of canceled and cannot be confirmed.`,
        doc_url: `https://stripe.com/docs/error-codes/${SLUG[kind]}-unexpected-state`,
        [intentField]: intent,
      },
    };
  }
  const last = intent[kind === 'payment' ? 'last_payment_error' : 'last_setup_error'];
  if (typeof last === 'object' && last !== null && !Array.isArray(last)) {
    const message = typeof last.message === 'string' ? last.message : 'Your card was declined.';
    const type = typeof last.type === 'string' ? last.type : 'card_error';
    return { error: { ...last, type, message, [intentField]: intent } };
  }
  return {
    error: {
      type: 'invalid_request_error',
      code: `${kind}_intent_authentication_failure`,
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      doc_url: `https://stripe.com/docs/error-codes/${SLUG[kind]}-authentication-failure`,
      [intentField]: intent,
    },
  };
}
