import { ApiError } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { Account } from '../platform/accounts.js';
import {
  checkImages,
  checkStatementDescriptor,
  checkTaxCode,
  checkUnitLabel,
} from '../products/product-fields.js';
import type { ProductObject } from '../products/product-object.js';
import { insertProduct } from '../products/product-rows.js';
import { newProduct } from '../products/product-service.js';
import type { Queryable } from '../store/store.js';

/** The product fields a price's (or a line item's) `product_data` may give. */
export interface ProductData {
  name?: string | undefined;
  active?: boolean | undefined;
  id?: string | undefined;
  description?: string | undefined;
  images?: string[] | undefined;
  metadata?: Record<string, string> | undefined;
  statement_descriptor?: string | undefined;
  tax_code?: string | undefined;
  unit_label?: string | undefined;
}

/**
 * A product made from `product_data` in the caller's transaction, its fields checked under
 * `param` (product_data[unit_label]…). An inline one (a Checkout line item's) is archived from
 * the start and sends no event, as Stripe's inline objects stay out of the catalogue.
 */
export async function createProductFromData(
  tx: Queryable,
  account: Account,
  data: ProductData,
  now: number,
  param: string,
  inline = false,
): Promise<ProductObject> {
  const at = (field: string) => `${param}[${field}]`;
  if (data.statement_descriptor !== undefined) {
    checkStatementDescriptor(data.statement_descriptor, at('statement_descriptor'));
  }
  if (data.unit_label !== undefined) checkUnitLabel(data.unit_label, at('unit_label'));
  if (data.tax_code !== undefined) checkTaxCode(data.tax_code, at('tax_code'));
  if (data.images !== undefined && data.images.length > 8) {
    throw new ApiError('parameter_invalid_value', 'A product can have at most 8 images.', {
      param: at('images'),
    });
  }
  if (data.images !== undefined) checkImages(data.images);
  if (data.id !== undefined && !/^[A-Za-z0-9_-]{1,255}$/.test(data.id)) {
    throw new ApiError(
      'parameter_invalid_value',
      'A product id may contain only letters, digits, dashes and underscores.',
      { param: at('id') },
    );
  }
  const product = newProduct({ ...data, ...(inline ? { active: false } : {}) }, now);
  if (!(await insertProduct(tx, account.id, product, inline))) {
    throw new ApiError('resource_already_exists', 'Product already exists.', { param: at('id') });
  }
  if (!inline) await record(tx, account, 'product.created', product);
  return product;
}
