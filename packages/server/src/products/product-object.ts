/** The Product object as Stripe's API renders it. */
export interface ProductObject {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  /** The id of the product's default price (or the Price, expanded). */
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: { name: string }[];
  metadata: Record<string, string>;
  name: string;
  package_dimensions: PackageDimensions | null;
  shippable: boolean | null;
  statement_descriptor: string | null;
  tax_code: string | null;
  tax_details: null;
  type: 'good' | 'service';
  unit_label: string | null;
  updated: number;
  url: string | null;
}

export interface PackageDimensions {
  height: number;
  length: number;
  weight: number;
  width: number;
}

export interface DeletedProduct {
  id: string;
  object: 'product';
  deleted: true;
}

/** The fields an update may change, for `previous_attributes`. */
export const PRODUCT_UPDATABLE = [
  'active',
  'default_price',
  'description',
  'images',
  'marketing_features',
  'metadata',
  'name',
  'package_dimensions',
  'shippable',
  'statement_descriptor',
  'tax_code',
  'unit_label',
  'url',
] as const satisfies readonly (keyof ProductObject)[];

/** What changed between two versions of a product, as an event's `previous_attributes`. */
export function previousAttributes(
  before: ProductObject,
  after: ProductObject,
): Partial<ProductObject> {
  const out: Record<string, unknown> = {};
  for (const key of PRODUCT_UPDATABLE) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = before[key];
  }
  if (Object.keys(out).length > 0) out.updated = before.updated;
  return out as Partial<ProductObject>;
}
