import {
  canRemoveSavedMethod,
  isPaymentMethodUpdateAllowed,
  type PaymentElementFeatures,
} from '@kassa/core';
import { ApiError } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import { buildBillingDetails } from '../payment-methods/card-vault.js';
import type {
  BillingDetails,
  PaymentMethodObject,
} from '../payment-methods/payment-method-object.js';
import {
  countCustomerMethods,
  findMethod,
  redisplayableMethods,
  writeMethod,
} from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import { checkUpdatedExpiry } from '../payment-methods/saved-card-expiry.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { ListFilter, type ListObject, listPage } from '../platform/list-pages.js';
import { mergeMetadata, type Unset } from '../platform/unset.js';
import type { Store } from '../store/store.js';
import { requireCustomer } from './customer-rows.js';
import { attachLocked, detachLocked } from './payment-method-attachments.js';
import type {
  ListPaymentMethodsParams,
  UpdatePaymentMethodParams,
} from './payment-method-update-params.js';
import { featureDisabled } from './session-rules.js';

/** A caller limited to one customer (an ephemeral key or a customer session). */
export type CustomerScope = string | undefined;

export interface CustomerMethodFilter {
  readonly type?: string | undefined;
  readonly allow_redisplay?: string | undefined;
  readonly limit?: number | undefined;
  readonly starting_after?: string | undefined;
  readonly ending_before?: string | undefined;
}

function hiddenMethod(id: string): ApiError {
  return new ApiError('resource_missing', `No such PaymentMethod: '${id}'`, { param: 'id' });
}

/** Attach, detach, update and list: payment methods as a customer's saved methods. */
export class SavedPaymentMethodService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  attach(account: Account, methodId: string, customerId: string): Promise<PaymentMethodObject> {
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { param: 'customer' });
      return attachLocked(tx, this.#methods, this.#clock, account, customerId, methodId, 'id');
    });
  }

  /**
   * With a customer session's features, removing needs payment_method_remove, and removing the
   * customer's last method also payment_method_remove_last; the customer row is locked so two
   * removals cannot both take "not the last one".
   */
  detach(
    account: Account,
    methodId: string,
    scope?: CustomerScope,
    features?: PaymentElementFeatures | null,
  ): Promise<PaymentMethodObject> {
    return this.#store.transaction(async (tx) => {
      if (features && scope !== undefined) {
        if (!features.paymentMethodRemove) throw featureDisabled('payment_method_remove');
        await requireCustomer(tx, account, scope, { lock: true });
        const saved = await countCustomerMethods(tx, account, scope);
        if (!canRemoveSavedMethod(features, saved)) {
          throw featureDisabled('payment_method_remove_last');
        }
      }
      return detachLocked(tx, account, methodId, scope);
    });
  }

  update(
    account: Account,
    methodId: string,
    params: UpdatePaymentMethodParams,
    unset: Unset,
    scope?: CustomerScope,
    features?: PaymentElementFeatures | null,
  ): Promise<PaymentMethodObject> {
    return this.#store.transaction(async (tx) => {
      const row = await findMethod(tx, account, methodId, { lock: true });
      if (scope !== undefined && row.customer_id !== scope) throw hiddenMethod(methodId);
      if (features) {
        const setting = features.paymentMethodUpdate ? 'enabled' : 'disabled';
        if (!isPaymentMethodUpdateAllowed(setting, row.data)) {
          throw featureDisabled('payment_method_update');
        }
      }
      if (!row.customer_id) {
        throw new ApiError(
          'payment_method_unexpected_state',
          'You must save this PaymentMethod to a customer before you can update it.',
        );
      }
      const before = row.data;
      const after = applyUpdate(before, params, unset, this.#clock());
      const previous = changedFields(before, after);
      if (Object.keys(previous).length === 0) return before;
      await writeMethod(tx, after);
      await record(tx, account, 'payment_method.updated', after, previous);
      return after;
    });
  }

  async list(
    account: Account,
    params: ListPaymentMethodsParams,
    scope?: CustomerScope,
  ): Promise<ListObject<PaymentMethodObject>> {
    const customer = scope ?? params.customer;
    if (scope !== undefined && params.customer !== undefined && params.customer !== scope) {
      throw new ApiError('resource_missing', `No such customer: '${params.customer}'`, {
        param: 'customer',
      });
    }
    if (customer) await requireCustomer(this.#store, account, customer, { param: 'customer' });
    return this.#page(account, customer, params, '/v1/payment_methods');
  }

  async listForCustomer(
    account: Account,
    customerId: string,
    filter: CustomerMethodFilter,
  ): Promise<ListObject<PaymentMethodObject>> {
    await requireCustomer(this.#store, account, customerId);
    return this.#page(account, customerId, filter, `/v1/customers/${customerId}/payment_methods`);
  }

  /**
   * A customer's saved methods of the given types the Payment Element may show, the default
   * first (so the redisplay limit never hides it), then newest first.
   */
  async redisplayable(
    account: Account,
    customerId: string,
    types: readonly string[],
    allowRedisplay: readonly string[],
    limit: number,
    defaultId: string | null = null,
  ): Promise<PaymentMethodObject[]> {
    return redisplayableMethods(
      this.#store,
      account,
      customerId,
      types,
      allowRedisplay,
      limit,
      defaultId,
    );
  }

  #page(
    account: Account,
    customerId: string | undefined,
    filter: CustomerMethodFilter,
    url: string,
  ): Promise<ListObject<PaymentMethodObject>> {
    const conditions = new ListFilter(account.id)
      .equals('customer_id', customerId)
      .equals("data->>'type'", filter.type)
      .equals("data->>'allow_redisplay'", filter.allow_redisplay);
    return listPage<PaymentMethodObject>(this.#store, {
      table: 'payment_methods',
      kind: 'PaymentMethod',
      where: conditions.where,
      values: conditions.values,
      page: filter,
      url,
    });
  }
}

