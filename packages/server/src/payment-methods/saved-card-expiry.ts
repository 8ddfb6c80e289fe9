import { ApiError } from '../errors/api-error.js';
import type { CardDetails } from './payment-method-object.js';

/**
 * New expiry of a saved card: the given parts over the stored ones, checked like a create.
 * Errors name `card[exp_month]`, or bare `exp_month` with an empty `prefix` (the wallet's).
 */
export function checkUpdatedExpiry(
  card: Pick<CardDetails, 'exp_month' | 'exp_year'>,
  given: { exp_month?: number | undefined; exp_year?: number | undefined },
  now: Date,
  prefix = 'card',
): { month: number; year: number } {
  const param = (name: string) => (prefix ? `${prefix}[${name}]` : name);
  const month = given.exp_month ?? card.exp_month;
  const rawYear = given.exp_year ?? card.exp_year;
  const year = rawYear >= 0 && rawYear < 100 ? 2000 + rawYear : rawYear;
  if (month < 1 || month > 12) {
    throw new ApiError('invalid_expiry_month', "Your card's expiration month is invalid.", {
      param: param('exp_month'),
    });
  }
  const thisYear = now.getUTCFullYear();
  if (year < thisYear || year > thisYear + 50) {
    throw new ApiError('invalid_expiry_year', "Your card's expiration year is invalid.", {
      param: param('exp_year'),
    });
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    throw new ApiError('invalid_expiry_month', "Your card's expiration month is invalid.", {
      param: param('exp_month'),
    });
  }
  return { month, year };
}
