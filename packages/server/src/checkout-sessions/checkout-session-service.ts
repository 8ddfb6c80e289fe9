import { assertCustomerExists } from '../customers/customer-rows.js';
import { ApiError } from '../errors/api-error.js';
import { type Account, publishableKeyOf } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { ListFilter, type ListObject, listPage, type PageParams } from '../platform/list-pages.js';
import { parseCreated } from '../platform/list-params.js';
import type { Queryable, Store } from '../store/store.js';
import { expireSession } from './checkout-completion.js';
import { readLineItems, readShippingOptions } from './checkout-items.js';
import type { CheckoutSessionObject, Json } from './checkout-session-object.js';
import type {
  CreateCheckoutSessionParams,
  ListCheckoutSessionsParams,
  UpdateCheckoutSessionParams,
} from './checkout-session-params.js';
import { findSession, insertSession, writeSession } from './checkout-session-rows.js';
import type { CatalogFactory, CatalogLookups } from './line-item-prices.js';
import { newSession } from './new-session.js';
import { shippingCost, totalsOf } from './session-fields.js';
import { recoverSession } from './session-recovery.js';

export interface RequestInfo {
  readonly apiVersion: string;
  readonly origin: string;
}

export class CheckoutSessionService {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #catalog: CatalogFactory;

  constructor(store: Store, clock: Clock, catalog: CatalogFactory) {
    this.#store = store;
    this.#clock = clock;
    this.#catalog = catalog;
  }

  catalog(db: Queryable, account: Account): CatalogLookups {
    return this.#catalog(db, account);
  }

