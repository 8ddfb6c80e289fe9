import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import { parseCurrency } from '../platform/currencies.js';
import { expandObjects, listItemPaths } from '../platform/expand.js';
import { ListFilter, type ListObject, listPage } from '../platform/list-pages.js';
import { parseCreated } from '../platform/list-params.js';
import type { Queryable, Store } from '../store/store.js';
import type { ListBalanceTransactionsParams } from './balance-params.js';
import { balanceSums, findBalanceTransaction } from './balance-rows.js';
import type { BalanceTransactionObject } from './balance-transaction-object.js';

interface BalanceAmount {
  amount: number;
  currency: string;
  source_types: { card: number };
}

export interface BalanceObject {
  object: 'balance';
  available: BalanceAmount[];
  connect_reserved: { amount: number; currency: string }[];
  livemode: false;
  pending: BalanceAmount[];
}

const amountOf = (amount: number, currency: string): BalanceAmount => ({
  amount,
  currency,
  // Every method Kassa takes is one Stripe counts under `card` (legacy ACH and FPX aside).
  source_types: { card: amount },
});

/** The account's balance as `GET /v1/balance` shows it, read in the caller's transaction. */
export async function balanceOf(db: Queryable, account: Account): Promise<BalanceObject> {
  const sums = await balanceSums(db, account);
  // An account with no transaction yet shows zero in its default currency, as Stripe's does.
  const rows =
    sums.length > 0 ? sums : [{ currency: account.defaultCurrency, available: 0, pending: 0 }];
  return {
    object: 'balance',
    available: rows.map((row) => amountOf(row.available, row.currency)),
    connect_reserved: rows.map((row) => ({ amount: 0, currency: row.currency })),
    livemode: false,
    pending: rows.map((row) => amountOf(row.pending, row.currency)),
  };
}

/** The account's balance and the transactions that make it (read only: payments write them). */
export class BalanceService {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  balance(account: Account): Promise<BalanceObject> {
    return balanceOf(this.#store, account);
  }

  async retrieve(account: Account, id: string, expand?: string[]) {
    const found = await findBalanceTransaction(this.#store, account, id);
    const [expanded] = await expandObjects(this.#store, account, [found], expand);
    return expanded ?? found;
  }

  async list(
    account: Account,
    params: ListBalanceTransactionsParams,
  ): Promise<ListObject<BalanceTransactionObject>> {
    // Kassa makes no payouts: a payout id names nothing.
    if (params.payout !== undefined) throw resourceMissing('payout', params.payout, 'payout');
    const { where, values } = new ListFilter(account.id)
      .equals('currency', params.currency && parseCurrency(params.currency))
      .equals('source_id', params.source)
      .equals('type', params.type)
      .created(parseCreated(params.created), 'created');
    const page = await listPage<BalanceTransactionObject>(this.#store, {
      table: 'balance_transaction_objects',
      kind: 'balance_transaction',
      where,
      values,
      page: params,
      url: '/v1/balance_transactions',
    });
    await expandObjects(this.#store, account, page.data, listItemPaths(params.expand));
    return page;
  }
}
