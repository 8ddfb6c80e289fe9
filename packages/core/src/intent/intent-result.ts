import { errorDocUrl, INTENT_ERROR_MESSAGES_EN } from '../errors/controller-errors.js';
import { formatMessage } from '../errors/message-format.js';
import type { IntentObject } from './client-secret.js';

export interface IntentLike {
  object: IntentObject;
  status: string;
  last_payment_error?: unknown;
  last_setup_error?: unknown;
}

export interface IntentError {
  type: string;
  code?: string;
  message?: string;
  doc_url?: string;
  [key: string]: unknown;
}

export type IntentResult =
  | { outcome: 'success' }
  | { outcome: 'requires_action' }
  | { outcome: 'error'; error: IntentError };

/**
 * A confirmation succeeds with requires_confirmation, requires_capture or succeeded, and with
 * `processing` too, because Stripe.js resolves confirmPayment/confirmSetup with a processing
 * intent (bank debits settle later) rather than an error, and merchants' code branches on that
 * status.
 */
export const SUCCESS_INTENT_STATUSES = [
  'requires_confirmation',
  'requires_capture',
  'processing',
  'succeeded',
];
export const ACTION_REQUIRED_STATUSES = ['requires_source_action', 'requires_action'];
/** An update (elements.update, intent update) fails on an intent in one of these statuses. */
export const UPDATE_BLOCKED_STATUSES = [
  'abandoned',
  'failed',
  'canceled',
  'processing',
  'succeeded',
];

export function isActionRequiredStatus(status: string): boolean {
  return ACTION_REQUIRED_STATUSES.includes(status);
}

export function isUpdateBlockedStatus(status: string): boolean {
  return UPDATE_BLOCKED_STATUSES.includes(status);
}

function intentError(code: string, message: string): IntentError {
  return { type: 'invalid_request_error', code, message, doc_url: errorDocUrl(code) };
}

function lastError(intent: IntentLike): IntentError | null {
  const last =
    intent.object === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error;
  if (typeof last === 'object' && last !== null && typeof (last as IntentError).type === 'string') {
    return last as IntentError;
  }
  return null;
}

/**
 * The result of a confirm or handle-actions call from the intent's status. An action-required
 * status is reported as such so the caller can run the action; pass `actionsHandled` once it
 * has, and the status then counts as a failure like any other.
 */
export function intentResult(
  intent: IntentLike,
  options?: { actionsHandled?: boolean },
): IntentResult {
  if (SUCCESS_INTENT_STATUSES.includes(intent.status)) return { outcome: 'success' };
  if (!options?.actionsHandled && isActionRequiredStatus(intent.status)) {
    return { outcome: 'requires_action' };
  }
  const prefix = intent.object === 'payment_intent' ? 'payment_intent' : 'setup_intent';
  if (intent.status === 'canceled') {
    const code = `${prefix}_unexpected_state` as const;
    const message = formatMessage(INTENT_ERROR_MESSAGES_EN[code], { status: intent.status });
    return { outcome: 'error', error: intentError(code, message) };
  }
  const last = lastError(intent);
  if (last !== null) return { outcome: 'error', error: last };
  const code = `${prefix}_authentication_failure` as const;
  return { outcome: 'error', error: intentError(code, INTENT_ERROR_MESSAGES_EN[code]) };
}
