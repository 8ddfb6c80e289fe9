/** The Price object as Stripe's API renders it (currency_options only when expanded). */
export interface PriceObject {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  currency_options?: Record<string, CurrencyOption>;
  custom_unit_amount: CustomUnitAmount | null;
  livemode: false;
  lookup_key: string | null;
  metadata: Record<string, string>;
  nickname: string | null;
  /** The product's id (or the Product, expanded). */
  product: string;
  recurring: Recurring | null;
  tax_behavior: TaxBehavior;
  tiers_mode: null;
  transform_quantity: null;
  type: 'one_time' | 'recurring';
  unit_amount: number | null;
  unit_amount_decimal: string | null;
}

export type TaxBehavior = 'inclusive' | 'exclusive' | 'unspecified';

export interface CustomUnitAmount {
  maximum: number | null;
  minimum: number | null;
  preset: number | null;
}

export interface Recurring {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
  meter: string | null;
  trial_period_days: number | null;
  usage_type: 'licensed' | 'metered';
}

/** One currency's amounts of a multi-currency price. */
export interface CurrencyOption {
  custom_unit_amount: CustomUnitAmount | null;
  tax_behavior: TaxBehavior;
  unit_amount: number | null;
  unit_amount_decimal: string | null;
}

/** The fields an update may change, for `previous_attributes`. */
const PRICE_UPDATABLE = [
  'active',
  'lookup_key',
  'metadata',
  'nickname',
  'tax_behavior',
] as const satisfies readonly (keyof PriceObject)[];

export function previousPriceAttributes(
  before: PriceObject,
  after: PriceObject,
): Partial<PriceObject> {
  const out: Record<string, unknown> = {};
  for (const key of PRICE_UPDATABLE) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = before[key];
  }
  return out as Partial<PriceObject>;
}
