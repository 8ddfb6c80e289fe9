import { ApiError, parameterMissing, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Params, Shape } from '../platform/schema.js';
import { RECURRING_SHAPE, TAX_BEHAVIORS } from '../products/price-data-params.js';
import type { ProductObject } from '../products/product-object.js';
import { findProduct } from '../products/product-rows.js';
import type { Queryable } from '../store/store.js';
import { priceAmounts } from './price-amounts.js';
import type { PriceObject } from './price-object.js';
import { createProductFromData } from './price-products.js';
import { findPrice } from './price-rows.js';
import { writeNewPrice } from './price-writes.js';

// What Checkout's line items (and Payment Links') ask of prices: an existing price that may be
// sold, or an inline price made from `price_data`. Stripe makes real Price (and Product)
// objects for inline data, which a retrieve finds but which are archived from the start
// (`active: false`), sent no event and left out of lists and searches: they belong to the line
// item that made them and cannot be reused.

/** A line item's `price_data[product_data]` (Checkout's shape: no id, no statement descriptor). */
export const LINE_PRODUCT_DATA_SHAPE = {
  name: { kind: 'string', required: true, maxLength: 5000 },
  description: { kind: 'string', maxLength: 40_000 },
  images: { kind: 'strings' },
  metadata: { kind: 'metadata' },
  tax_code: { kind: 'string' },
  unit_label: { kind: 'string', maxLength: 5000 },
} as const satisfies Shape;

/** A line item's `price_data`: parse it with parseParams(raw, PRICE_DATA_SHAPE, prefix). */
export const PRICE_DATA_SHAPE = {
  currency: { kind: 'string', required: true },
  product: { kind: 'string' },
  product_data: { kind: 'object', fields: LINE_PRODUCT_DATA_SHAPE },
  recurring: {
    kind: 'object',
    fields: { interval: RECURRING_SHAPE.interval, interval_count: RECURRING_SHAPE.interval_count },
  },
  tax_behavior: { kind: 'enum', values: TAX_BEHAVIORS },
  unit_amount: { kind: 'integer' },
  unit_amount_decimal: { kind: 'string', maxLength: 40 },
} as const satisfies Shape;

export type PriceDataParams = Params<typeof PRICE_DATA_SHAPE>;

/** A line item's price and its product. */
export interface CheckoutPrice {
  readonly price: PriceObject;
  readonly product: ProductObject;
}

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

/**
 * The account's price `priceId` for a new line item (param e.g. `line_items[0][price]`): it
 * must exist, be active and belong to an active product (Stripe's errors otherwise).
 */
export async function priceForCheckout(
  db: Queryable,
  account: Account,
  priceId: string,
  param: string,
): Promise<CheckoutPrice> {
  const row = await findPrice(db, account.id, priceId);
  if (!row) throw resourceMissing('price', priceId, param);
  if (!row.price.active) {
    throw invalid(param, 'The price specified is inactive. This field only accepts active prices.');
  }
  const product = await findProduct(db, account.id, row.price.product);
  if (!product) throw resourceMissing('product', row.price.product, param);
  if (!product.product.active) {
    throw invalid(
      param,
      `The price specified is attached to an inactive product (\`${product.product.id}\`). This field only accepts prices of active products.`,
    );
  }
  return { price: row.price, product: product.product };
}

/**
 * A line item's inline price from `price_data` (param e.g. `line_items[0][price_data]`), with
 * its product from `product` (an active product of the account) or inline `product_data`.
 */
export async function inlinePrice(
  db: Queryable,
  account: Account,
  data: PriceDataParams,
  param: string,
  now: number,
): Promise<CheckoutPrice> {
  const at = (field: string) => `${param}[${field}]`;
  if (data.product !== undefined && data.product_data !== undefined) {
    throw invalid(
      at('product_data'),
      `You may only specify one of these parameters: ${at('product')}, ${at('product_data')}.`,
    );
  }
  if (data.product === undefined && data.product_data === undefined) {
    throw parameterMissing(
      at('product'),
      `Missing required param: ${at('product')}. Give ${at('product')} or ${at('product_data')}.`,
    );
  }
  const amounts = priceAmounts(data, param);
  let product: ProductObject;
  if (data.product !== undefined) {
    const row = await findProduct(db, account.id, data.product);
    if (!row) throw resourceMissing('product', data.product, at('product'));
    if (!row.product.active) {
      throw invalid(
        at('product'),
        `The product \`${data.product}\` is inactive. This field only accepts active products.`,
      );
    }
    product = row.product;
  } else {
    const productData = data.product_data ?? { name: '' };
    product = await createProductFromData(db, account, productData, now, at('product_data'), true);
  }
  const price = await writeNewPrice(db, account, {
    amounts,
    product: product.id,
    now,
    active: false,
    inline: true,
  });
  return { price, product };
}
