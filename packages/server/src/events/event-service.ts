import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { EventRequestInfo } from '../platform/event-request.js';
import { currentEventRequest } from '../platform/event-request.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import {
  type CreatedRange,
  ListFilter,
  type ListObject,
  listPage,
  type PageParams,
} from '../platform/list-pages.js';
import type { Queryable, Store } from '../store/store.js';
import { queueCliResend } from './event-feed-rows.js';
import type { DeliveryAttemptObject, EventObject } from './event-object.js';
import { EVENT_JOBS_CTE, eventCtes, queueRedelivery } from './webhook-job-rows.js';

/** The API version events are rendered in (the one the bundled `stripe` SDK pins). */
export const EVENT_API_VERSION = '2026-10-28.endive';

export interface RecordOptions {
  readonly now?: Date;
  /** Overrides the request in scope (see withEventRequest). */
  readonly request?: EventRequestInfo;
}

// One statement: the event and a delivery job for every enabled endpoint that wants its type.
// pending_webhooks is kept both in the object and in a column the list filter reads.
const RECORD_SQL = `WITH ${EVENT_JOBS_CTE}
INSERT INTO events (id, account_id, type, created, pending_webhooks, data)
SELECT $1, $2, $3, $4, count(*), jsonb_set($5::jsonb, '{pending_webhooks}', to_jsonb(count(*)))
FROM jobs
RETURNING pending_webhooks`;

// The events INSERT that follows eventCtes (./webhook-job-rows.ts), so a hot path can write its
// change and several events in one statement, stored in the order given. Events arrive with
// pending_webhooks 0 (buildEvent), so only an event with jobs is rewritten.
export function eventInsert(account: string): string {
  return `INSERT INTO events (id, account_id, type, created, pending_webhooks, data)
SELECT i.ev->>'id', ${account}, i.ev->>'type', (i.ev->>'created')::bigint, i.n,
  CASE WHEN i.n = 0 THEN i.ev ELSE jsonb_set(i.ev, '{pending_webhooks}', to_jsonb(i.n)) END
FROM input i
ORDER BY i.ord`;
}

const RECORD_MANY_SQL = `WITH ${eventCtes('$1', '$2', '$3')}
${eventInsert('$2')}
RETURNING id, pending_webhooks`;

export interface EventInput {
  readonly type: string;
  readonly object: object;
  readonly previousAttributes?: object | undefined;
}

export function buildEvent(input: EventInput, options: RecordOptions = {}): EventObject {
  const { type, object, previousAttributes } = input;
  return {
    id: `evt_${randomBase62(24)}`,
    object: 'event',
    api_version: EVENT_API_VERSION,
    created: unixNow(options.now ?? new Date()),
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
    livemode: false,
    pending_webhooks: 0,
    request: options.request ?? currentEventRequest(),
    type,
  };
}

/**
 * Writes an Event inside the caller's transaction (so it exists exactly when the change it
 * describes commits) and queues its webhook deliveries in the same statement.
 */
export async function record(
  tx: Queryable,
  account: Account,
  type: string,
  object: object,
  previousAttributes?: object,
  options: RecordOptions = {},
): Promise<EventObject> {
  const event = buildEvent({ type, object, previousAttributes }, options);
  const rows = await tx.query<{ pending_webhooks: number }>(RECORD_SQL, [
    event.id,
    account.id,
    type,
    event.created,
    JSON.stringify(event),
    Date.now(),
  ]);
  event.pending_webhooks = Number(rows[0]?.pending_webhooks ?? 0);
  return event;
}

/** Several events in one statement (one round trip on a hot path), in the order given. */
export async function recordMany(
  tx: Queryable,
  account: Account,
  inputs: readonly EventInput[],
  options: RecordOptions = {},
): Promise<EventObject[]> {
  if (inputs.length === 0) return [];
  const events = inputs.map((input) => buildEvent(input, options));
  const rows = await tx.query<{ id: string; pending_webhooks: number }>(RECORD_MANY_SQL, [
    JSON.stringify(events),
    account.id,
    Date.now(),
  ]);
  const pending = new Map(rows.map((row) => [row.id, Number(row.pending_webhooks)]));
  for (const event of events) event.pending_webhooks = pending.get(event.id) ?? 0;
  return events;
}

