import type { Queryable } from '../store/store.js';
import type { ProductObject } from './product-object.js';

// The one module owning the products table's SQL (the generic list and search pages aside).

export interface ProductRow {
  readonly product: ProductObject;
  /** Made from a line item's product_data: left out of lists and searches. */
  readonly inline: boolean;
}

const SELECT_SQL = 'SELECT data, inline FROM products WHERE id = $1 AND account_id = $2';

export async function findProduct(
  db: Queryable,
  accountId: string,
  id: string,
  lock = false,
): Promise<ProductRow | null> {
  const rows = await db.query<{ data: ProductObject; inline: boolean }>(
    lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL,
    [id, accountId],
  );
  const row = rows[0];
  return row ? { product: row.data, inline: row.inline } : null;
}

/** Inserts the product unless its id is taken (a custom id); false when it was. */
export async function insertProduct(
  db: Queryable,
  accountId: string,
  product: ProductObject,
  inline = false,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO products (id, account_id, created, active, shippable, url, inline, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [
      product.id,
      accountId,
      product.created,
      product.active,
      product.shippable,
      product.url,
      inline,
      JSON.stringify(product),
    ],
  );
  return rows.length === 1;
}

export async function updateProduct(db: Queryable, product: ProductObject): Promise<void> {
  await db.query(
    'UPDATE products SET active = $2, shippable = $3, url = $4, data = $5::jsonb WHERE id = $1',
    [product.id, product.active, product.shippable, product.url, JSON.stringify(product)],
  );
}

export async function deleteProduct(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query('DELETE FROM products WHERE id = $1 AND account_id = $2', [id, accountId]);
}
