import { ApiError, parameterMissing, resourceMissing } from '../errors/api-error.js';
import { parseCurrency } from '../platform/currencies.js';
import { parseParams } from '../platform/schema.js';
import {
  CUSTOM_UNIT_AMOUNT_SHAPE,
  type CustomUnitAmountParams,
  type PriceAmountParams,
  type RecurringParams,
  TAX_BEHAVIORS,
} from '../products/price-data-params.js';
import type { CurrencyOption, CustomUnitAmount, Recurring, TaxBehavior } from './price-object.js';
import type { CreatePriceParams } from './price-params.js';

// A price's amounts as Stripe checks them: one of unit_amount, unit_amount_decimal or
// custom_unit_amount; a recurring interval of at most three years; other currencies' amounts.

/** Stripe's largest unit amount (eight digits of the minor unit). */
export const MAX_UNIT_AMOUNT = 99_999_999;
const DECIMAL = /^\d{1,8}(\.\d{1,12})?$/;
/** The longest interval Stripe bills: three years, in each unit. */
const MAX_INTERVAL_COUNT = { day: 1095, week: 156, month: 36, year: 3 } as const;

export interface PriceAmounts {
  currency: string;
  unit_amount: number | null;
  unit_amount_decimal: string | null;
  custom_unit_amount: CustomUnitAmount | null;
  recurring: Recurring | null;
  tax_behavior: TaxBehavior;
  /** Other currencies' amounts (the price's own currency excluded). */
  currency_options: Record<string, CurrencyOption>;
}

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

const name = (prefix: string, field: string) => (prefix ? `${prefix}[${field}]` : field);

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
function unitAmounts(
  params: UnitFields,
  prefix: string,
): Pick<PriceAmounts, 'unit_amount' | 'unit_amount_decimal' | 'custom_unit_amount'> {
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

export function recurring(params: RecurringParams, prefix: string): Recurring {
  const param = name(prefix, 'recurring');
  const interval = (params.interval ?? 'month') as Recurring['interval'];
  const count = params.interval_count ?? 1;
  if (count < 1) {
    throw new ApiError(
      'parameter_invalid_integer',
      'This value must be greater than or equal to 1.',
      {
        param: `${param}[interval_count]`,
      },
    );
  }
  if (count > MAX_INTERVAL_COUNT[interval]) {
    throw invalid(
      `${param}[interval_count]`,
      'The maximum billing interval is three years (3 years, 36 months, 156 weeks or 1095 days).',
    );
  }
  const trial = params.trial_period_days;
  if (trial !== undefined && (trial < 1 || trial > 730)) {
    throw new ApiError('parameter_invalid_integer', 'This value must be between 1 and 730.', {
      param: `${param}[trial_period_days]`,
    });
  }
  const usage = (params.usage_type ?? 'licensed') as Recurring['usage_type'];
  if (usage === 'metered' && params.meter === undefined) {
    throw parameterMissing(
      `${param}[meter]`,
      `Missing required param: ${param}[meter]. A metered price bills the usage a billing meter records.`,
    );
  }
  if (params.meter !== undefined) {
    // Kassa has no Billing Meters API yet: no meter id can exist.
    throw resourceMissing('billing meter', params.meter, `${param}[meter]`);
  }
  return {
    interval,
    interval_count: count,
    meter: null,
    trial_period_days: trial ?? null,
    usage_type: usage,
  };
}

const OPTION_SHAPE = {
  custom_unit_amount: { kind: 'object', fields: CUSTOM_UNIT_AMOUNT_SHAPE },
  tax_behavior: { kind: 'enum', values: TAX_BEHAVIORS },
  unit_amount: { kind: 'integer' },
  unit_amount_decimal: { kind: 'string', maxLength: 40 },
  tiers: { kind: 'any' },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `currency_options[ccy][…]`: each other currency's amounts, checked like the price's own. */
export function currencyOptions(
  raw: unknown,
  base: { currency: string; tax_behavior: TaxBehavior; custom: boolean },
  prefix = '',
): Record<string, CurrencyOption> {
  const param = name(prefix, 'currency_options');
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw invalid(param, 'Invalid hash');
  const out: Record<string, CurrencyOption> = {};
  for (const [key, value] of Object.entries(raw)) {
    const optionParam = `${param}[${key}]`;
    const currency = parseCurrency(key, optionParam);
    if (currency === base.currency) {
      throw invalid(
        optionParam,
        `${optionParam} cannot be the price's own currency: its amount is the price's unit_amount.`,
      );
    }
    if (!isRecord(value)) throw invalid(optionParam, 'Invalid hash');
    const option = parseParams(value, OPTION_SHAPE, optionParam);
    if (option.tiers !== undefined) {
      throw invalid(`${optionParam}[tiers]`, 'Tiered prices are not supported by Kassa yet.');
    }
    const amounts = unitAmounts(option, optionParam);
    if ((amounts.custom_unit_amount !== null) !== base.custom) {
      throw invalid(
        optionParam,
        base.custom
          ? `${optionParam} needs custom_unit_amount, as the price's own currency has.`
          : `${optionParam}[custom_unit_amount] is only for prices with custom_unit_amount.`,
      );
    }
    out[currency] = {
      ...amounts,
      tax_behavior: (option.tax_behavior as TaxBehavior | undefined) ?? base.tax_behavior,
    };
  }
  return out;
}

/** The amounts of a new price from its parameters (POST /v1/prices, default_price_data, price_data). */
export function priceAmounts(
  params: PriceAmountParams & { recurring?: RecurringParams | undefined },
  prefix = '',
): PriceAmounts {
  const currency = parseCurrency(params.currency ?? '', name(prefix, 'currency'));
  const units = unitAmounts(params, prefix);
  const periodic = params.recurring ? recurring(params.recurring, prefix) : null;
  if (periodic && units.custom_unit_amount) {
    throw invalid(
      name(prefix, 'custom_unit_amount'),
      'custom_unit_amount is only supported on one-time prices, not on recurring ones.',
    );
  }
  const tax_behavior = (params.tax_behavior ?? 'unspecified') as TaxBehavior;
  return {
    currency,
    ...units,
    recurring: periodic,
    tax_behavior,
    currency_options: currencyOptions(
      params.currency_options,
      { currency, tax_behavior, custom: units.custom_unit_amount !== null },
      prefix,
    ),
  };
}

/** Tiered prices and quantity transforms: a clear 400 until Kassa builds them. */
export function refuseUnbuilt(params: CreatePriceParams): void {
  if (
    params.billing_scheme === 'tiered' ||
    params.tiers !== undefined ||
    params.tiers_mode !== undefined
  ) {
    const param =
      params.billing_scheme === 'tiered'
        ? 'billing_scheme'
        : params.tiers !== undefined
          ? 'tiers'
          : 'tiers_mode';
    throw invalid(
      param,
      'Tiered prices (billing_scheme=tiered) are not supported by Kassa yet: use per_unit prices.',
    );
  }
  if (params.transform_quantity !== undefined) {
    throw invalid('transform_quantity', 'transform_quantity is not supported by Kassa yet.');
  }
}
