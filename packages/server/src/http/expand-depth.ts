import { ApiError } from '../errors/api-error.js';

// Stripe expands at most four levels, a list's `data.` counting as one. It refuses a deeper
// path before the request does anything, so a confirm with one never charges.
const MAX_EXPAND_DEPTH = 4;

/** Refuses an `expand[]` path deeper than Stripe allows, whatever the endpoint. */
export function assertExpandDepth(expand: unknown): void {
  if (expand === undefined) return;
  const paths = typeof expand === 'object' && expand !== null ? Object.values(expand) : [expand];
  for (const path of paths) {
    if (typeof path !== 'string' || path.split('.').length <= MAX_EXPAND_DEPTH) continue;
    throw new ApiError(
      'parameter_invalid_value',
      `You cannot expand more than ${MAX_EXPAND_DEPTH} levels of a property. Property: ${path}`,
      { param: 'expand' },
    );
  }
}
