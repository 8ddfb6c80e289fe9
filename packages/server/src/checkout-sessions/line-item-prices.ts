import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import { parseCurrency } from '../platform/currencies.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { Params } from '../platform/schema.js';
import type { Queryable } from '../store/store.js';
import type { LineItemPrice, OfferedRate } from './checkout-session-object.js';
import type { PRICE_DATA_SHAPE, SHIPPING_RATE_DATA_SHAPE } from './checkout-session-params.js';

// The one seam between Checkout and the catalogue (Products, Prices, Shipping rates): what a
// line item's `price` / `price_data` and a shipping option resolve to. inlineCatalog covers the
// inline forms; `catalogLookups` wires the catalogue's services in when they exist.

export interface ResolvedPrice {
  readonly price: LineItemPrice;
  /** The product's name and images, which the page shows. */
  readonly name: string;
  readonly images: readonly string[];
}

export type PriceData = Params<typeof PRICE_DATA_SHAPE>;
export type ShippingRateData = Params<typeof SHIPPING_RATE_DATA_SHAPE>;

export interface CatalogLookups {
  /** An existing active price; a recurring one only when `recurring` (Payment Links). */
  price(id: string, param: string, options?: { recurring?: boolean }): Promise<ResolvedPrice>;
  inlinePrice(data: PriceData, param: string): Promise<ResolvedPrice>;
  shippingRate(id: string, param: string): Promise<OfferedRate>;
  inlineShippingRate(data: ShippingRateData, param: string): Promise<OfferedRate>;
}

function unitAmount(data: PriceData, param: string): number {
  if (data.unit_amount !== undefined && data.unit_amount_decimal !== undefined) {
    throw new ApiError(
      'parameter_invalid_value',
      'You may only specify one of these parameters: unit_amount, unit_amount_decimal.',
      { param: `${param}[unit_amount]` },
    );
  }
  const amount =
    data.unit_amount ??
    (data.unit_amount_decimal !== undefined && /^\d+$/.test(data.unit_amount_decimal)
      ? Number(data.unit_amount_decimal)
      : undefined);
  if (amount === undefined) {
    throw new ApiError('parameter_missing', `Missing required param: ${param}[unit_amount].`, {
      param: `${param}[unit_amount]`,
    });
  }
  if (amount < 0) {
    throw new ApiError(
      'parameter_invalid_integer',
      'This value must be greater than or equal to 0.',
      {
        param: `${param}[unit_amount]`,
      },
    );
  }
  return amount;
}

/** A one-time Price object for inline data (Stripe creates one per line item). */
export function inlinePriceObject(
  data: PriceData,
  productId: string,
  param: string,
  now = new Date(),
): LineItemPrice {
  if (data.recurring !== undefined) {
    throw new ApiError(
      'parameter_invalid_value',
      'Recurring prices need mode=subscription, which arrives with Billing.',
      { param: `${param}[recurring]` },
    );
  }
  const amount = unitAmount(data, param);
  return {
    id: `price_${randomBase62(24)}`,
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: unixNow(now),
    currency: parseCurrency(data.currency ?? '', `${param}[currency]`),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productId,
    recurring: null,
    tax_behavior: data.tax_behavior ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time',
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  };
}

export function inlineRateObject(data: ShippingRateData, param: string): OfferedRate {
  if (!data.fixed_amount) {
    throw new ApiError('parameter_missing', `Missing required param: ${param}[fixed_amount].`, {
      param: `${param}[fixed_amount]`,
    });
  }
  const amount = data.fixed_amount.amount ?? 0;
  if (amount < 0) {
    throw new ApiError(
      'parameter_invalid_integer',
      'This value must be greater than or equal to 0.',
      {
        param: `${param}[fixed_amount][amount]`,
      },
    );
  }
  return {
    id: `shr_${randomBase62(24)}`,
    object: 'shipping_rate',
    active: true,
    created: unixNow(),
    delivery_estimate: data.delivery_estimate ?? null,
    display_name: data.display_name ?? '',
    fixed_amount: {
      amount,
      currency: parseCurrency(data.fixed_amount.currency ?? '', `${param}[fixed_amount][currency]`),
    },
    livemode: false,
    metadata: data.metadata ?? {},
    tax_behavior: data.tax_behavior ?? 'unspecified',
    tax_code: data.tax_code ?? null,
    type: 'fixed_amount',
  };
}

/**
 * The catalogue before Products and Prices exist in this build: inline `price_data` with
 * `product_data` (and the legacy name/amount form) resolve; an id (`price`, `product`,
 * `shipping_rate`) is answered as missing.
 */
export function inlineCatalog(_db: Queryable, _account: Account): CatalogLookups {
  return {
    async price(id, param) {
      throw resourceMissing('price', id, param);
    },
    async inlinePrice(data, param) {
      if (data.product !== undefined && data.product_data !== undefined) {
        throw new ApiError(
          'parameter_invalid_value',
          'You may only specify one of these parameters: product, product_data.',
          { param: `${param}[product_data]` },
        );
      }
      if (data.product !== undefined)
        throw resourceMissing('product', data.product, `${param}[product]`);
      if (!data.product_data) {
        throw new ApiError('parameter_missing', `Missing required param: ${param}[product_data].`, {
          param: `${param}[product_data]`,
        });
      }
      const price = inlinePriceObject(data, `prod_${randomBase62(14)}`, param);
      return { price, name: data.product_data.name ?? '', images: data.product_data.images ?? [] };
    },
    async shippingRate(id, param) {
      throw resourceMissing('shipping_rate', id, param);
    },
    async inlineShippingRate(data, param) {
      return inlineRateObject(data, param);
    },
  };
}
