import { ApiError } from '../errors/api-error.js';
import { INVALID_CODE, type IntentKind } from './intent-method-types.js';

const LABEL: Readonly<Record<IntentKind, string>> = {
  payment: 'PaymentIntent',
  setup: 'SetupIntent',
};

/**
 * A saved method serves only its own customer: otherwise anyone holding an intent's client
 * secret and a saved method's id could charge (or re-point) somebody else's card. Stripe's
 * PaymentIntent answer; the SetupIntent one is the same sentence naming the SetupIntent
 * (Stripe documents the rule for SetupIntents, not the wording).
 */
export function assertSameCustomer(
  kind: IntentKind,
  intent: { readonly customer: string | null },
  method: { readonly id: string; readonly customer: string | null },
  extra: Readonly<Record<string, unknown>> = {},
): void {
  if (method.customer === null || method.customer === intent.customer) return;
  throw new ApiError(
    INVALID_CODE[kind],
    `The \`payment_method\` parameter supplied ${method.id} belongs to the Customer ${method.customer}. Please include the Customer in the \`customer\` parameter on the ${LABEL[kind]}.`,
    { param: 'payment_method', extra },
  );
}

/**
 * A method detached from its customer is spent: whoever still knows its id may not pay or
 * set up with it again (Stripe refuses it; Kassa's wording is its attach refusal's).
 */
export function assertReusable(
  method: { readonly detached?: boolean | undefined },
  param = 'payment_method',
  extra: Readonly<Record<string, unknown>> = {},
): void {
  if (!method.detached) return;
  throw new ApiError(
    'payment_method_unexpected_state',
    'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
    { param, extra },
  );
}
