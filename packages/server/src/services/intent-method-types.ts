import { ApiError } from '../errors/api-error.js';

// Payment method types an intent can take today: the test processor knows cards only.
const SUPPORTED_TYPES = new Set(['card']);

/**
 * `payment_method_types` of a new PaymentIntent or SetupIntent, checked as Stripe does: not
 * with automatic_payment_methods, not empty, only activated types; card when not given.
 */
export function intentMethodTypes(
  types: readonly string[] | undefined,
  automatic: boolean | undefined,
  invalidCode: 'payment_intent_invalid_parameter' | 'setup_intent_invalid_parameter',
): string[] {
  if (types && automatic) {
    throw new ApiError(
      'parameter_invalid_value',
      'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      { param: 'automatic_payment_methods' },
    );
  }
  if (!types) return ['card'];
  if (types.length === 0) {
    throw new ApiError('parameter_invalid_empty', 'payment_method_types must not be empty.', {
      param: 'payment_method_types',
    });
  }
  types.forEach((type, index) => {
    if (!SUPPORTED_TYPES.has(type)) {
      throw new ApiError(
        invalidCode,
        `The payment method type "${type}" is invalid. Please ensure the provided type is activated and supported for this account.`,
        { param: `payment_method_types[${index}]` },
      );
    }
  });
  return [...new Set(types)];
}
