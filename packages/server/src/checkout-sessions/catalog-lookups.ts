import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import { unixNow } from '../platform/ids.js';
import { priceAmounts } from '../prices/price-amounts.js';
import type { PriceObject } from '../prices/price-object.js';
import { createProductFromData } from '../prices/price-products.js';
import { findPrice } from '../prices/price-rows.js';
import { writeNewPrice } from '../prices/price-writes.js';
import { findProduct } from '../products/product-rows.js';
import type { Queryable } from '../store/store.js';
import type { LineItemPrice } from './checkout-session-object.js';
import { type CatalogLookups, inlineCatalog, type ResolvedPrice } from './line-item-prices.js';

// Line items priced through the catalogue (prices/, products/): an existing active Price, or
// the hidden inline Price (and Product) Stripe makes for `price_data` / `product_data`.

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

async function resolved(
  db: Queryable,
  account: Account,
  price: PriceObject,
  param: string,
): Promise<ResolvedPrice> {
  if (price.unit_amount === null) {
    throw invalid(
      param,
      'Prices with a custom_unit_amount are not supported by Kassa Checkout yet.',
    );
  }
  const product = (await findProduct(db, account.id, price.product))?.product;
  return {
    price: price as unknown as LineItemPrice,
    name: product?.name ?? '',
    images: (product?.images as string[] | undefined) ?? [],
  };
}

export function catalogLookups(db: Queryable, account: Account): CatalogLookups {
  const inline = inlineCatalog(db, account);
  return {
    ...inline,
    async price(id, param, options = {}) {
      const row = await findPrice(db, account.id, id);
      if (!row || row.inline) throw resourceMissing('price', id, param);
      if (!row.price.active) {
        throw invalid(
          param,
          `The price specified is inactive. This field only accepts active prices.`,
        );
      }
      if (row.price.type === 'recurring' && !options.recurring) {
        throw invalid(
          param,
          'The price specified is set to `type=recurring` but this field only accepts prices with `type=one_time`: recurring prices need mode=subscription, which arrives with Billing.',
        );
      }
      return resolved(db, account, row.price, param);
    },
    async inlinePrice(data, param) {
      if (data.product !== undefined && data.product_data !== undefined) {
        throw invalid(
          `${param}[product_data]`,
          'You may only specify one of these parameters: product, product_data.',
        );
      }
      if (data.recurring !== undefined) {
        throw invalid(
          `${param}[recurring]`,
          'Recurring prices need mode=subscription, which arrives with Billing.',
        );
      }
      const now = unixNow();
      let productId: string;
      if (data.product !== undefined) {
        const found = await findProduct(db, account.id, data.product);
        if (!found || found.inline)
          throw resourceMissing('product', data.product, `${param}[product]`);
        if (!found.product.active) {
          throw invalid(`${param}[product]`, 'The product specified is inactive.');
        }
        productId = found.product.id;
      } else if (data.product_data) {
        const product = await createProductFromData(
          db,
          account,
          data.product_data,
          now,
          `${param}[product_data]`,
          true,
        );
        productId = product.id;
      } else {
        throw new ApiError('parameter_missing', `Missing required param: ${param}[product_data].`, {
          param: `${param}[product_data]`,
        });
      }
      const amounts = priceAmounts(
        {
          currency: data.currency,
          unit_amount: data.unit_amount,
          unit_amount_decimal: data.unit_amount_decimal,
          tax_behavior: data.tax_behavior,
        },
        param,
      );
      const price = await writeNewPrice(db, account, {
        amounts,
        product: productId,
        now,
        active: false,
        inline: true,
      });
      return resolved(db, account, price, param);
    },
  };
}
