import { ApiError } from '../errors/api-error.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import type { ResolvedMethod } from '../payment-methods/stored-method.js';
import type { ConfirmPaymentIntentParams } from './payment-intent-params.js';

/**
 * Refuses a payment method whose type the intent does not accept, before the processor (which
 * only knows cards) sees it: Stripe answers such a confirm with a 400 naming both type lists.
 */
export function assertMethodAllowed(
  intent: PaymentIntentObject,
  resolved: ResolvedMethod,
  params: ConfirmPaymentIntentParams,
): void {
  const type: string = resolved.object.type;
  if (intent.payment_method_types.includes(type)) return;
  throw new ApiError(
    'payment_intent_invalid_parameter',
    `The PaymentMethod provided (${type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(', ')}. Alternatively, update the allowed payment_method_types for this PaymentIntent to include "${type}".`,
    {
      param: params.payment_method_data ? 'payment_method_data[type]' : 'payment_method',
      extra: { payment_intent: intent },
    },
  );
}
