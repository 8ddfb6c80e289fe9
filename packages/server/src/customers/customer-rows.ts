import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { CustomerObject } from './customer-object.js';

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
