import { replaceDefaultSource, requireCustomer } from '../customers/customer-rows.js';
import { ApiError, resourceMissing } from '../errors/api-error.js';
import { paymentMethodFromCardToken } from '../payment-methods/card-token-methods.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { findMethod, insertMethod, writeMethod } from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { StoredPaymentMethod } from '../payment-methods/stored-method.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62 } from '../platform/ids.js';
import { type ListObject, listPage } from '../platform/list-pages.js';
import type { Queryable, Store } from '../store/store.js';
import { type CardSource, cardSourceOf } from './card-source-object.js';

// A customer's card sources (Stripe's Sources API on customers): each card is a payment method
// row whose id starts card_, so payments, refunds and the saved-methods list all know it.
// The customer's default_source is the first card added, until that card is deleted.

const SOURCE_WHERE = "customer_id = $2 AND id LIKE 'card\\_%'";

export interface SourceListParams {
  readonly limit?: number | undefined;
  readonly starting_after?: string | undefined;
  readonly ending_before?: string | undefined;
}

export class CustomerSourceService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  /** Adds a card from a token (a stored tok_… or a test token such as tok_visa). */
  create(account: Account, customerId: string, token: string): Promise<CardSource> {
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { lock: true });
      const stored = await this.#fromToken(tx, account, token);
      const method: PaymentMethodObject = {
        ...stored.object,
        id: `card_${randomBase62(24)}`,
        customer: customerId,
      };
      await insertMethod(tx, account, method, stored.outcome);
      await replaceDefaultSource(tx, account, customerId, { current: null, next: method.id });
      return cardSourceOf(method);
    });
  }

  async retrieve(account: Account, customerId: string, id: string): Promise<CardSource> {
    await requireCustomer(this.#store, account, customerId);
    return cardSourceOf(await ownCard(this.#store, account, customerId, id));
  }

  async list(
    account: Account,
    customerId: string,
    page: SourceListParams,
  ): Promise<ListObject<CardSource>> {
    await requireCustomer(this.#store, account, customerId);
    const list = await listPage<PaymentMethodObject>(this.#store, {
      table: 'payment_methods',
      kind: 'source',
      where: ['account_id = $1', SOURCE_WHERE],
      values: [account.id, customerId],
      page,
      url: `/v1/customers/${customerId}/sources`,
    });
    return { ...list, data: list.data.map(cardSourceOf) };
  }

  /** Deletes the card from the customer (it can no longer pay); clears it as default_source. */
  del(account: Account, customerId: string, id: string) {
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { lock: true });
      const method = await ownCard(tx, account, customerId, id);
      await writeMethod(tx, { ...method, customer: null }, true);
      await replaceDefaultSource(tx, account, customerId, { current: id, next: null });
      return { id, object: 'card' as const, deleted: true as const };
    });
  }

  async #fromToken(db: Queryable, account: Account, token: string): Promise<StoredPaymentMethod> {
    const test = token.startsWith('tok_')
      ? this.#methods.buildTest(account, `pm_card_${token.slice('tok_'.length)}`)
      : null;
    if (test) return test;
    if (!token.startsWith('tok_')) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid source: ${token}; expected a card token tok_…`,
        {
          param: 'source',
        },
      );
    }
    return paymentMethodFromCardToken(db, account, { token }, this.#clock(), 'source');
  }
}

async function ownCard(
  db: Queryable,
  account: Account,
  customerId: string,
  id: string,
): Promise<PaymentMethodObject> {
  const row = id.startsWith('card_')
    ? await findMethod(db, account, id).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'resource_missing') return null;
        throw error;
      })
    : null;
  if (!row || row.customer_id !== customerId) throw resourceMissing('source', id, 'id');
  return row.data;
}
