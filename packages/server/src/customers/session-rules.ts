import { ApiError } from '../errors/api-error.js';

/** A customer session's features do not allow the call (spec 000 §6, spec 001 §6). */
export function featureDisabled(feature: string): ApiError {
  return new ApiError(
    'permission_denied',
    `This customer session does not allow this call: enable components[payment_element][features][${feature}] when creating the customer session.`,
  );
}
