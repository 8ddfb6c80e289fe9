import { type CardBrand, cvcLengths } from './card-brand.js';
import { normalizeDigits } from './digits.js';

export type CvcError = 'incomplete_cvc' | 'invalid_cvc';

export interface CvcValidation {
  empty: boolean;
  complete: boolean;
  error?: CvcError;
}

export interface CvcOptions {
  /** Require all 4 digits for amex instead of accepting 3. */
  restrictAmexCvc?: boolean;
}

export function validateCvc(input: string, brand: CardBrand, options?: CvcOptions): CvcValidation {
  const length = normalizeDigits(input).length;
  if (length === 0) return { empty: true, complete: false };
  const { min, max } = cvcLengths(brand, options);
  if (length < min) return { empty: false, complete: false, error: 'incomplete_cvc' };
  if (length > max) return { empty: false, complete: false, error: 'invalid_cvc' };
  return { empty: false, complete: true };
}

/** CVC cut to the brand's longest length, as the field shows it. */
export function formatCvc(input: string, brand: CardBrand): string {
  return normalizeDigits(input).slice(0, cvcLengths(brand).max);
}
