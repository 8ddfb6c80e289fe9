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
import { checkUpdatedExpiry } from '../payment-methods/saved-card-expiry.js';
import type { StoredPaymentMethod } from '../payment-methods/stored-method.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62 } from '../platform/ids.js';
import { type ListObject, listPage, type PageParams } from '../platform/list-pages.js';
import { mergeMetadata, type Unset } from '../platform/unset.js';
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

  /**
   * Updates a customer's card (its holder's name and address, expiry, metadata; a Source's
   * metadata only) and sends customer.source.updated with the fields that changed.
   */
  update(
    account: Account,
    customerId: string,
    id: string,
    params: UpdateCardSourceParams,
    unset: Unset,
  ): Promise<CustomerSource> {
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { lock: true });
      const method = await ownCard(tx, account, customerId, id);
      const state = await findSourceState(tx, account, id);
      const before = customerSourceOf(account, method, state);
      const after = updatedCard(method, params, unset, this.#clock());
      await writeMethod(tx, after);
      const updated = customerSourceOf(account, after, state);
      const previous = changedFields(before, updated);
      if (Object.keys(previous).length > 0) {
        await record(tx, account, 'customer.source.updated', updated, previous);
      }
      return updated;
    });
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

/** POST /v1/customers/:customer/sources/:id (a card): every field optional. */
export interface UpdateCardSourceParams {
  readonly name?: string | undefined;
  readonly address_city?: string | undefined;
  readonly address_country?: string | undefined;
  readonly address_line1?: string | undefined;
  readonly address_line2?: string | undefined;
  readonly address_state?: string | undefined;
  readonly address_zip?: string | undefined;
  readonly exp_month?: number | undefined;
  readonly exp_year?: number | undefined;
  readonly metadata?: Record<string, string> | undefined;
}

const CARD_ONLY = [
  'name',
  'address_city',
  'address_country',
  'address_line1',
  'address_line2',
  'address_state',
  'address_zip',
  'exp_month',
  'exp_year',
] as const;

function updatedCard(
  method: PaymentMethodObject,
  params: UpdateCardSourceParams,
  unset: Unset,
  now: Date,
): PaymentMethodObject {
  const after: PaymentMethodObject = {
    ...method,
    metadata: mergeMetadata(method.metadata, params.metadata, unset),
  };
  const cardField = CARD_ONLY.find((name) => params[name] !== undefined || unset.fields.has(name));
  if (!cardField) return after;
  if (!method.id.startsWith('card_') || !method.card) {
    throw new ApiError('parameter_unknown', `Received unknown parameter: ${cardField}`, {
      param: cardField,
    });
  }
  const pick = (given: string | undefined, name: string, current: string | null) =>
    unset.fields.has(name) ? null : (given ?? current);
  const address = method.billing_details.address;
  after.billing_details = {
    ...method.billing_details,
    name: pick(params.name, 'name', method.billing_details.name),
    address: {
      city: pick(params.address_city, 'address_city', address.city),
      country: pick(params.address_country, 'address_country', address.country),
      line1: pick(params.address_line1, 'address_line1', address.line1),
      line2: pick(params.address_line2, 'address_line2', address.line2),
      state: pick(params.address_state, 'address_state', address.state),
      postal_code: pick(params.address_zip, 'address_zip', address.postal_code),
    },
  };
  if (params.exp_month !== undefined || params.exp_year !== undefined) {
    const expiry = checkUpdatedExpiry(method.card, params, now, '');
    after.card = { ...method.card, exp_month: expiry.month, exp_year: expiry.year };
  }
  return after;
}

/** The event's previous_attributes: each top-level field whose value changed, as it was. */
function changedFields(before: object, after: object): Record<string, unknown> {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(now)) {
    if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) out[key] = was[key] ?? null;
  }
  return out;
}
