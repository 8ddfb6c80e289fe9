import { ApiError, parameterMissing, resourceMissing } from '../errors/api-error.js';
import type { DeletedWebhookEndpoint, WebhookEndpointObject } from '../events/event-object.js';
import { isEventType } from '../events/event-types.js';
import { dropPendingDeliveries } from '../events/webhook-job-rows.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { type ListObject, listPage, type PageParams } from '../platform/list-pages.js';
import type { Queryable, Store } from '../store/store.js';
import {
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  updateWebhookEndpoint,
} from './webhook-endpoint-rows.js';

export interface CreateEndpointParams {
  readonly url?: string;
  readonly enabled_events?: string[];
  readonly description?: string;
  readonly metadata?: Record<string, string>;
  readonly api_version?: string;
}

export interface UpdateEndpointParams extends Omit<CreateEndpointParams, 'api_version'> {
  readonly disabled?: boolean;
}

/** An http(s) URL with any host: merchants test against their own localhost. */
function checkUrl(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new ApiError('parameter_invalid_value', `Invalid URL: ${url.slice(0, 200)}`, {
      param: 'url',
    });
  }
  return url;
}

function checkEvents(events: readonly string[]): string[] {
  if (events.length === 0) {
    throw new ApiError('parameter_invalid_empty', 'enabled_events must not be empty.', {
      param: 'enabled_events',
    });
  }
  events.forEach((type, index) => {
    if (type !== '*' && !isEventType(type)) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid enabled_events[${index}]: ${type} is not an event type. Use '*' or the name of an event, such as payment_intent.succeeded.`,
        { param: `enabled_events[${index}]` },
      );
    }
  });
  return [...new Set(events)];
}

function required<T>(value: T | undefined, param: string): T {
  if (value === undefined) throw parameterMissing(param);
  return value;
}

export class WebhookEndpointService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock = () => new Date()) {
    this.#store = store;
    this.#clock = clock;
  }

  /** The answer carries `secret` this once; later reads never show it. */
  async create(account: Account, params: CreateEndpointParams): Promise<WebhookEndpointObject> {
    const endpoint: WebhookEndpointObject = {
      id: `we_${randomBase62(24)}`,
      object: 'webhook_endpoint',
      api_version: params.api_version ?? null,
      application: null,
      created: unixNow(this.#clock()),
      description: params.description ?? null,
      enabled_events: checkEvents(required(params.enabled_events, 'enabled_events')),
      livemode: false,
      metadata: params.metadata ?? {},
      status: 'enabled',
      url: checkUrl(required(params.url, 'url')),
    };
    const secret = `whsec_${randomBase62(32)}`;
    await insertWebhookEndpoint(this.#store, account.id, endpoint, secret);
    return { ...endpoint, secret };
  }

  async retrieve(account: Account, id: string): Promise<WebhookEndpointObject> {
    return this.#find(this.#store, account, id);
  }

  update(
    account: Account,
    id: string,
    params: UpdateEndpointParams,
  ): Promise<WebhookEndpointObject> {
    return this.#store.transaction(async (tx) => {
      const current = await this.#find(tx, account, id, true);
      const next: WebhookEndpointObject = {
        ...current,
        description: params.description ?? current.description,
        enabled_events: params.enabled_events
          ? checkEvents(params.enabled_events)
          : current.enabled_events,
        metadata: { ...current.metadata, ...params.metadata },
        status:
          params.disabled === undefined ? current.status : params.disabled ? 'disabled' : 'enabled',
        url: params.url ? checkUrl(params.url) : current.url,
      };
      await updateWebhookEndpoint(tx, next);
      return next;
    });
  }

  /** Deliveries still pending for the endpoint are dropped and their events counted down. */
  del(account: Account, id: string): Promise<DeletedWebhookEndpoint> {
    return this.#store.transaction(async (tx) => {
      await this.#find(tx, account, id, true);
      await dropPendingDeliveries(tx, id);
      await deleteWebhookEndpoint(tx, id);
      return { id, object: 'webhook_endpoint', deleted: true };
    });
  }

  list(account: Account, page: PageParams): Promise<ListObject<WebhookEndpointObject>> {
    return listPage(this.#store, {
      table: 'webhook_endpoints',
      kind: 'webhook endpoint',
      where: ['account_id = $1'],
      values: [account.id],
      page,
      url: '/v1/webhook_endpoints',
    });
  }

  async #find(db: Queryable, account: Account, id: string, lock = false) {
    const endpoint = await findWebhookEndpoint(db, account.id, id, { lock });
    if (!endpoint) throw resourceMissing('webhook endpoint', id);
    return endpoint;
  }
}
