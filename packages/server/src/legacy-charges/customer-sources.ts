import { replaceDefaultSource, requireCustomer } from '../customers/customer-rows.js';
import { ApiError, resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import {
  findSourceState,
  findSourceStates,
  type SourceState,
} from '../page-attempts/source-state.js';
import { paymentMethodFromCardToken } from '../payment-methods/card-token-methods.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import {
  findMethod,
  findMethodRow,
  insertMethod,
  writeMethod,
} from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { StoredPaymentMethod } from '../payment-methods/stored-method.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62 } from '../platform/ids.js';
import { type ListObject, listPage, type PageParams } from '../platform/list-pages.js';
import type { Queryable, Store } from '../store/store.js';
import { type CardSource, cardSourceOf } from './card-source-object.js';
import { type AnySource, renderSource } from './source-object.js';

// A customer's card sources (Stripe's Sources API on customers): each card is a payment method
// row whose id starts card_, so payments, refunds and the saved-methods list all know it.
// The customer's default_source is the first card added, until that card is deleted.

const SOURCE_WHERE = "customer_id = $2 AND (id LIKE 'card\\_%' OR id LIKE 'src\\_%')";

/** What the Sources API shows for one of a customer's rows: a Card, or a Source it was given. */
export type CustomerSource = CardSource | AnySource;

function customerSourceOf(
  account: Account,
  method: PaymentMethodObject,
  state?: SourceState,
): CustomerSource {
  if (!method.id.startsWith('src_')) return cardSourceOf(method);
  return renderSource(account, { data: method, detached: false }, state);
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

  /**
   * Adds a card from a token (a stored tok_… or a test token such as tok_visa), or attaches
   * a card source (src_…) that no other customer has.
   */
  create(account: Account, customerId: string, source: string): Promise<CustomerSource> {
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { lock: true });
      let method: PaymentMethodObject;
      let state: SourceState | undefined;
      if (source.startsWith('src_')) {
        method = { ...(await freeSource(tx, account, customerId, source)), customer: customerId };
        state = await findSourceState(tx, account, source);
        // Stripe attaches a source only while it can still pay.
        if (state && state.status !== 'chargeable' && state.status !== 'pending') {
          throw unattachable();
        }
        await writeMethod(tx, method);
      } else {
        const stored = await this.#fromToken(tx, account, source);
        method = { ...stored.object, id: `card_${randomBase62(24)}`, customer: customerId };
        await insertMethod(tx, account, method, stored.outcome);
      }
      const added = customerSourceOf(account, method, state);
      await record(tx, account, 'customer.source.created', added);
      await recordDefaultSource(tx, account, customerId, { current: null, next: method.id });
      return added;
    });
  }

  async retrieve(account: Account, customerId: string, id: string): Promise<CustomerSource> {
    await requireCustomer(this.#store, account, customerId);
    const method = await ownCard(this.#store, account, customerId, id);
    return customerSourceOf(account, method, await findSourceState(this.#store, account, id));
  }

  async list(
    account: Account,
    customerId: string,
    page: PageParams,
  ): Promise<ListObject<CustomerSource>> {
    await requireCustomer(this.#store, account, customerId);
    const list = await listPage<PaymentMethodObject>(this.#store, {
      table: 'payment_methods',
      kind: 'source',
      where: ['account_id = $1', SOURCE_WHERE],
      values: [account.id, customerId],
      page,
      url: `/v1/customers/${customerId}/sources`,
    });
    const states = await findSourceStates(
      this.#store,
      account,
      list.data.map((method) => method.id).filter((id) => id.startsWith('src_')),
    );
    const data = list.data.map((method) =>
      customerSourceOf(account, method, states.get(method.id)),
    );
    return { ...list, data };
  }

  /** Deletes the card from the customer (it can no longer pay); clears it as default_source. */
  del(account: Account, customerId: string, id: string) {
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { lock: true });
      const method = await ownCard(tx, account, customerId, id);
      const state = await findSourceState(tx, account, id);
      await writeMethod(tx, { ...method, customer: null }, true);
      await record(
        tx,
        account,
        'customer.source.deleted',
        customerSourceOf(account, method, state),
      );
      await recordDefaultSource(tx, account, customerId, { current: id, next: null });
      if (id.startsWith('src_')) {
        return renderSource(
          account,
          { data: { ...method, customer: null }, detached: true },
          state,
        );
      }
      return { id, object: 'card' as const, deleted: true as const };
    });
  }

  async #fromToken(db: Queryable, account: Account, token: string): Promise<StoredPaymentMethod> {
    if (!token.startsWith('tok_')) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid source: ${token}; expected a card token tok_…`,
        { param: 'source' },
      );
    }
    const test = this.#methods.buildTestToken(account, token);
    if (test) return test;
    return paymentMethodFromCardToken(db, account, { token }, this.#clock(), 'source');
  }
}

/**
 * Moves the customer's default_source from `current` to `next` when it is still `current`, with
 * the customer.updated event Stripe sends for it.
 */
async function recordDefaultSource(
  tx: Queryable,
  account: Account,
  customerId: string,
  change: { current: string | null; next: string | null },
): Promise<void> {
  const customer = await replaceDefaultSource(tx, account, customerId, change);
  if (customer === undefined) return;
  await record(tx, account, 'customer.updated', customer, { default_source: change.current });
}

function unattachable(): ApiError {
  return new ApiError(
    'parameter_invalid_value',
    'The source you provided cannot be attached to the customer. It must be chargeable or pending.',
    { param: 'source' },
  );
}

/** A source the account holds and no customer has: the one a customer may be given. */
async function freeSource(
  db: Queryable,
  account: Account,
  customerId: string,
  id: string,
): Promise<PaymentMethodObject> {
  const row = await findMethodRow(db, account, id, { lock: true });
  if (!row) throw resourceMissing('source', id, 'source');
  // Taken off a customer, a source is consumed: Stripe's words for attaching it again.
  if (row.detached) throw unattachable();
  if (row.customer_id !== null && row.customer_id !== customerId) {
    throw new ApiError(
      'parameter_invalid_value',
      `The source ${id} has already been attached to a customer.`,
      { param: 'source' },
    );
  }
  return row.data;
}

async function ownCard(
  db: Queryable,
  account: Account,
  customerId: string,
  id: string,
): Promise<PaymentMethodObject> {
  const row = /^(card|src)_/.test(id)
    ? await findMethod(db, account, id).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'resource_missing') return null;
        throw error;
      })
    : null;
  if (!row || row.customer_id !== customerId) throw resourceMissing('source', id, 'id');
  return row.data;
}
