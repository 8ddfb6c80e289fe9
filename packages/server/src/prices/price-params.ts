import { LIST_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';
import { PRICE_AMOUNT_FIELDS, TAX_BEHAVIORS } from '../products/price-data-params.js';

export const PRODUCT_DATA_SHAPE = {
  name: { kind: 'string', required: true, maxLength: 5000 },
  active: { kind: 'boolean' },
  id: { kind: 'string', maxLength: 255 },
  metadata: { kind: 'metadata' },
  statement_descriptor: { kind: 'string', maxLength: 5000 },
  tax_code: { kind: 'string' },
  unit_label: { kind: 'string', maxLength: 5000 },
} as const satisfies Shape;

export const CREATE_PRICE_SHAPE = {
  ...PRICE_AMOUNT_FIELDS,
  active: { kind: 'boolean' },
  billing_scheme: { kind: 'enum', values: ['per_unit', 'tiered'] },
  expand: { kind: 'strings' },
  lookup_key: { kind: 'string', maxLength: 200 },
  nickname: { kind: 'string', maxLength: 5000 },
  product: { kind: 'string' },
  product_data: { kind: 'object', fields: PRODUCT_DATA_SHAPE },
  // Tiered pricing and quantity transforms are refused with a clear error (not built yet).
  tiers: { kind: 'any' },
  tiers_mode: { kind: 'any' },
  transfer_lookup_key: { kind: 'boolean' },
  transform_quantity: { kind: 'any' },
} as const satisfies Shape;

/** Only these: the amount, currency and interval of a price never change (Stripe's rule). */
export const UPDATE_PRICE_SHAPE = {
  active: { kind: 'boolean' },
  currency_options: { kind: 'any' },
  expand: { kind: 'strings' },
  lookup_key: { kind: 'string', maxLength: 200 },
  metadata: { kind: 'metadataPatch' },
  nickname: { kind: 'string', maxLength: 5000 },
  tax_behavior: { kind: 'enum', values: TAX_BEHAVIORS },
  transfer_lookup_key: { kind: 'boolean' },
} as const satisfies Shape;

export const CLEARABLE_PRICE_FIELDS = ['nickname', 'lookup_key', 'currency_options'] as const;

export const LIST_PRICES_SHAPE = {
  ...LIST_SHAPE,
  active: { kind: 'boolean' },
  currency: { kind: 'string' },
  lookup_keys: { kind: 'strings' },
  product: { kind: 'string' },
  recurring: {
    kind: 'object',
    fields: {
      interval: { kind: 'enum', values: ['day', 'week', 'month', 'year'] },
      meter: { kind: 'string' },
      usage_type: { kind: 'enum', values: ['licensed', 'metered'] },
    },
  },
  type: { kind: 'enum', values: ['one_time', 'recurring'] },
} as const satisfies Shape;

export type CreatePriceParams = Params<typeof CREATE_PRICE_SHAPE>;
export type UpdatePriceParams = Params<typeof UPDATE_PRICE_SHAPE>;
export type ListPricesParams = Params<typeof LIST_PRICES_SHAPE>;
export type ProductDataParams = Params<typeof PRODUCT_DATA_SHAPE>;
