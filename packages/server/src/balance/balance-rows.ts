import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { BalanceTransactionObject } from './balance-transaction-object.js';

// The one module owning balance_transactions' SQL (the generic list page and expand[] aside,
// which read the balance_transaction_objects view). Reads go through that view: it derives
// each transaction's `status` from its `available_on` at read time.

const COLUMNS = 'id, account_id, source_id, type, currency, created, available_on, net, data';

/** Inserts balance transactions (of one account) in the caller's transaction. */
export async function insertBalanceTransactions(
  tx: Queryable,
  account: Account,
  transactions: readonly BalanceTransactionObject[],
): Promise<void> {
  if (transactions.length === 0) return;
  await tx.query(`INSERT INTO balance_transactions (${COLUMNS}) ${fromJsonArray('$2', '$1')}`, [
    account.id,
    JSON.stringify(transactions),
  ]);
}

function fromJsonArray(array: string, accountParam: string, from = ''): string {
  return `SELECT b->>'id', ${accountParam}, b->>'source', b->>'type', b->>'currency',
    (b->>'created')::bigint, (b->>'available_on')::bigint, (b->>'net')::bigint, b
    FROM ${from}jsonb_array_elements(${array}::jsonb) AS b`;
}

/**
 * A CTE inserting the balance transactions of a JSON array parameter, for the one-statement
 * payment write (payment-intents/payment-writes.ts); `guard` names a CTE that must have
 * answered a row (the intent's UPDATE), or nothing.
 */
export function balanceTransactionsCte(array: string, accountParam: string, guard?: string) {
  const from = guard === undefined ? '' : `(SELECT 1 FROM ${guard} LIMIT 1) AS g, `;
  return `bt AS (INSERT INTO balance_transactions (${COLUMNS}) ${fromJsonArray(array, accountParam, from)})`;
}

export async function findBalanceTransaction(
  db: Queryable,
  account: Account,
  id: string,
): Promise<BalanceTransactionObject> {
  const rows = await db.query<{ data: BalanceTransactionObject }>(
    'SELECT data FROM balance_transaction_objects WHERE id = $1 AND account_id = $2',
    [id, account.id],
  );
  const found = rows[0]?.data;
  if (!found) throw resourceMissing('balance_transaction', id);
  return found;
}

export interface BalanceSums {
  readonly currency: string;
  readonly available: number;
  readonly pending: number;
}

/** The account's available and pending funds per currency, as the view's statuses say. */
export async function balanceSums(db: Queryable, account: Account): Promise<BalanceSums[]> {
  const rows = await db.query<{ currency: string; available: string; pending: string }>(
    `SELECT currency,
       COALESCE(SUM(net) FILTER (WHERE data->>'status' = 'available'), 0)::text AS available,
       COALESCE(SUM(net) FILTER (WHERE data->>'status' = 'pending'), 0)::text AS pending
     FROM balance_transaction_objects WHERE account_id = $1 GROUP BY currency ORDER BY currency`,
    [account.id],
  );
  return rows.map((row) => ({
    currency: row.currency,
    available: Number(row.available),
    pending: Number(row.pending),
  }));
}
