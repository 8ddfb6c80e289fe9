import { ApiError, parameterMissing } from '../errors/api-error.js';
import type { CustomUnitAmountParams } from '../products/price-data-params.js';
import type { CustomUnitAmount } from './price-object.js';

// A price's amount, in one currency: unit_amount, unit_amount_decimal (at most 12 decimals) or
// a pay-what-you-want custom_unit_amount; exactly one of them.

/** Stripe's largest unit amount (eight digits of the minor unit). */
export const MAX_UNIT_AMOUNT = 99_999_999;
const DECIMAL = /^\d{1,8}(\.\d{1,12})?$/;

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

const name = (prefix: string, field: string) => (prefix ? `${prefix}[${field}]` : field);

export interface UnitAmounts {
  unit_amount: number | null;
  unit_amount_decimal: string | null;
  custom_unit_amount: CustomUnitAmount | null;
}

function checkUnitAmount(amount: number, param: string): number {
  if (amount < 0) {
    throw new ApiError(
      'parameter_invalid_integer',
      'This value must be greater than or equal to 0.',
      {
        param,
      },
    );
  }
  if (amount > MAX_UNIT_AMOUNT) {
    throw new ApiError(
      'parameter_invalid_integer',
      `This value must be less than or equal to ${MAX_UNIT_AMOUNT}.`,
      { param },
    );
  }
  return amount;
}

/** A decimal amount in the minor unit, at most 12 decimals; answered without trailing zeros. */
export function normalizeDecimal(text: string, param: string): string {
  if (!DECIMAL.test(text)) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid decimal: ${text.slice(0, 40)}. Give a non-negative number of the currency's minor unit with at most 12 decimals.`,
      { param },
    );
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (Number(trimmedWhole) > MAX_UNIT_AMOUNT) {
    throw invalid(param, `This value must be less than or equal to ${MAX_UNIT_AMOUNT}.`);
  }
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}

function customUnitAmount(params: CustomUnitAmountParams, prefix: string): CustomUnitAmount {
  const param = name(prefix, 'custom_unit_amount');
  if (params.enabled !== true) {
    throw invalid(
      `${param}[enabled]`,
      `${param}[enabled] must be true to make a pay-what-you-want price.`,
    );
  }
  const out: CustomUnitAmount = {
    maximum: params.maximum ?? null,
    minimum: params.minimum ?? null,
    preset: params.preset ?? null,
  };
  for (const field of ['maximum', 'minimum', 'preset'] as const) {
    const value = out[field];
    if (value !== null) checkUnitAmount(value, `${param}[${field}]`);
  }
  if (out.minimum !== null && out.maximum !== null && out.minimum > out.maximum) {
    throw invalid(
      `${param}[minimum]`,
      `${param}[minimum] cannot be greater than ${param}[maximum].`,
    );
  }
  if (
    out.preset !== null &&
    ((out.minimum !== null && out.preset < out.minimum) ||
      (out.maximum !== null && out.preset > out.maximum))
  ) {
    throw invalid(
      `${param}[preset]`,
      `${param}[preset] must be between the minimum and the maximum.`,
    );
  }
  return out;
}

interface UnitFields {
  unit_amount?: number | undefined;
  unit_amount_decimal?: string | undefined;
  custom_unit_amount?: CustomUnitAmountParams | undefined;
}

/** unit_amount, unit_amount_decimal or custom_unit_amount: exactly one. */
export function unitAmounts(params: UnitFields, prefix: string): UnitAmounts {
  const given = (['unit_amount', 'unit_amount_decimal', 'custom_unit_amount'] as const).filter(
    (field) => params[field] !== undefined,
  );
  if (given.length > 1) {
    throw invalid(
      name(prefix, given[1] as string),
      `You may only specify one of these parameters: ${given.map((field) => name(prefix, field)).join(', ')}.`,
    );
  }
  if (params.custom_unit_amount !== undefined) {
    return {
      unit_amount: null,
      unit_amount_decimal: null,
      custom_unit_amount: customUnitAmount(params.custom_unit_amount, prefix),
    };
  }
  if (params.unit_amount !== undefined) {
    const amount = checkUnitAmount(params.unit_amount, name(prefix, 'unit_amount'));
    return { unit_amount: amount, unit_amount_decimal: String(amount), custom_unit_amount: null };
  }
  if (params.unit_amount_decimal !== undefined) {
    const decimal = normalizeDecimal(
      params.unit_amount_decimal,
      name(prefix, 'unit_amount_decimal'),
    );
    // A whole decimal is also the integer amount; a fractional one has none (Stripe's unit_amount).
    return {
      unit_amount: decimal.includes('.') ? null : Number(decimal),
      unit_amount_decimal: decimal,
      custom_unit_amount: null,
    };
  }
  throw parameterMissing(
    name(prefix, 'unit_amount'),
    `Missing required param: ${name(prefix, 'unit_amount')}. Give unit_amount, unit_amount_decimal or custom_unit_amount.`,
  );
}
