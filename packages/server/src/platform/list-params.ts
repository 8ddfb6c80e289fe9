import { ApiError } from '../errors/api-error.js';
import type { CreatedRange } from './list-pages.js';
import { type Params, parseParams, type Shape } from './schema.js';

/** Pagination: what every list call takes. */
export const PAGE_SHAPE = {
  limit: { kind: 'integer' },
  starting_after: { kind: 'string' },
  ending_before: { kind: 'string' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

/** Pagination and the `created` filter, for lists of objects that have one. */
export const LIST_SHAPE = {
  ...PAGE_SHAPE,
  created: { kind: 'any' },
} as const satisfies Shape;

const RANGE_SHAPE = {
  gt: { kind: 'integer' },
  gte: { kind: 'integer' },
  lt: { kind: 'integer' },
  lte: { kind: 'integer' },
} as const satisfies Shape;

/** `created` is either a timestamp or a range object. */
export function parseCreated(raw: unknown): number | CreatedRange | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    return parseParams(raw, RANGE_SHAPE, 'created');
  }
  const parsed = parseParams({ created: raw }, { created: { kind: 'integer' } }).created;
  if (parsed === undefined) {
    throw new ApiError('parameter_invalid_integer', 'Invalid integer: ', { param: 'created' });
  }
  return parsed;
}

export type ListParams = Params<typeof LIST_SHAPE>;
