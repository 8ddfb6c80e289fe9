import { ApiError } from '../errors/api-error.js';
import type { ChargeObject } from './charge-object.js';

/** Minor units as Stripe writes them in messages: `$12.34`, `¥500`. */
export function formatMoney(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return (amount / 100).toFixed(2);
  }
}

/** What is left to refund on a charge: captured minus refunded. */
export function refundable(charge: ChargeObject): number {
  return charge.amount_captured - charge.amount_refunded;
}

/**
 * The amount a new refund may take from the charge (the remainder when none is asked), or
 * Stripe's error for a charge that cannot give it.
 */
export function refundAmount(charge: ChargeObject, asked: number | undefined): number {
  if (charge.status !== 'succeeded') {
    throw new ApiError(
      'charge_not_refundable',
      `Charge ${charge.id} cannot be refunded because it has a status of ${charge.status}.`,
      { param: 'charge' },
    );
  }
  if (!charge.captured) {
    throw new ApiError(
      'charge_not_refundable',
      `Charge ${charge.id} has not been captured. Cancel its PaymentIntent to release the authorization instead.`,
      { param: 'charge' },
    );
  }
  const left = refundable(charge);
  if (charge.refunded || left <= 0) {
    throw new ApiError(
      'charge_already_refunded',
      `Charge ${charge.id} has already been refunded.`,
      {
        param: 'charge',
      },
    );
  }
  if (asked === undefined) return left;
  if (asked < 1) {
    throw new ApiError('parameter_invalid_integer', 'Invalid positive integer', {
      param: 'amount',
    });
  }
  if (asked > left) {
    throw new ApiError(
      'amount_too_large',
      `Refund amount (${formatMoney(asked, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(left, charge.currency)})`,
      { param: 'amount' },
    );
  }
  return asked;
}
