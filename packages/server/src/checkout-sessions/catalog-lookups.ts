import { ApiError } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import { unixNow } from '../platform/ids.js';
import { type CheckoutPrice, inlinePrice, priceForCheckout } from '../prices/price-checkout.js';
import type { CreateShippingRateParams } from '../shipping-rates/shipping-rate-params.js';
import type { ShippingRateService } from '../shipping-rates/shipping-rate-service.js';
import type { Queryable } from '../store/store.js';
import type { LineItemPrice } from './checkout-session-object.js';
import type { CatalogLookups, ResolvedPrice } from './line-item-prices.js';

// Line items and shipping options through the catalogue's own lookups: prices/ (an active
// price of an active product, or the hidden inline Price and Product Stripe makes for
// `price_data`) and shipping-rates/ (an active rate, or one made from `shipping_rate_data`).

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

function resolved({ price, product }: CheckoutPrice, param: string): ResolvedPrice {
  if (price.unit_amount === null) {
    throw invalid(
      param,
      'Prices with a custom_unit_amount are not supported by Kassa Checkout yet.',
    );
  }
  return {
    price: price as unknown as LineItemPrice,
    name: product.name,
    images: product.images ?? [],
  };
}

function oneTime(found: CheckoutPrice, param: string, recurring: boolean | undefined) {
  if (found.price.type === 'recurring' && !recurring) {
    throw invalid(
      param,
      'The price specified is set to `type=recurring` but this field only accepts prices with `type=one_time`: recurring prices need mode=subscription, which arrives with Billing.',
    );
  }
  return found;
}

/** The catalogue as Checkout sees it, in the caller's transaction. */
export function catalogLookups(shippingRates: ShippingRateService) {
  return (db: Queryable, account: Account): CatalogLookups => ({
    async price(id, param, options = {}) {
      const found = await priceForCheckout(db, account, id, param);
      return resolved(oneTime(found, param, options.recurring), param);
    },
    async inlinePrice(data, param) {
      if (data.recurring !== undefined) {
        throw invalid(
          `${param}[recurring]`,
          'Recurring prices need mode=subscription, which arrives with Billing.',
        );
      }
      const { recurring: _recurring, ...oneOff } = data;
      return resolved(await inlinePrice(db, account, oneOff, param, unixNow()), param);
    },
    async shippingRate(id, param) {
      return await shippingRates.retrieveForCheckout(account, id, param, db);
    },
    async inlineShippingRate(data, param) {
      const params = data as Omit<CreateShippingRateParams, 'expand'>;
      return await shippingRates.create(account, params, param, db);
    },
  });
}
