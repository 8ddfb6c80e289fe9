import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';

// The rows behind the pages a buyer is sent to (3-D Secure challenges, simulated banks): both
// tables keep an attempt per intent and method, answered once and used up by one charge.
export type PageTable = 'three_d_secure_attempts' | 'bank_redirects';

/** Uses up a succeeded attempt of this method for this intent; false when there is none. */
export async function consumeSucceeded(
  tx: Queryable,
  table: PageTable,
  account: Account,
  intentId: string,
  methodId: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE ${table} SET consumed = true
     WHERE id = (SELECT id FROM ${table}
       WHERE account_id = $1 AND intent_id = $2 AND payment_method_id = $3
         AND status = 'succeeded' AND NOT consumed LIMIT 1)
     RETURNING id`,
    [account.id, intentId, methodId],
  );
  return rows.length > 0;
}

/** One attempt by id (locked for the answer), with the columns the caller reads. */
export async function findPageAttempt<R>(
  db: Queryable,
  table: PageTable,
  columns: string,
  account: Account,
  id: string,
  lock: boolean,
): Promise<R | undefined> {
  const rows = await db.query<R & Record<string, unknown>>(
    `SELECT ${columns} FROM ${table} WHERE id = $1 AND account_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, account.id],
  );
  return rows[0];
}
