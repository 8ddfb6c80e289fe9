import { ApiError, parameterMissing, resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { unixNow } from '../platform/ids.js';
import {
  type CreatedRange,
  ListFilter,
  type ListObject,
  listPage,
} from '../platform/list-pages.js';
import { type SearchResult, searchObjects } from '../platform/search-pages.js';
import type { SearchFields } from '../platform/search-query.js';
import { mergeMetadata, NOTHING_UNSET, type Unset } from '../platform/unset.js';
import type { PriceAmountParams } from '../products/price-data-params.js';
import type { ProductObject } from '../products/product-object.js';
import { findProduct } from '../products/product-rows.js';
import type { ProductPrices, SearchParams } from '../products/product-service.js';
import type { Queryable, Store } from '../store/store.js';
import { priceAmounts, refuseUnbuilt } from './price-amounts.js';
import {
  type CheckoutPrice,
  inlinePrice,
  type PriceDataParams,
  priceForCheckout,
} from './price-checkout.js';
import { currencyOptions } from './price-currency-options.js';
import { type PriceObject, previousPriceAttributes, type TaxBehavior } from './price-object.js';
import type { CreatePriceParams, ListPricesParams, UpdatePriceParams } from './price-params.js';
import { createProductFromData } from './price-products.js';
import { currencyOptionsOf, findPrice, productHasPrices, updatePrice } from './price-rows.js';
import { claimLookupKey, lookupKeyTaken, writeNewPrice } from './price-writes.js';

export const PRICE_SEARCH_FIELDS: SearchFields = {
  active: { kind: 'boolean', column: 'active' },
  created: { kind: 'timestamp', column: 'created' },
  currency: { kind: 'token', column: 'currency' },
  lookup_key: { kind: 'string', column: 'lookup_key' },
  metadata: { kind: 'metadata' },
  product: { kind: 'token', column: 'product_id' },
  type: { kind: 'token', column: 'type' },
};

const MAX_LOOKUP_KEYS = 10;

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

/** `/v1/prices`: one-time and recurring prices of products; also what products ask of prices. */
export class PriceService implements ProductPrices {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock = () => new Date()) {
    this.#store = store;
    this.#clock = clock;
  }

  get now(): number {
    return unixNow(this.#clock());
  }

  create(account: Account, params: CreatePriceParams): Promise<PriceObject> {
    refuseUnbuilt(params);
    if (params.product !== undefined && params.product_data !== undefined) {
      throw invalid(
        'product_data',
        'You may only specify one of these parameters: product, product_data.',
      );
    }
    if (params.product === undefined && params.product_data === undefined) {
      throw parameterMissing(
        'product',
        'Missing required param: product. Give product or product_data.',
      );
    }
    if (params.transfer_lookup_key && params.lookup_key === undefined) {
      throw invalid('transfer_lookup_key', 'transfer_lookup_key needs a lookup_key to transfer.');
    }
    const amounts = priceAmounts(params);
    const now = this.now;
    return this.#store.transaction(async (tx) => {
      let productId: string;
      if (params.product !== undefined) {
        // Locked: a product being deleted cannot gain a price meanwhile.
        const row = await findProduct(tx, account.id, params.product, true);
        if (!row) throw resourceMissing('product', params.product, 'product');
        productId = row.product.id;
      } else {
        const data = params.product_data ?? { name: '' };
        productId = (await createProductFromData(tx, account, data, now, 'product_data')).id;
      }
      return writeNewPrice(tx, account, {
        amounts,
        product: productId,
        now,
        active: params.active,
        lookupKey: params.lookup_key,
        transferLookupKey: params.transfer_lookup_key,
        nickname: params.nickname,
        metadata: params.metadata,
      });
    });
  }

  /** A product's default_price_data, in the product's own transaction. */
  async createDefaultPrice(
    tx: Queryable,
    account: Account,
    product: ProductObject,
    data: PriceAmountParams,
  ): Promise<{ id: string }> {
    const amounts = priceAmounts(data, 'default_price_data');
    return writeNewPrice(tx, account, {
      amounts,
      product: product.id,
      now: this.now,
      metadata: data.metadata,
    });
  }

  async productOfPrice(tx: Queryable, account: Account, priceId: string): Promise<string | null> {
    return (await findPrice(tx, account.id, priceId))?.price.product ?? null;
  }

  hasPrices(tx: Queryable, account: Account, productId: string): Promise<boolean> {
    return productHasPrices(tx, account.id, productId);
  }

  async retrieve(account: Account, id: string, withOptions = false): Promise<PriceObject> {
    const row = await findPrice(this.#store, account.id, id);
    if (!row) throw resourceMissing('price', id);
    return withOptions ? { ...row.price, currency_options: row.currencyOptions } : row.price;
  }

  update(
    account: Account,
    id: string,
    params: UpdatePriceParams,
    unset: Unset = NOTHING_UNSET,
  ): Promise<PriceObject> {
    if (params.transfer_lookup_key && params.lookup_key === undefined) {
      throw invalid('transfer_lookup_key', 'transfer_lookup_key needs a lookup_key to transfer.');
    }
    return this.#store.transaction(async (tx) => {
      const row = await findPrice(tx, account.id, id, true);
      if (!row) throw resourceMissing('price', id);
      const before = row.price;
      const next: PriceObject = { ...before };
      if (params.active === false && before.active) {
        const product = await findProduct(tx, account.id, before.product);
        if (product?.product.default_price === id) {
          throw invalid(
            'active',
            `This price cannot be archived because it is the default price of its product (\`${before.product}\`). Set another default_price on the product first.`,
          );
        }
      }
      if (params.active !== undefined) next.active = params.active;
      if (params.nickname !== undefined) next.nickname = params.nickname;
      if (unset.fields.has('nickname')) next.nickname = null;
      if (params.tax_behavior !== undefined && params.tax_behavior !== before.tax_behavior) {
        if (before.tax_behavior !== 'unspecified') {
          throw invalid(
            'tax_behavior',
            `This price's tax_behavior is already ${before.tax_behavior}: it can only be set once, on a price whose tax_behavior is unspecified.`,
          );
        }
        next.tax_behavior = params.tax_behavior as TaxBehavior;
      }
      next.metadata = mergeMetadata(before.metadata, params.metadata, unset);
      let options = row.currencyOptions;
      const own = options[before.currency];
      if (params.currency_options !== undefined || unset.fields.has('currency_options')) {
        const others = currencyOptions(params.currency_options, {
          currency: before.currency,
          tax_behavior: next.tax_behavior,
          custom: before.custom_unit_amount !== null,
        });
        options = own ? { [before.currency]: own, ...others } : others;
      }
      if (own && next.tax_behavior !== own.tax_behavior) {
        options = { ...options, [before.currency]: { ...own, tax_behavior: next.tax_behavior } };
      }
      if (unset.fields.has('lookup_key')) next.lookup_key = null;
      if (params.lookup_key !== undefined && params.lookup_key !== before.lookup_key) {
        await claimLookupKey(
          tx,
          account,
          params.lookup_key,
          id,
          params.transfer_lookup_key ?? false,
        );
        next.lookup_key = params.lookup_key;
      }
      const previous = previousPriceAttributes(before, next);
      const optionsChanged = JSON.stringify(options) !== JSON.stringify(row.currencyOptions);
      if (Object.keys(previous).length === 0 && !optionsChanged) return before;
      if (!(await updatePrice(tx, next, options))) throw lookupKeyTaken('another price');
      await record(tx, account, 'price.updated', next, previous);
      return next;
    });
  }

  async list(
    account: Account,
    params: Omit<ListPricesParams, 'created'> & { created?: number | CreatedRange | undefined },
  ): Promise<ListObject<PriceObject>> {
    const { active, currency, lookup_keys: keys, product, recurring, type, created } = params;
    if (keys && keys.length > MAX_LOOKUP_KEYS) {
      throw invalid('lookup_keys', `You can pass at most ${MAX_LOOKUP_KEYS} lookup_keys.`);
    }
    if (recurring?.meter !== undefined) {
      throw resourceMissing('billing meter', recurring.meter, 'recurring[meter]');
    }
    const filter = new ListFilter(account.id)
      .also('NOT inline')
      .equals('active', active)
      .equals('currency', currency?.toLowerCase())
      .equals('product_id', product)
      .equals('type', type)
      .equals('recurring_interval', recurring?.interval)
      .equals('recurring_usage_type', recurring?.usage_type)
      .on(keys, (placeholder) => `lookup_key = ANY(${placeholder}::text[])`)
      .created(created, 'created');
    if (recurring !== undefined) filter.also("type = 'recurring'");
    return listPage(this.#store, {
      table: 'prices',
      kind: 'price',
      where: filter.where,
      values: filter.values,
      page: {
        limit: params.limit,
        starting_after: params.starting_after,
        ending_before: params.ending_before,
      },
      url: '/v1/prices',
    });
  }

  search(account: Account, params: SearchParams): Promise<SearchResult<PriceObject>> {
    return searchObjects(this.#store, account.id, params, {
      table: 'prices',
      resource: 'prices',
      fields: PRICE_SEARCH_FIELDS,
      where: ['NOT inline'],
      url: '/v1/prices/search',
    });
  }

  /** The prices with their currency_options filled in (expand[]=currency_options). */
  async withCurrencyOptions(account: Account, prices: PriceObject[]): Promise<PriceObject[]> {
    const options = await currencyOptionsOf(
      this.#store,
      account.id,
      prices.map((p) => p.id),
    );
    return prices.map((price) => ({ ...price, currency_options: options.get(price.id) ?? {} }));
  }

  /**
   * For Checkout's line items: the price `priceId` with its product, refused with Stripe's
   * errors under `param` when unknown, inactive or of an inactive product. Give `db` to read
   * inside the caller's transaction.
   */
  retrieveForCheckout(
    account: Account,
    priceId: string,
    param = 'price',
    db: Queryable = this.#store,
  ): Promise<CheckoutPrice> {
    return priceForCheckout(db, account, priceId, param);
  }

  /**
   * For Checkout's line items: an inline price (and product) from `price_data`, parsed with
   * PRICE_DATA_SHAPE; archived from the start, no event, not listed. Give `db` (the caller's
   * transaction) so it commits with the session that uses it.
   */
  createInline(
    account: Account,
    data: PriceDataParams,
    param = 'price_data',
    db?: Queryable,
  ): Promise<CheckoutPrice> {
    if (db) return inlinePrice(db, account, data, param, this.now);
    return this.#store.transaction((tx) => inlinePrice(tx, account, data, param, this.now));
  }
}
