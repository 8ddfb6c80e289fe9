import { requireCustomer } from '../customers/customer-rows.js';
import { ApiError, resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { BankRedirectService } from '../hosted-pages/bank-redirects.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { lockPaymentIntent, writeIntent } from '../intents/payment-intent-rows.js';
import { pendingTransferPages } from '../page-attempts/bank-redirect-attempts.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { newId, unixNow } from '../platform/ids.js';
import type { PageParams } from '../platform/list-pages.js';
import { type ListObject, listPage } from '../platform/list-pages.js';
import type { Queryable, Store } from '../store/store.js';
import {
  type CashBalanceObject,
  type CashBalanceTransactionObject,
  cashBalanceObject,
  TRANSFER_TYPES,
} from './cash-balance-object.js';
import {
  addToBalance,
  balancesOf,
  findCashTransaction,
  insertCashTransaction,
} from './cash-balance-rows.js';

export interface FundParams {
  readonly amount?: number | undefined;
  readonly currency?: string | undefined;
  readonly reference?: string | undefined;
}

interface TransferAction {
  amount_remaining: number;
  reference?: string;
}

function transferAction(intent: PaymentIntentObject): TransferAction | null {
  const next = intent.next_action as { type?: string; [key: string]: unknown } | null;
  if (next?.type !== 'display_bank_transfer_instructions') return null;
  return next.display_bank_transfer_instructions as TransferAction;
}

/**
 * Customers' cash balances in test mode: a funding (the test helper standing in for a bank
 * transfer the customer sends) adds to the balance, which then pays the customer's
 * customer_balance PaymentIntents awaiting funds in that currency (the one whose reference
 * the transfer quotes first, then the oldest), in full or in part, as Stripe reconciles.
 */
export class CashBalanceService {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #pages: BankRedirectService;

  constructor(store: Store, clock: Clock, pages: BankRedirectService) {
    this.#store = store;
    this.#clock = clock;
    this.#pages = pages;
  }

  async retrieve(account: Account, customerId: string): Promise<CashBalanceObject> {
    await requireCustomer(this.#store, account, customerId, { param: 'customer' });
    return cashBalanceObject(customerId, await balancesOf(this.#store, account, customerId));
  }

  async listTransactions(
    account: Account,
    customerId: string,
    page: PageParams,
  ): Promise<ListObject<CashBalanceTransactionObject>> {
    await requireCustomer(this.#store, account, customerId, { param: 'customer' });
    return listPage(this.#store, {
      table: 'customer_cash_balance_transactions',
      kind: 'customer_cash_balance_transaction',
      where: ['account_id = $1', 'customer_id = $2'],
      values: [account.id, customerId],
      page,
      url: `/v1/customers/${customerId}/cash_balance_transactions`,
    });
  }

  async retrieveTransaction(
    account: Account,
    customerId: string,
    id: string,
  ): Promise<CashBalanceTransactionObject> {
    await requireCustomer(this.#store, account, customerId, { param: 'customer' });
    const found = await findCashTransaction(this.#store, account, customerId, id);
    if (!found) throw resourceMissing('customer_cash_balance_transaction', id);
    return found;
  }

  /** POST /v1/test_helpers/customers/:id/fund_cash_balance: the funded transaction. */
  async fund(
    account: Account,
    customerId: string,
    params: FundParams,
  ): Promise<CashBalanceTransactionObject> {
    const amount = params.amount ?? 0;
    if (amount <= 0) {
      throw new ApiError('parameter_invalid_integer', 'This value must be greater than 0.', {
        param: 'amount',
      });
    }
    const currency = (params.currency ?? '').toLowerCase();
    const type = TRANSFER_TYPES[currency];
    if (type === undefined) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid currency: a cash balance holds one of ${Object.keys(TRANSFER_TYPES).join(', ')}.`,
        { param: 'currency' },
      );
    }
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { param: 'customer', lock: true });
      const now = this.#clock();
      const balance = await addToBalance(tx, account, customerId, currency, amount);
      const funded: CashBalanceTransactionObject = {
        id: newId('ccsbtxn'),
        object: 'customer_cash_balance_transaction',
        created: unixNow(now),
        currency,
        customer: customerId,
        ending_balance: balance,
        funded: { bank_transfer: { reference: params.reference ?? null, type } },
        livemode: false,
        net_amount: amount,
        type: 'funded',
      };
      await insertCashTransaction(tx, account, funded);
      await record(tx, account, 'customer_cash_balance_transaction.created', funded);
      const left = await this.#reconcile(tx, account, customerId, currency, balance, params);
      if (left > 0) {
        const cash = cashBalanceObject(customerId, await balancesOf(tx, account, customerId));
        await record(tx, account, 'cash_balance.funds_available', cash);
      }
      return funded;
    });
  }

  /** Pays awaiting intents from the balance; answers what is left of it. */
  async #reconcile(
    tx: Queryable,
    account: Account,
    customerId: string,
    currency: string,
    balance: number,
    params: FundParams,
  ): Promise<number> {
    const pages = await pendingTransferPages(tx, account, customerId, currency);
    const intents: { page: (typeof pages)[number]; intent: PaymentIntentObject }[] = [];
    for (const page of pages) {
      intents.push({ page, intent: await lockPaymentIntent(tx, account, page.intent_id) });
    }
    // The payment whose reference the transfer quotes goes first, then the oldest.
    const quoted = (intent: PaymentIntentObject) =>
      params.reference !== undefined && transferAction(intent)?.reference === params.reference;
    intents.sort((a, b) => Number(quoted(b.intent)) - Number(quoted(a.intent)));
    let left = balance;
    for (const { page, intent } of intents) {
      const action = transferAction(intent);
      if (left <= 0 || action === null) continue;
      const applied = Math.min(left, action.amount_remaining);
      left = await addToBalance(tx, account, customerId, currency, -applied);
      const transaction: CashBalanceTransactionObject = {
        id: newId('ccsbtxn'),
        object: 'customer_cash_balance_transaction',
        applied_to_payment: { payment_intent: intent.id },
        created: unixNow(this.#clock()),
        currency,
        customer: customerId,
        ending_balance: left,
        livemode: false,
        net_amount: -applied,
        type: 'applied_to_payment',
      };
      await insertCashTransaction(tx, account, transaction);
      await record(tx, account, 'customer_cash_balance_transaction.created', transaction);
      if (applied === action.amount_remaining) {
        await this.#pages.settleTransfer(tx, account, page);
      } else {
        const next = intent.next_action as Record<string, unknown>;
        const funded = {
          ...intent,
          next_action: {
            ...next,
            display_bank_transfer_instructions: {
              ...action,
              amount_remaining: action.amount_remaining - applied,
            },
          },
        } as unknown as PaymentIntentObject;
        await writeIntent(tx, funded);
        // Stripe's event for funds applied to the payment while some of it is still due.
        await record(tx, account, 'payment_intent.partially_funded', funded, {
          next_action: intent.next_action,
        });
      }
    }
    return left;
  }
}
