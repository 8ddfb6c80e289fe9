import { AsyncLocalStorage } from 'node:async_hooks';

// Next actions carry absolute URLs of this provider (the challenge page), as Stripe's do. The
// origin is the one the caller reached us at, carried with the request's async call chain so
// the confirm path needs no extra parameter.
const scope = new AsyncLocalStorage<string>();

export const DEFAULT_PROVIDER_ORIGIN = 'http://127.0.0.1:4242';

export function withProviderOrigin<T>(origin: string, fn: () => T): T {
  return scope.run(origin, fn);
}

/** The origin of the request in scope, or the default one outside any request. */
export function currentProviderOrigin(): string {
  return scope.getStore() ?? DEFAULT_PROVIDER_ORIGIN;
}
