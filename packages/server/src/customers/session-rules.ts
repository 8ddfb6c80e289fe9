import { ApiError } from '../errors/api-error.js';

/** The customer session's payment_element features do not enable what the call does. */
export function featureDisabled(feature: string): ApiError {
  return new ApiError(
    'permission_denied',
    `This customer session does not allow this call: enable components[payment_element][features][${feature}] when creating the customer session.`,
  );
}
