import { ApiError } from '../errors/api-error.js';
import { generatesSepaDebit } from '../mandates/generated-sepa.js';
import type { IntentKind } from './intent-method-types.js';

const LABEL: Readonly<Record<IntentKind, string>> = {
  payment: 'PaymentIntent',
  setup: 'SetupIntent',
};

/**
 * A saved method serves only its own customer: otherwise anyone holding an intent's client
 * secret and a saved method's id could charge (or re-point) somebody else's card. The wording,
 * codes and params are Stripe's recorded answers (Stripe's docs state the rule, not the words):
 * an intent of another customer names the customer supplied, without a code; an intent of no
 * customer names the method's owner, for a PaymentIntent as `parameter_missing` on `source`.
 */
export function assertSameCustomer(
  kind: IntentKind,
  intent: { readonly customer: string | null },
  method: { readonly id: string; readonly customer: string | null },
  extra: Readonly<Record<string, unknown>> = {},
): void {
  if (method.customer === null || method.customer === intent.customer) return;
  if (intent.customer !== null) {
    throw new ApiError(
      'payment_method_customer_mismatch',
      `The PaymentMethod ${method.id} does not belong to the Customer you supplied ${intent.customer}. Please use this PaymentMethod with the Customer that it belongs to instead.`,
      { param: 'payment_method', extra },
    );
  }
  const message =
    kind === 'payment'
      ? `The \`payment_method\` parameter supplied ${method.id} belongs to the Customer ${method.customer}.`
      : `The payment method supplied (${method.id}) belongs to the Customer ${method.customer}.`;
  throw new ApiError(
    kind === 'payment' ? 'parameter_missing' : 'payment_method_customer_mismatch',
    `${message} Please include the Customer in the \`customer\` parameter on the ${LABEL[kind]}.`,
    { param: kind === 'payment' ? 'source' : 'payment_method', extra },
  );
}

interface MaybeSpent {
  readonly detached?: boolean | undefined;
  /** The method as resolved (`object`) or as its row (`data`): only its type is read. */
  readonly object?: { readonly type: string };
  readonly data?: { readonly type: string };
}

/**
 * A method detached from its customer is spent: whoever still knows its id may not pay or
 * set up with it again (Stripe refuses it; Kassa's wording is its attach refusal's). An
 * iDEAL, Bancontact or Sofort method is spent once it generated a sepa_debit method (it is
 * never attached then): Stripe's wording for that, as quoted in a third-party note.
 */
export function assertReusable(
  method: MaybeSpent,
  param = 'payment_method',
  extra: Readonly<Record<string, unknown>> = {},
): void {
  if (!method.detached) return;
  const type = (method.object ?? method.data)?.type ?? '';
  const message = generatesSepaDebit(type)
    ? `The provided ${type} PaymentMethod cannot be used again. It was used in a previous PaymentIntent or SetupIntent to set up a sepa_debit PaymentMethod. Please use the generated sepa_debit PaymentMethod instead.`
    : 'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.';
  throw new ApiError('payment_method_unexpected_state', message, { param, extra });
}
