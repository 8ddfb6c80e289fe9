import { ApiError, resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import {
  type CreatedRange,
  ListFilter,
  type ListObject,
  listPage,
} from '../platform/list-pages.js';
import type { Params } from '../platform/schema.js';
import { type SEARCH_SHAPE, type SearchResult, searchObjects } from '../platform/search-pages.js';
import type { SearchFields } from '../platform/search-query.js';
import { mergeMetadata, NOTHING_UNSET, type Unset } from '../platform/unset.js';
import type { Queryable, Store } from '../store/store.js';
import type { PriceAmountParams } from './price-data-params.js';
import {
  checkImages,
  checkMarketingFeatures,
  checkPackageDimensions,
  checkStatementDescriptor,
  checkTaxCode,
  checkUnitLabel,
  checkUrl,
} from './product-fields.js';
import { type DeletedProduct, type ProductObject, previousAttributes } from './product-object.js';
import type {
  CreateProductParams,
  ListProductsParams,
  UpdateProductParams,
} from './product-params.js';
import { deleteProduct, findProduct, insertProduct, updateProduct } from './product-rows.js';

/**
 * What products need of prices, given by services.ts (prices/ comes after products/ and builds
 * on its rows, so products/ cannot import it): a default price made from default_price_data, a
 * price's product, and whether a product has prices.
 */
export interface ProductPrices {
  createDefaultPrice(
    tx: Queryable,
    account: Account,
    product: ProductObject,
    data: PriceAmountParams,
  ): Promise<{ id: string }>;
  /** The product a price of the account belongs to, or null when the account has no such price. */
  productOfPrice(tx: Queryable, account: Account, priceId: string): Promise<string | null>;
  hasPrices(tx: Queryable, account: Account, productId: string): Promise<boolean>;
}

export const PRODUCT_SEARCH_FIELDS: SearchFields = {
  active: { kind: 'boolean', column: 'active' },
  created: { kind: 'timestamp', column: 'created' },
  description: { kind: 'string', column: "(data->>'description')", substring: true },
  metadata: { kind: 'metadata' },
  name: { kind: 'string', column: "(data->>'name')", substring: true },
  shippable: { kind: 'boolean', column: 'shippable' },
  url: { kind: 'string', column: 'url', substring: true },
};

export type SearchParams = Params<typeof SEARCH_SHAPE>;

/** Builds a product object from create parameters (also a price's product_data). */
export function newProduct(
  params: Omit<CreateProductParams, 'default_price_data' | 'expand'>,
  now: number,
): ProductObject {
  return {
    id: params.id ?? `prod_${randomBase62(14)}`,
    object: 'product',
    active: params.active ?? true,
    created: now,
    default_price: null,
    description: params.description ?? null,
    images: params.images ? checkImages(params.images) : [],
    livemode: false,
    marketing_features:
      params.marketing_features === undefined
        ? []
        : checkMarketingFeatures(params.marketing_features),
    metadata: params.metadata ?? {},
    name: params.name ?? '',
    package_dimensions:
      params.package_dimensions === undefined
        ? null
        : checkPackageDimensions(params.package_dimensions),
    shippable: params.shippable ?? null,
    statement_descriptor:
      params.statement_descriptor === undefined
        ? null
        : checkStatementDescriptor(params.statement_descriptor),
    tax_code: params.tax_code === undefined ? null : checkTaxCode(params.tax_code),
    tax_details: null,
    type: (params.type ?? 'service') as ProductObject['type'],
    unit_label: params.unit_label === undefined ? null : checkUnitLabel(params.unit_label),
    updated: now,
    url: params.url === undefined ? null : checkUrl(params.url, 'url'),
  };
}

function checkCustomId(id: string | undefined): void {
  if (id !== undefined && !/^[A-Za-z0-9_-]{1,255}$/.test(id)) {
    throw new ApiError(
      'parameter_invalid_value',
      'A product id may contain only letters, digits, dashes and underscores.',
      { param: 'id' },
    );
  }
}

/** `/v1/products`: the catalogue's products, their default price, list and search. */
export class ProductService {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #prices: ProductPrices;

  constructor(store: Store, prices: ProductPrices, clock: Clock = () => new Date()) {
    this.#store = store;
    this.#clock = clock;
    this.#prices = prices;
  }

  create(account: Account, params: CreateProductParams): Promise<ProductObject> {
    const { default_price_data: priceData, expand: _expand, ...fields } = params;
    checkCustomId(fields.id);
    const product = newProduct(fields, unixNow(this.#clock()));
    return this.#store.transaction(async (tx) => {
      if (!(await insertProduct(tx, account.id, product))) {
        throw new ApiError('resource_already_exists', 'Product already exists.', { param: 'id' });
      }
      let created = product;
      if (priceData) {
        // The price needs its product's row; the product's event then carries its default price.
        const price = await this.#prices.createDefaultPrice(tx, account, product, priceData);
        created = { ...product, default_price: price.id };
        await updateProduct(tx, created);
      }
      await record(tx, account, 'product.created', created);
      return created;
    });
  }

  async retrieve(account: Account, id: string): Promise<ProductObject> {
    const row = await findProduct(this.#store, account.id, id);
    if (!row) throw resourceMissing('product', id);
    return row.product;
  }

  update(
    account: Account,
    id: string,
    params: UpdateProductParams,
    unset: Unset = NOTHING_UNSET,
  ): Promise<ProductObject> {
    return this.#store.transaction(async (tx) => {
      const row = await findProduct(tx, account.id, id, true);
      if (!row) throw resourceMissing('product', id);
      const before = row.product;
      const next = this.#applyUpdate(before, params, unset);
      if (params.default_price !== undefined) {
        const owner = await this.#prices.productOfPrice(tx, account, params.default_price);
        if (owner === null) throw resourceMissing('price', params.default_price, 'default_price');
        if (owner !== id) {
          throw new ApiError(
            'parameter_invalid_value',
            `The price \`${params.default_price}\` belongs to another product (\`${owner}\`): a product's default price must be one of its own prices.`,
            { param: 'default_price' },
          );
        }
        next.default_price = params.default_price;
      }
      const previous = previousAttributes(before, next);
      if (Object.keys(previous).length === 0) return before;
      next.updated = unixNow(this.#clock());
      await updateProduct(tx, next);
      await record(tx, account, 'product.updated', next, previous);
      return next;
    });
  }

  #applyUpdate(before: ProductObject, params: UpdateProductParams, unset: Unset): ProductObject {
    const cleared = (field: string) => unset.fields.has(field);
    const next: ProductObject = { ...before };
    if (params.name !== undefined) next.name = params.name;
    if (params.active !== undefined) next.active = params.active;
    if (params.shippable !== undefined) next.shippable = params.shippable;
    if (params.description !== undefined) next.description = params.description;
    if (params.images !== undefined) next.images = checkImages(params.images);
    if (params.marketing_features !== undefined) {
      next.marketing_features = checkMarketingFeatures(params.marketing_features);
    }
    if (params.package_dimensions !== undefined) {
      next.package_dimensions = checkPackageDimensions(params.package_dimensions);
    }
    if (params.statement_descriptor !== undefined) {
      next.statement_descriptor = checkStatementDescriptor(params.statement_descriptor);
    }
    if (params.tax_code !== undefined) next.tax_code = checkTaxCode(params.tax_code);
    if (params.unit_label !== undefined) next.unit_label = checkUnitLabel(params.unit_label);
    if (params.url !== undefined) next.url = checkUrl(params.url, 'url');
    if (cleared('description')) next.description = null;
    if (cleared('images')) next.images = [];
    if (cleared('marketing_features')) next.marketing_features = [];
    if (cleared('package_dimensions')) next.package_dimensions = null;
    if (cleared('tax_code')) next.tax_code = null;
    if (cleared('unit_label')) next.unit_label = null;
    if (cleared('url')) next.url = null;
    next.metadata = mergeMetadata(before.metadata, params.metadata, unset);
    return next;
  }

  /** Deletes a product that has no prices (Stripe's rule); one with prices can be archived. */
  del(account: Account, id: string): Promise<DeletedProduct> {
    return this.#store.transaction(async (tx) => {
      const row = await findProduct(tx, account.id, id, true);
      if (!row) throw resourceMissing('product', id);
      if (await this.#prices.hasPrices(tx, account, id)) {
        throw new ApiError(
          'parameter_invalid_value',
          'This product cannot be deleted because it has one or more user-created prices.',
          { param: 'id' },
        );
      }
      await deleteProduct(tx, account.id, id);
      await record(tx, account, 'product.deleted', row.product);
      return { id, object: 'product', deleted: true };
    });
  }

  list(
    account: Account,
    params: Omit<ListProductsParams, 'created'> & { created?: number | CreatedRange | undefined },
  ): Promise<ListObject<ProductObject>> {
    const { active, ids, shippable, url, created, expand: _expand, ...page } = params;
    const filter = new ListFilter(account.id)
      .also('NOT inline')
      .equals('active', active)
      .equals('shippable', shippable)
      .equals('url', url)
      .on(ids, (placeholder) => `id = ANY(${placeholder}::text[])`)
      .created(created, 'created');
    return listPage(this.#store, {
      table: 'products',
      kind: 'product',
      where: filter.where,
      values: filter.values,
      page,
      url: '/v1/products',
    });
  }

  search(account: Account, params: SearchParams): Promise<SearchResult<ProductObject>> {
    return searchObjects(this.#store, account.id, params, {
      table: 'products',
      resource: 'products',
      fields: PRODUCT_SEARCH_FIELDS,
      where: ['NOT inline'],
      url: '/v1/products/search',
    });
  }
}
