import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { CustomerShipping } from './customer-object.js';

// The customer_shipping_addresses table (migration 0107): every statement on it is here.

export interface SavedShippingAddress {
  id: string;
  shipping: CustomerShipping;
}

/** A customer's saved shipping addresses, oldest first. */
export async function listShippingAddresses(
  db: Queryable,
  account: Account,
  customerId: string,
): Promise<SavedShippingAddress[]> {
  const rows = await db.query<{ id: string; data: CustomerShipping }>(
    `SELECT id, data FROM customer_shipping_addresses
     WHERE account_id = $1 AND customer_id = $2 ORDER BY seq`,
    [account.id, customerId],
  );
  return rows.map((row) => ({ id: row.id, shipping: row.data }));
}

export async function insertShippingAddress(
  db: Queryable,
  account: Account,
  customerId: string,
  saved: SavedShippingAddress,
): Promise<void> {
  await db.query(
    `INSERT INTO customer_shipping_addresses (id, account_id, customer_id, data)
     VALUES ($1, $2, $3, $4::jsonb)`,
    [saved.id, account.id, customerId, JSON.stringify(saved.shipping)],
  );
}

/** Replaces one of the customer's addresses; false when the customer has none by that id. */
export async function updateShippingAddress(
  db: Queryable,
  account: Account,
  customerId: string,
  saved: SavedShippingAddress,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE customer_shipping_addresses SET data = $4::jsonb
     WHERE id = $1 AND account_id = $2 AND customer_id = $3 RETURNING 1`,
    [saved.id, account.id, customerId, JSON.stringify(saved.shipping)],
  );
  return rows.length > 0;
}

/** Deletes one of the customer's addresses; false when the customer has none by that id. */
export async function deleteShippingAddress(
  db: Queryable,
  account: Account,
  customerId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM customer_shipping_addresses
     WHERE id = $1 AND account_id = $2 AND customer_id = $3 RETURNING 1`,
    [id, account.id, customerId],
  );
  return rows.length > 0;
}
