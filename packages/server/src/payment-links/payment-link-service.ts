import { LATEST_API_VERSION } from '../api-versions/versions.js';
import { readLineItems } from '../checkout-sessions/checkout-items.js';
import type { CreateCheckoutSessionParams } from '../checkout-sessions/checkout-session-params.js';
import {
  type CheckoutSessionService,
  pageOf,
} from '../checkout-sessions/checkout-session-service.js';
import { readCustomFields } from '../checkout-sessions/session-fields.js';
import { ApiError } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import { type Account, type AccountRow, toAccount } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62 } from '../platform/ids.js';
import { ListFilter, listPage, type PageParams } from '../platform/list-pages.js';
import { currentProviderOrigin } from '../platform/provider-origin.js';
import type { Store } from '../store/store.js';
import type { CreatePaymentLinkParams, UpdatePaymentLinkParams } from './payment-link-params.js';
import {
  findLink,
  findLinkByToken,
  insertLink,
  type LinkObject,
  type LinkRow,
  writeLink,
} from './payment-link-rows.js';

// Payment Links: a reusable address (`<provider>/b/<token>`) that opens a new Checkout Session.

function invalid(param: string, message: string): ApiError {
  return new ApiError('parameter_invalid_value', message, { param });
}

function refuseUnsupported(params: CreatePaymentLinkParams | UpdatePaymentLinkParams): void {
  const tax = params.automatic_tax as { enabled?: unknown } | undefined;
  if (tax && (tax.enabled === true || tax.enabled === 'true')) {
    throw invalid(
      'automatic_tax[enabled]',
      'Kassa has no tax engine: automatic_tax cannot be enabled.',
    );
  }
  if (params.after_completion?.type === 'redirect' && !params.after_completion.redirect) {
    throw new ApiError('parameter_missing', 'Missing required param: after_completion[redirect].', {
      param: 'after_completion[redirect]',
    });
  }
}

/** The fields of the link object its parameters set (create, and each update). */
function linkFields(params: CreatePaymentLinkParams | UpdatePaymentLinkParams, base: LinkObject) {
  const out: Record<string, unknown> = { ...base };
  const after = params.after_completion;
  if (after) {
    out.after_completion = {
      type: after.type,
      ...(after.type === 'redirect'
        ? { redirect: { url: after.redirect?.url } }
        : {
            hosted_confirmation: {
              custom_message: after.hosted_confirmation?.custom_message ?? null,
            },
          }),
    };
  }
  const copy = [
    'allow_promotion_codes',
    'billing_address_collection',
    'customer_creation',
    'inactive_message',
    'payment_method_collection',
    'submit_type',
  ] as const;
  for (const key of copy) if (params[key] !== undefined) out[key] = params[key];
  if (params.payment_method_types) out.payment_method_types = params.payment_method_types;
  if (params.phone_number_collection) out.phone_number_collection = params.phone_number_collection;
  if (params.shipping_address_collection)
    out.shipping_address_collection = params.shipping_address_collection;
  if (params.tax_id_collection) {
    out.tax_id_collection = { required: 'never', ...params.tax_id_collection };
  }
  if (params.consent_collection) out.consent_collection = params.consent_collection;
  if (params.custom_fields !== undefined)
    out.custom_fields = readCustomFields(params.custom_fields);
  if (params.custom_text)
    out.custom_text = { ...(base.custom_text as object), ...params.custom_text };
  if (params.payment_intent_data) out.payment_intent_data = params.payment_intent_data;
  if (params.restrictions !== undefined) out.restrictions = params.restrictions;
  return out as LinkObject;
}

/** What a session opened from the link is created with. */
function sessionParams(params: CreatePaymentLinkParams | UpdatePaymentLinkParams) {
  const {
    expand: _expand,
    after_completion: _after,
    active: _active,
    inactive_message: _message,
    application_fee_amount: _fee,
    application_fee_percent: _percent,
    on_behalf_of: _behalf,
    restrictions: _restrictions,
    transfer_data: _transfer,
    invoice_creation: _invoice,
    subscription_data: _subscription,
    ...rest
  } = params as UpdatePaymentLinkParams;
  return rest as Record<string, unknown>;
}

export class PaymentLinkService {
  readonly #store: Store;
  readonly #sessions: CheckoutSessionService;

  constructor(store: Store, _clock: Clock, sessions: CheckoutSessionService) {
    this.#store = store;
    this.#sessions = sessions;
  }

