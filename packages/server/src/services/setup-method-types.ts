import { ApiError } from '../errors/api-error.js';

// Payment method types a SetupIntent can save today (the test processor verifies cards).
const SUPPORTED_TYPES = new Set(['card']);

export function setupMethodTypes(
  types: readonly string[] | undefined,
  automatic: boolean | undefined,
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
        'setup_intent_invalid_parameter',
        `The payment method type "${type}" is invalid. Please ensure the provided type is activated and supported for this account.`,
        { param: `payment_method_types[${index}]` },
      );
    }
  });
  return [...new Set(types)];
}
