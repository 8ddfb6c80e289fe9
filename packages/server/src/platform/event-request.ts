import { AsyncLocalStorage } from 'node:async_hooks';

export interface EventRequestInfo {
  /** The Request-Id of the API call that caused the event; null for background changes. */
  id: string | null;
  idempotency_key: string | null;
}

// Events name the API request that caused them. The request scope travels with the async
// call chain, so services record events without every signature carrying the request.
const scope = new AsyncLocalStorage<EventRequestInfo>();

const NO_REQUEST: EventRequestInfo = { id: null, idempotency_key: null };

/** Runs fn with `request` as the cause of every event recorded inside it. */
export function withEventRequest<T>(request: EventRequestInfo, fn: () => T): T {
  return scope.run(request, fn);
}

/** The request in scope, or nulls for changes no API request caused (e.g. jobs). */
export function currentEventRequest(): EventRequestInfo {
  return scope.getStore() ?? NO_REQUEST;
}
