import { ApiError } from '../errors/api-error.js';
import type { ApiErrorCode } from '../errors/error-codes.js';

/** How a wrong secret is refused: Stripe's code and message name the object it guards. */
export interface SecretMismatch {
  readonly code: ApiErrorCode;
  readonly message: string;
}

/**
 * Publishable-key callers (Stripe.js) see and touch an intent or a page attempt only with its
 * client secret. Secret-key callers may leave it out, but one they send must still match.
 */
export function checkClientSecret(
  viewer: { readonly publishable: boolean },
  expected: string,
  given: string | undefined,
  mismatch: SecretMismatch,
): void {
  if (given === undefined) {
    if (!viewer.publishable) return;
    throw new ApiError('parameter_missing', 'Missing required param: client_secret.', {
      param: 'client_secret',
    });
  }
  if (given !== expected) {
    throw new ApiError(mismatch.code, mismatch.message, { param: 'client_secret' });
  }
}
