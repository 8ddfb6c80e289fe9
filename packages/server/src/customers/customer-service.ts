import { ApiError, resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import {
  detachCustomerMethods,
  findMethodRow,
  requireCustomerMethod,
} from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import { addressObject } from '../platform/address.js';
import type { Clock } from '../platform/clock.js';
import { unixNow } from '../platform/ids.js';
import {
  type CreatedRange,
  ListFilter,
  type ListObject,
  listPage,
} from '../platform/list-pages.js';
import { mergeMetadata, type Unset } from '../platform/unset.js';
import type { Queryable, Store } from '../store/store.js';
import {
  type CustomerObject,
  customerShipping,
  type DeletedCustomer,
  mergeAddress,
  newCustomerId,
  newInvoicePrefix,
} from './customer-object.js';
import type { CreateCustomerParams, UpdateCustomerParams } from './customer-params.js';
import {
  findCustomerRow,
  insertCustomer,
  markCustomerDeleted,
  requireCustomer,
  writeCustomer,
} from './customer-rows.js';
import { attachLocked } from './payment-method-attachments.js';

export interface ListCustomersParams {
  readonly email?: string | undefined;
  readonly created?: number | CreatedRange | undefined;
  readonly limit?: number | undefined;
  readonly starting_after?: string | undefined;
  readonly ending_before?: string | undefined;
}

const DEFAULT_METHOD = 'invoice_settings[default_payment_method]';

export class CustomerService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  create(account: Account, params: CreateCustomerParams): Promise<CustomerObject> {
    const now = this.#clock();
    const customer = newCustomer(params, now);
    return this.#store.transaction(async (tx) => {
      const attached = params.payment_method
        ? await attachLocked(
            tx,
            this.#methods,
            this.#clock,
            account,
            customer.id,
            params.payment_method,
            'payment_method',
          )
        : undefined;
      const wanted = params.invoice_settings?.default_payment_method;
      if (wanted) {
        const id = wanted === params.payment_method && attached ? attached.id : wanted;
        await requireCustomerMethod(tx, account, customer.id, id, DEFAULT_METHOD);
        customer.invoice_settings.default_payment_method = id;
      }
      await insertCustomer(tx, account, customer);
      await record(tx, account, 'customer.created', customer);
      return customer;
    });
  }

  async retrieve(account: Account, id: string): Promise<CustomerObject | DeletedCustomer> {
    const row = await findCustomerRow(this.#store, account, id);
    if (!row) throw resourceMissing('customer', id);
    return row.deleted ? deletedCustomer(id) : row.data;
  }

  update(
    account: Account,
    id: string,
    params: UpdateCustomerParams,
    unset: Unset,
  ): Promise<CustomerObject> {
    return this.#store.transaction(async (tx) => {
      const before = await requireCustomer(tx, account, id, { lock: true });
      const after = applyUpdate(before, params, unset);
      const wanted = params.invoice_settings?.default_payment_method;
      if (wanted) await requireCustomerMethod(tx, account, id, wanted, DEFAULT_METHOD);
      if (params.default_source)
        await requireCustomerSource(tx, account, id, params.default_source);
      const previous = changedFields(before, after);
      if (Object.keys(previous).length === 0) return before;
      await writeCustomer(tx, after);
      await record(tx, account, 'customer.updated', after, previous);
      return after;
    });
  }

  del(account: Account, id: string): Promise<DeletedCustomer> {
    return this.#store.transaction(async (tx) => {
      const customer = await requireCustomer(tx, account, id, { lock: true });
      await markCustomerDeleted(tx, id);
      // A deleted customer's saved methods cannot be used again, as on Stripe.
      await detachCustomerMethods(tx, account, id);
      await record(tx, account, 'customer.deleted', customer);
      return deletedCustomer(id);
    });
  }

  list(account: Account, params: ListCustomersParams): Promise<ListObject<CustomerObject>> {
    const filter = new ListFilter(account.id)
      .also('NOT deleted')
      .equals('email', params.email)
      .created(params.created, 'created');
    return listPage<CustomerObject>(this.#store, {
      table: 'customers',
      kind: 'customer',
      where: filter.where,
      values: filter.values,
      page: params,
      url: '/v1/customers',
    });
  }

  /** For other services (payment and setup intents): a live customer or Stripe's 404. */
  require(db: Queryable, account: Account, id: string, param = 'customer') {
    return requireCustomer(db, account, id, { param });
  }
}