function applyUpdate(
  before: PaymentMethodObject,
  params: UpdatePaymentMethodParams,
  unset: Unset,
  now: Date,
): PaymentMethodObject {
  const after: PaymentMethodObject = { ...before };
  if (params.billing_details || [...unset.fields].some((f) => f.startsWith('billing_details.'))) {
    after.billing_details = mergeBilling(before.billing_details, params, unset);
  }
  after.metadata = mergeMetadata(before.metadata, params.metadata, unset);
  if (params.allow_redisplay) {
    after.allow_redisplay = params.allow_redisplay as PaymentMethodObject['allow_redisplay'];
  }
  if (params.card) {
    if (before.type !== 'card' || !before.card) {
      throw new ApiError('parameter_unknown', 'Received unknown parameter: card', {
        param: 'card',
      });
    }
    const expiry = checkUpdatedExpiry(before.card, params.card, now);
    const preferred = params.card.networks?.preferred;
    if (preferred !== undefined && !before.card.networks.available.includes(preferred)) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid card[networks][preferred]: must be one of ${before.card.networks.available.join(', ')}`,
        { param: 'card[networks][preferred]' },
      );
    }
    after.card = {
      ...before.card,
      exp_month: expiry.month,
      exp_year: expiry.year,
      networks: { ...before.card.networks, preferred: preferred ?? before.card.networks.preferred },
    };
  }
  return after;
}

const orUndefined = (value: string | null) => value ?? undefined;

function mergeBilling(
  before: BillingDetails,
  params: UpdatePaymentMethodParams,
  unset: Unset,
): BillingDetails {
  const given = params.billing_details ?? {};
  const keep = (field: 'email' | 'name' | 'phone' | 'tax_id') =>
    unset.fields.has(`billing_details.${field}`) ? undefined : orUndefined(before[field]);
  const address = unset.fields.has('billing_details.address')
    ? given.address
    : {
        city: orUndefined(before.address.city),
        country: orUndefined(before.address.country),
        line1: orUndefined(before.address.line1),
        line2: orUndefined(before.address.line2),
        postal_code: orUndefined(before.address.postal_code),
        state: orUndefined(before.address.state),
        ...given.address,
      };
  return buildBillingDetails({
    email: given.email ?? keep('email'),
    name: given.name ?? keep('name'),
    phone: given.phone ?? keep('phone'),
    tax_id: given.tax_id ?? keep('tax_id'),
    ...(address ? { address } : {}),
  });
}

function changedFields(
  before: PaymentMethodObject,
  after: PaymentMethodObject,
): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof PaymentMethodObject)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}
