import { LIST_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';
import { TAX_BEHAVIORS } from '../products/price-data-params.js';

const UNITS = ['hour', 'business_day', 'day', 'week', 'month'] as const;

const BOUND_SHAPE = {
  unit: { kind: 'enum', required: true, values: UNITS },
  value: { kind: 'integer', required: true },
} as const satisfies Shape;

/** `shipping_rate_data` of a Checkout Session takes these too (parse under its prefix). */
export const CREATE_SHIPPING_RATE_SHAPE = {
  display_name: { kind: 'string', required: true, maxLength: 100 },
  delivery_estimate: {
    kind: 'object',
    fields: {
      maximum: { kind: 'object', fields: BOUND_SHAPE },
      minimum: { kind: 'object', fields: BOUND_SHAPE },
    },
  },
  expand: { kind: 'strings' },
  fixed_amount: {
    kind: 'object',
    fields: {
      amount: { kind: 'integer', required: true },
      currency: { kind: 'string', required: true },
      // Checked per currency (fixed_amount[currency_options][eur][amount]).
      currency_options: { kind: 'any' },
    },
  },
  metadata: { kind: 'metadata' },
  tax_behavior: { kind: 'enum', values: TAX_BEHAVIORS },
  tax_code: { kind: 'string' },
  type: { kind: 'enum', values: ['fixed_amount'] },
} as const satisfies Shape;

export const UPDATE_SHIPPING_RATE_SHAPE = {
  active: { kind: 'boolean' },
  expand: { kind: 'strings' },
  fixed_amount: { kind: 'object', fields: { currency_options: { kind: 'any' } } },
  metadata: { kind: 'metadataPatch' },
  tax_behavior: { kind: 'enum', values: TAX_BEHAVIORS },
} as const satisfies Shape;

export const LIST_SHIPPING_RATES_SHAPE = {
  ...LIST_SHAPE,
  active: { kind: 'boolean' },
  currency: { kind: 'string' },
} as const satisfies Shape;

export type CreateShippingRateParams = Params<typeof CREATE_SHIPPING_RATE_SHAPE>;
export type UpdateShippingRateParams = Params<typeof UPDATE_SHIPPING_RATE_SHAPE>;
export type ListShippingRatesParams = Params<typeof LIST_SHIPPING_RATES_SHAPE>;
