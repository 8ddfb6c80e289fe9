import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { CustomerObject } from './customer-object.js';

// The customers table: every statement on it is here.

/** A customer that exists and is not deleted (locked when asked), else Stripe's 404. */
export async function requireCustomer(
  db: Queryable,
  account: Account,
  id: string,
  options: { param?: string; lock?: boolean } = {},
): Promise<CustomerObject> {
  const rows = await db.query<{ data: CustomerObject }>(
    `SELECT data FROM customers WHERE id = $1 AND account_id = $2 AND NOT deleted${
      options.lock ? ' FOR UPDATE' : ''
    }`,
    [id, account.id],
  );
  const row = rows[0];
  if (!row) throw resourceMissing('customer', id, options.param ?? 'id');
  return row.data;
}

/** Whether a customer that is not deleted exists (no row read): Stripe's 404 otherwise. */
export async function assertCustomerExists(
  db: Queryable,
  account: Account,
  id: string,
  param: string,
): Promise<void> {
  const rows = await db.query(
    'SELECT 1 FROM customers WHERE id = $1 AND account_id = $2 AND NOT deleted',
    [id, account.id],
  );
  if (rows.length === 0) throw resourceMissing('customer', id, param);
}

/** The customer, deleted or not; undefined when the account never had it. */
export async function findCustomerRow(
  db: Queryable,
  account: Account,
  id: string,
): Promise<{ data: CustomerObject; deleted: boolean } | undefined> {
  const rows = await db.query<{ data: CustomerObject; deleted: boolean }>(
    'SELECT data, deleted FROM customers WHERE id = $1 AND account_id = $2',
    [id, account.id],
  );
  return rows[0];
}

export async function insertCustomer(
  db: Queryable,
  account: Account,
  customer: CustomerObject,
): Promise<void> {
  await db.query(
    `INSERT INTO customers (id, account_id, email, created, data)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [customer.id, account.id, customer.email, customer.created, JSON.stringify(customer)],
  );
}

export async function writeCustomer(db: Queryable, customer: CustomerObject): Promise<void> {
  await db.query('UPDATE customers SET email = $2, data = $3::jsonb WHERE id = $1', [
    customer.id,
    customer.email,
    JSON.stringify(customer),
  ]);
}

export async function markCustomerDeleted(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE customers SET deleted = true WHERE id = $1', [id]);
}

/** A detached method stops being the customer's default payment method. */
export async function clearDefaultMethod(
  db: Queryable,
  account: Account,
  customerId: string | null,
  methodId: string,
): Promise<void> {
  await db.query(
    `UPDATE customers
     SET data = jsonb_set(data, '{invoice_settings,default_payment_method}', 'null'::jsonb)
     WHERE id = $1 AND account_id = $2
       AND data->'invoice_settings'->>'default_payment_method' = $3`,
    [customerId, account.id, methodId],
  );
}

/**
 * Sets the customer's default_source to `next` (null clears it) only while it is `current`:
 * a first card source becomes the default (current null), a deleted one stops being it.
 */
export async function replaceDefaultSource(
  db: Queryable,
  account: Account,
  customerId: string,
  change: { current: string | null; next: string | null },
): Promise<CustomerObject | undefined> {
  const rows = await db.query<{ data: CustomerObject }>(
    `UPDATE customers
     SET data = jsonb_set(data, '{default_source}', COALESCE(to_jsonb($4::text), 'null'::jsonb))
     WHERE id = $1 AND account_id = $2 AND data->>'default_source' IS NOT DISTINCT FROM $3::text
     RETURNING data`,
    [customerId, account.id, change.current, change.next],
  );
  return rows[0]?.data;
}
