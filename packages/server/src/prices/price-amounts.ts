import { ApiError, parameterMissing, resourceMissing } from '../errors/api-error.js';
import { parseCurrency } from '../platform/currencies.js';
import type { PriceAmountParams, RecurringParams } from '../products/price-data-params.js';
import { currencyOptions } from './price-currency-options.js';
import type { CurrencyOption, CustomUnitAmount, Recurring, TaxBehavior } from './price-object.js';
import type { CreatePriceParams } from './price-params.js';
import { unitAmounts } from './price-unit-amounts.js';

// A price's amounts as Stripe checks them: one of unit_amount, unit_amount_decimal or
// custom_unit_amount; a recurring interval of at most three years; other currencies' amounts.

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