function deletedCustomer(id: string): DeletedCustomer {
  return { id, object: 'customer', deleted: true };
}

function newCustomer(params: CreateCustomerParams, now: Date): CustomerObject {
  return {
    id: newCustomerId(),
    object: 'customer',
    address: addressObject(params.address),
    balance: params.balance ?? 0,
    created: unixNow(now),
    currency: null,
    default_source: null,
    delinquent: false,
    description: params.description ?? null,
    discount: null,
    email: params.email ?? null,
    invoice_prefix: params.invoice_prefix ?? newInvoicePrefix(),
    invoice_settings: {
      custom_fields: params.invoice_settings?.custom_fields ?? null,
      default_payment_method: null,
      footer: params.invoice_settings?.footer ?? null,
      rendering_options: params.invoice_settings?.rendering_options ?? null,
    },
    livemode: false,
    metadata: params.metadata ?? {},
    name: params.name ?? null,
    next_invoice_sequence: params.next_invoice_sequence ?? 1,
    phone: params.phone ?? null,
    preferred_locales: params.preferred_locales ?? [],
    shipping: customerShipping(params.shipping),
    tax_exempt: (params.tax_exempt as CustomerObject['tax_exempt']) ?? 'none',
    test_clock: null,
  };
}

/** default_source names one of the customer's cards (card_…) or card sources (src_…). */
async function requireCustomerSource(
  db: Queryable,
  account: Account,
  customerId: string,
  source: string,
): Promise<void> {
  const row = /^(card|src)_/.test(source) ? await findMethodRow(db, account, source) : undefined;
  if (row?.customer_id !== customerId) {
    throw new ApiError('resource_missing', `No such source: '${source}'`, {
      param: 'default_source',
    });
  }
}

function applyUpdate(
  before: CustomerObject,
  params: UpdateCustomerParams,
  unset: Unset,
): CustomerObject {
  const cleared = (field: string) => unset.fields.has(field);
  const text = (field: 'description' | 'email' | 'name' | 'phone') =>
    cleared(field) ? null : (params[field] ?? before[field]);
  const settings = params.invoice_settings;
  return {
    ...before,
    address: cleared('address')
      ? null
      : params.address
        ? mergeAddress(before.address, params.address)
        : before.address,
    balance: params.balance ?? before.balance,
    default_source: params.default_source ?? before.default_source,
    description: text('description'),
    email: text('email'),
    invoice_prefix: params.invoice_prefix ?? before.invoice_prefix,
    invoice_settings: {
      custom_fields: settings?.custom_fields ?? before.invoice_settings.custom_fields,
      default_payment_method: cleared('invoice_settings.default_payment_method')
        ? null
        : (settings?.default_payment_method ?? before.invoice_settings.default_payment_method),
      footer: settings?.footer ?? before.invoice_settings.footer,
      rendering_options: settings?.rendering_options ?? before.invoice_settings.rendering_options,
    },
    metadata: mergeMetadata(before.metadata, params.metadata, unset),
    name: text('name'),
    next_invoice_sequence: params.next_invoice_sequence ?? before.next_invoice_sequence,
    phone: text('phone'),
    preferred_locales: params.preferred_locales ?? before.preferred_locales,
    shipping: cleared('shipping')
      ? null
      : params.shipping
        ? customerShipping(params.shipping)
        : before.shipping,
    tax_exempt: (params.tax_exempt as CustomerObject['tax_exempt']) ?? before.tax_exempt,
  };
}

function changedFields(before: CustomerObject, after: CustomerObject): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CustomerObject)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}
