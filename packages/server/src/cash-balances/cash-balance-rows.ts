import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { CashBalanceTransactionObject } from './cash-balance-object.js';

// The one module owning customer_cash_balances' and its transactions' SQL (the generic list
// page aside).

/** Adds `delta` (negative to spend) to the customer's balance in a currency; the new balance. */
export async function addToBalance(
  tx: Queryable,
  account: Account,
  customerId: string,
  currency: string,
  delta: number,
): Promise<number> {
  const rows = await tx.query<{ available: string }>(
    `INSERT INTO customer_cash_balances (account_id, customer_id, currency, available)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, customer_id, currency)
     DO UPDATE SET available = customer_cash_balances.available + EXCLUDED.available
     RETURNING available`,
    [account.id, customerId, currency, delta],
  );
  return Number(rows[0]?.available ?? 0);
}

export async function balancesOf(
  db: Queryable,
  account: Account,
  customerId: string,
): Promise<Record<string, number>> {
  const rows = await db.query<{ currency: string; available: string }>(
    `SELECT currency, available FROM customer_cash_balances
     WHERE account_id = $1 AND customer_id = $2 ORDER BY currency`,
    [account.id, customerId],
  );
  return Object.fromEntries(rows.map((row) => [row.currency, Number(row.available)]));
}

export async function insertCashTransaction(
  tx: Queryable,
  account: Account,
  transaction: CashBalanceTransactionObject,
): Promise<void> {
  await tx.query(
    `INSERT INTO customer_cash_balance_transactions (id, account_id, customer_id, data)
     VALUES ($1, $2, $3, $4::jsonb)`,
    [transaction.id, account.id, transaction.customer, JSON.stringify(transaction)],
  );
}

export async function findCashTransaction(
  db: Queryable,
  account: Account,
  customerId: string,
  id: string,
): Promise<CashBalanceTransactionObject | undefined> {
  const rows = await db.query<{ data: CashBalanceTransactionObject }>(
    `SELECT data FROM customer_cash_balance_transactions
     WHERE id = $1 AND account_id = $2 AND customer_id = $3`,
    [id, account.id, customerId],
  );
  return rows[0]?.data;
}
