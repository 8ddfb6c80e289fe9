import { LIST_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';
import { DEFAULT_PRICE_DATA_SHAPE } from './price-data-params.js';

const PRODUCT_FIELDS = {
  active: { kind: 'boolean' },
  description: { kind: 'string', maxLength: 40_000 },
  expand: { kind: 'strings' },
  images: { kind: 'strings' },
  // An array of { name }: checked by productFields (form bodies send it as indexed objects).
  marketing_features: { kind: 'any' },
  metadata: { kind: 'metadata' },
  // Four decimal numbers: checked by productFields.
  package_dimensions: { kind: 'any' },
  shippable: { kind: 'boolean' },
  statement_descriptor: { kind: 'string', maxLength: 5000 },
  tax_code: { kind: 'string' },
  unit_label: { kind: 'string', maxLength: 5000 },
  url: { kind: 'string', maxLength: 5000 },
} as const satisfies Shape;

export const CREATE_PRODUCT_SHAPE = {
  ...PRODUCT_FIELDS,
  name: { kind: 'string', required: true, maxLength: 5000 },
  id: { kind: 'string', maxLength: 255 },
  type: { kind: 'enum', values: ['good', 'service'] },
  default_price_data: { kind: 'object', fields: DEFAULT_PRICE_DATA_SHAPE },
} as const satisfies Shape;

export const UPDATE_PRODUCT_SHAPE = {
  ...PRODUCT_FIELDS,
  metadata: { kind: 'metadataPatch' },
  name: { kind: 'string', maxLength: 5000 },
  default_price: { kind: 'string' },
} as const satisfies Shape;

/** The fields an update unsets when sent as an empty string. */
export const CLEARABLE_PRODUCT_FIELDS = [
  'description',
  'images',
  'marketing_features',
  'package_dimensions',
  'tax_code',
  'unit_label',
  'url',
] as const;

export const LIST_PRODUCTS_SHAPE = {
  ...LIST_SHAPE,
  active: { kind: 'boolean' },
  ids: { kind: 'strings' },
  shippable: { kind: 'boolean' },
  url: { kind: 'string' },
} as const satisfies Shape;

export type CreateProductParams = Params<typeof CREATE_PRODUCT_SHAPE>;
export type UpdateProductParams = Params<typeof UPDATE_PRODUCT_SHAPE>;
export type ListProductsParams = Params<typeof LIST_PRODUCTS_SHAPE>;