  async create(account: Account, params: CreatePaymentLinkParams): Promise<LinkObject> {
    refuseUnsupported(params);
    if (params.line_items === undefined) {
      throw new ApiError('parameter_missing', 'Missing required param: line_items.', {
        param: 'line_items',
      });
    }
    return this.#store.transaction(async (tx) => {
      const items = await readLineItems(
        params.line_items,
        this.#sessions.catalog(tx, account),
        'line_items',
        {
          recurring: true,
        },
      );
      const token = randomBase62(24);
      const base: LinkObject = {
        id: `plink_${randomBase62(24)}`,
        object: 'payment_link',
        active: true,
        after_completion: {
          hosted_confirmation: { custom_message: null },
          type: 'hosted_confirmation',
        },
        allow_promotion_codes: false,
        application: null,
        application_fee_amount: null,
        application_fee_percent: null,
        automatic_tax: { enabled: false, liability: null },
        billing_address_collection: 'auto',
        consent_collection: null,
        currency: items[0]?.item.currency ?? null,
        custom_fields: [],
        custom_text: {
          after_submit: null,
          shipping_address: null,
          submit: null,
          terms_of_service_acceptance: null,
        },
        customer_creation: 'if_required',
        inactive_message: null,
        invoice_creation: null,
        livemode: false,
        metadata: params.metadata ?? {},
        on_behalf_of: null,
        payment_intent_data: null,
        payment_method_collection: 'always',
        payment_method_types: null,
        phone_number_collection: { enabled: false },
        restrictions: null,
        shipping_address_collection: null,
        shipping_options: [],
        submit_type: 'auto',
        subscription_data: null,
        tax_id_collection: { enabled: false, required: 'never' },
        transfer_data: null,
        url: `${currentProviderOrigin()}/b/${token}`,
      };
      const link = linkFields(params, base);
      const stored = items.map((line) => line.item as unknown as Record<string, unknown>);
      await insertLink(tx, account, link, token, { params: sessionParams(params), items: stored });
      await record(tx, account, 'payment_link.created', link);
      return link;
    });
  }

  async retrieve(account: Account, id: string): Promise<LinkObject> {
    return (await findLink(this.#store, account, id)).data;
  }

  async update(account: Account, id: string, params: UpdatePaymentLinkParams): Promise<LinkObject> {
    refuseUnsupported(params);
    return this.#store.transaction(async (tx) => {
      const row = await findLink(tx, account, id, true);
      const link = linkFields(params, row.data);
      let items = row.internals.items;
      if (params.line_items !== undefined) {
        const lines = await readLineItems(
          params.line_items,
          this.#sessions.catalog(tx, account),
          'line_items',
          {
            recurring: true,
          },
        );
        items = lines.map((line) => line.item as unknown as Record<string, unknown>);
      }
      if (params.active !== undefined) link.active = params.active;
      if (params.metadata) {
        const metadata = { ...(link.metadata as Record<string, string>), ...params.metadata };
        for (const [key, value] of Object.entries(params.metadata))
          if (value === '') delete metadata[key];
        link.metadata = metadata;
      }
      const internals = { params: { ...row.internals.params, ...sessionParams(params) }, items };
      await writeLink(tx, link, internals);
      const previous = Object.fromEntries(
        Object.keys(params)
          .filter((key) => key !== 'expand')
          .map((key) => [key, row.data[key] ?? null]),
      );
      await record(tx, account, 'payment_link.updated', link, previous);
      return link;
    });
  }

  list(account: Account, params: PageParams & { active?: boolean | undefined }) {
    const filter = new ListFilter(account.id).equals('active', params.active);
    return listPage<LinkObject>(this.#store, {
      table: 'payment_links',
      kind: 'payment_link',
      where: filter.where,
      values: filter.values,
      page: params,
      url: '/v1/payment_links',
    });
  }

  async lineItems(account: Account, id: string, page: PageParams) {
    const row = await findLink(this.#store, account, id);
    const items = row.internals.items as (Record<string, unknown> & { id: string })[];
    return pageOf(items, page, `/v1/payment_links/${id}/line_items`);
  }

  /** GET /b/<token>: a new session from an active link; undefined for an unknown token. */
  async open(token: string): Promise<{ url: string } | { inactive: string } | undefined> {
    const row: LinkRow | undefined = await findLinkByToken(this.#store, token);
    if (!row) return undefined;
    const link = row.data;
    if (!link.active) {
      return { inactive: String(link.inactive_message ?? 'This link is no longer active.') };
    }
    const account = { id: row.account_id } as Account;
    const after = link.after_completion as { type: string; redirect?: { url: string } };
    const params = {
      ...row.internals.params,
      allow_promotion_codes: undefined,
      mode: 'payment',
      ...(after.type === 'redirect' && after.redirect ? { success_url: after.redirect.url } : {}),
    } as CreateCheckoutSessionParams;
    const full = await this.#accountOf(account);
    const session = await this.#sessions.create(
      full,
      params,
      { apiVersion: LATEST_API_VERSION, origin: currentProviderOrigin() },
      { paymentLink: link.id },
    );
    return { url: session.url ?? '' };
  }

  async #accountOf(account: Account): Promise<Account> {
    const [row] = await this.#store.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [
      account.id,
    ]);
    return row ? toAccount(row) : account;
  }
}
