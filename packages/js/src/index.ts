// @kassa/js: the public types of the Kassa browser library. The runtime is the loader served by
// the provider at /v3 (window.Kassa / window.Stripe) or `loadKassa` from '@kassa/js/pure'.

export type { UnsupportedMethodName } from './loader/unsupported.js';
export type * from './types.js';