export interface ListEventsParams extends PageParams {
  readonly type?: string | undefined;
  readonly types?: readonly string[] | undefined;
  readonly created?: number | CreatedRange | undefined;
  readonly delivery_success?: boolean | undefined;
}

// `type` takes `*` as a wildcard (e.g. charge.*); LIKE's own wildcards are escaped first.
const likePattern = (type: string) => type.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');

export class EventService {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async retrieve(account: Account, id: string): Promise<EventObject> {
    const rows = await this.#store.query<{ data: EventObject }>(
      'SELECT data FROM events WHERE id = $1 AND account_id = $2',
      [id, account.id],
    );
    if (!rows[0]) throw resourceMissing('event', id);
    return rows[0].data;
  }

  list(account: Account, params: ListEventsParams): Promise<ListObject<EventObject>> {
    const filter = new ListFilter(account.id)
      .on(params.type ? likePattern(params.type) : undefined, (type) => `type LIKE ${type}`)
      .on(params.types, (types) => `type = ANY(${types}::text[])`)
      .created(params.created, 'created');
    if (params.delivery_success !== undefined) {
      filter.also(params.delivery_success ? 'pending_webhooks = 0' : 'pending_webhooks > 0');
    }
    return listPage(this.#store, {
      table: 'events',
      kind: 'event',
      where: filter.where,
      values: filter.values,
      page: params,
      url: '/v1/events',
    });
  }

  /**
   * Kassa extension (the hosted Checkout page's test-mode diagnostics panel): the newest events
   * whose object is one of `ids`, or names one of them as its `payment_intent` / `setup_intent`
   * (charges, refunds, disputes of the session's intent), newest first.
   */
  async listForObjects(
    account: Account,
    ids: readonly string[],
    limit = 20,
  ): Promise<EventObject[]> {
    if (ids.length === 0) return [];
    const rows = await this.#store.query<{ data: EventObject }>(
      `SELECT data FROM events WHERE account_id = $1 AND (
         data->'data'->'object'->>'id' = ANY($2::text[])
         OR data->'data'->'object'->>'payment_intent' = ANY($2::text[])
         OR data->'data'->'object'->>'setup_intent' = ANY($2::text[]))
       ORDER BY seq DESC LIMIT $3`,
      [account.id, [...ids], limit],
    );
    return rows.map((row) => row.data);
  }

  /**
   * Sends the event again (`stripe events resend`): to the webhook endpoint given (a new
   * delivery job, tried at once), or else to the account's listening Stripe CLIs.
   */
  async retry(account: Account, id: string, endpointId: string | undefined): Promise<EventObject> {
    return this.#store.transaction(async (tx) => {
      const rows = await tx.query<{ data: EventObject }>(
        'SELECT data FROM events WHERE id = $1 AND account_id = $2 FOR UPDATE',
        [id, account.id],
      );
      if (!rows[0]) throw resourceMissing('event', id);
      const now = Date.now();
      if (endpointId === undefined) {
        await queueCliResend(tx, account.id, id, now);
        return rows[0].data;
      }
      if (!(await queueRedelivery(tx, account.id, id, endpointId, now))) {
        throw resourceMissing('webhook_endpoint', endpointId, 'webhook_endpoint');
      }
      const again = await tx.query<{ data: EventObject }>('SELECT data FROM events WHERE id = $1', [
        id,
      ]);
      return (again[0] ?? rows[0]).data;
    });
  }

  /** Kassa extension: every POST of this event to any endpoint, newest first. */
  async attemptsForEvent(account: Account, id: string, page: PageParams) {
    await this.retrieve(account, id);
    return this.#attempts(account, 'event_id', id, `/v1/events/${id}/delivery_attempts`, page);
  }

  /** Kassa extension: every POST to this endpoint, newest first. */
  attemptsForEndpoint(account: Account, id: string, page: PageParams) {
    return this.#attempts(account, 'endpoint_id', id, `/v1/webhook_endpoints/${id}/attempts`, page);
  }

  #attempts(
    account: Account,
    column: 'event_id' | 'endpoint_id',
    id: string,
    url: string,
    page: PageParams,
  ): Promise<ListObject<DeliveryAttemptObject>> {
    return listPage(this.#store, {
      table: 'webhook_attempts',
      kind: 'webhook_delivery_attempt',
      where: ['account_id = $1', `${column} = $2`],
      values: [account.id, id],
      page,
      url,
    });
  }
}