  async create(
    account: Account,
    params: CreateCheckoutSessionParams,
    request: RequestInfo,
    extra: { paymentLink?: string } = {},
  ): Promise<CheckoutSessionObject> {
    return this.#store.transaction(async (tx) => {
      if (params.customer) await assertCustomerExists(tx, account, params.customer, 'customer');
      const { session, internals } = await newSession(params, {
        ...request,
        now: this.#clock(),
        publishableKey: await publishableKeyOf(tx, account),
        catalog: this.#catalog(tx, account),
      });
      if (extra.paymentLink) session.payment_link = extra.paymentLink;
      await insertSession(tx, account, session, internals);
      return session;
    });
  }

  async retrieve(account: Account, id: string): Promise<CheckoutSessionObject> {
    return (await findSession(this.#store, account, id)).data;
  }

  /** Metadata, shipping options, collected shipping details and line items of an open one. */
  async update(
    account: Account,
    id: string,
    params: UpdateCheckoutSessionParams,
  ): Promise<CheckoutSessionObject> {
    return this.#store.transaction(async (tx) => {
      const row = await findSession(tx, account, id, { lock: true });
      const session = { ...row.data };
      const internals = { ...row.internals };
      const changesPage =
        params.shipping_options !== undefined ||
        params.line_items !== undefined ||
        params.collected_information !== undefined;
      if (changesPage && session.status !== 'open') {
        throw new ApiError(
          'checkout_session_unexpected_state',
          `This Checkout Session is ${session.status}: only an open one can change.`,
        );
      }
      if (params.metadata) {
        const metadata = { ...session.metadata, ...params.metadata };
        for (const [key, value] of Object.entries(params.metadata)) {
          if (value === '') delete metadata[key];
        }
        session.metadata = metadata;
      }
      const catalog = this.#catalog(tx, account);
      if (params.line_items !== undefined) {
        if (session.mode !== 'payment') {
          throw new ApiError(
            'parameter_invalid_value',
            'line_items can change only in payment mode.',
            {
              param: 'line_items',
            },
          );
        }
        internals.items = await readLineItems(params.line_items, catalog);
        if (internals.items.length === 0) {
          throw new ApiError('parameter_missing', 'line_items is required in payment mode.', {
            param: 'line_items',
          });
        }
        if (internals.items[0]?.item.currency !== session.currency) {
          throw new ApiError(
            'parameter_invalid_value',
            `Line items must be in ${session.currency}.`,
            {
              param: 'line_items',
            },
          );
        }
      }
      if (params.shipping_options !== undefined) {
        internals.rates = await readShippingOptions(
          params.shipping_options,
          catalog,
          session.currency,
        );
        session.shipping_options = internals.rates.map((rate) => ({
          shipping_amount: rate.fixed_amount.amount,
          shipping_rate: rate.id,
        }));
      }
      if (params.collected_information?.shipping_details) {
        const details = params.collected_information.shipping_details;
        session.collected_information = {
          ...(session.collected_information ?? {
            business_name: null,
            individual_name: null,
            tax_ids: null,
          }),
          shipping_details: {
            name: details.name,
            address: { ...nullAddress(), ...details.address },
          },
        };
      }
      const next = priced(session, internals.items, internals.rates);
      await writeSession(tx, next, internals);
      return next;
    });
  }

  async list(account: Account, params: ListCheckoutSessionsParams) {
    const filter = new ListFilter(account.id)
      .equals('customer_id', params.customer)
      .equals('payment_intent_id', params.payment_intent)
      .equals('payment_link_id', params.payment_link)
      .equals('status', params.status)
      .equals('customer_email', params.customer_details?.email)
      .created(parseCreated(params.created), 'created');
    if (params.subscription !== undefined) filter.also('false');
    return listPage<CheckoutSessionObject>(this.#store, {
      table: 'checkout_sessions',
      kind: 'checkout.session',
      where: filter.where,
      values: filter.values,
      page: params,
      url: '/v1/checkout/sessions',
    });
  }

  /** GET /v1/checkout/sessions/:id/line_items: the session's `item` objects, a page of them. */
  async lineItems(account: Account, id: string, page: PageParams): Promise<ListObject<Json>> {
    const row = await findSession(this.#store, account, id);
    return pageOf(
      row.internals.items.map((line) => line.item),
      page,
      `/v1/checkout/sessions/${id}/line_items`,
    );
  }

  /** GET /c/recover/:id (after_expiration.recovery). */
  recover(id: string, origin: string): Promise<string | undefined> {
    return recoverSession(this.#store, this.#clock, id, origin);
  }

  async expire(account: Account, id: string): Promise<CheckoutSessionObject> {
    return this.#store.transaction(async (tx) => {
      const row = await findSession(tx, account, id, { lock: true });
      if (row.data.status !== 'open') {
        throw new ApiError(
          'checkout_session_unexpected_state',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of ${row.data.status}.`,
        );
      }
      return expireSession(tx, account, row, this.#clock());
    });
  }
}

export function nullAddress() {
  return { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };
}

/** The session's amounts for its items and chosen rate (the first unless one was chosen). */
export function priced(
  session: CheckoutSessionObject,
  items: Parameters<typeof totalsOf>[0],
  rates: Parameters<typeof totalsOf>[1][],
  chosen?: string,
): CheckoutSessionObject {
  if (session.mode !== 'payment') return session;
  const current = (session.shipping_cost as { shipping_rate?: string } | null)?.shipping_rate;
  const rate =
    rates.find((r) => r?.id === (chosen ?? current)) ?? (rates.length ? rates[0] : undefined);
  const totals = totalsOf(items, rate);
  return {
    ...session,
    amount_subtotal: totals.subtotal,
    amount_total: totals.total,
    shipping_cost: shippingCost(rate),
    total_details: { amount_discount: 0, amount_shipping: totals.shipping, amount_tax: 0 },
  };
}

/** A page of an in-memory list, by id cursors, as Stripe pages embedded lists. */
export function pageOf<T extends { id: string }>(
  all: readonly T[],
  page: PageParams,
  url: string,
): ListObject<T> {
  const limit = page.limit ?? 10;
  if (limit < 1 || limit > 100) {
    throw new ApiError('parameter_invalid_integer', 'This value must be between 1 and 100.', {
      param: 'limit',
    });
  }
  let start = 0;
  let end = all.length;
  if (page.starting_after) start = all.findIndex((item) => item.id === page.starting_after) + 1;
  if (page.ending_before)
    end = Math.max(
      0,
      all.findIndex((item) => item.id === page.ending_before),
    );
  const slice = page.ending_before
    ? all.slice(Math.max(start, end - limit), end)
    : all.slice(start, start + limit);
  const more = page.ending_before ? end - limit > start : start + limit < end;
  return { object: 'list', data: [...slice], has_more: more, url };
}
