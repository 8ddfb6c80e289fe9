import type { Account } from '../platform/accounts.js';
import type { Params } from '../platform/schema.js';
import type { Queryable } from '../store/store.js';
import type { LineItemPrice, OfferedRate } from './checkout-session-object.js';
import type { PRICE_DATA_SHAPE, SHIPPING_RATE_DATA_SHAPE } from './checkout-session-params.js';

// The one seam between Checkout and the catalogue (Products, Prices, Shipping rates): what a
// line item's `price` / `price_data` and a shipping option resolve to. catalog-lookups.ts fills
// it with the catalogue's services; a test may give its own.

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

/** The catalogue a session's prices come from, in the caller's transaction. */
export type CatalogFactory = (db: Queryable, account: Account) => CatalogLookups;
