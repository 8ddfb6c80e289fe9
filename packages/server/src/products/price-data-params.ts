import type { Params, Shape } from '../platform/schema.js';

// The price fields a Product's `default_price_data` shares with `POST /v1/prices` (prices/
// builds on these; they live here because products/ comes first and must parse them).

export const RECURRING_SHAPE = {
  interval: { kind: 'enum', required: true, values: ['day', 'week', 'month', 'year'] },
  interval_count: { kind: 'integer' },
  meter: { kind: 'string' },
  trial_period_days: { kind: 'integer' },
  usage_type: { kind: 'enum', values: ['licensed', 'metered'] },
} as const satisfies Shape;

export const CUSTOM_UNIT_AMOUNT_SHAPE = {
  enabled: { kind: 'boolean', required: true },
  maximum: { kind: 'integer' },
  minimum: { kind: 'integer' },
  preset: { kind: 'integer' },
} as const satisfies Shape;

export const TAX_BEHAVIORS = ['inclusive', 'exclusive', 'unspecified'] as const;

/** The amount and billing fields of a price, shared by every way of creating one. */
export const PRICE_AMOUNT_FIELDS = {
  currency: { kind: 'string', required: true },
  // Checked field by field once the price's own currency is known (currency_options[eur][…]).
  currency_options: { kind: 'any' },
  custom_unit_amount: { kind: 'object', fields: CUSTOM_UNIT_AMOUNT_SHAPE },
  metadata: { kind: 'metadata' },
  recurring: { kind: 'object', fields: RECURRING_SHAPE },
  tax_behavior: { kind: 'enum', values: TAX_BEHAVIORS },
  unit_amount: { kind: 'integer' },
  unit_amount_decimal: { kind: 'string', maxLength: 40 },
} as const satisfies Shape;

export const DEFAULT_PRICE_DATA_SHAPE = PRICE_AMOUNT_FIELDS;

export type PriceAmountParams = Params<typeof PRICE_AMOUNT_FIELDS>;
export type RecurringParams = Params<typeof RECURRING_SHAPE>;
export type CustomUnitAmountParams = Params<typeof CUSTOM_UNIT_AMOUNT_SHAPE>;
