import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { escapeControlChars } from './control-chars.js';
import type { AppEnv } from './env.js';

// PostgreSQL stores neither a NUL byte (in text or jsonb) nor half of a UTF-16 surrogate pair
// (in jsonb), so such input would fail deep in a query as a 500. It is refused where it enters.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function storable(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

function shown(text: string): string {
  return escapeControlChars(text.replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd'));
}

function invalidString(param: string, value: string): ApiError {
  return new ApiError(
    'parameter_invalid_string',
    `Invalid string: '${shown(value)}'. Strings may not contain null bytes or unpaired surrogates.`,
    { param: shown(param) },
  );
}

// Stripe names a nested parameter with brackets: metadata[order], items[0][price].
const child = (parent: string, key: string) => (parent ? `${parent}[${key}]` : key);

/** Refuses a parameter (name or value, at any depth) that the database could not store. */
export function assertStorableParams(value: unknown, param = ''): void {
  if (typeof value === 'string') {
    if (!storable(value)) throw invalidString(param, value);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    const name = child(param, key);
    if (!storable(key)) throw invalidString(name, key);
    assertStorableParams(item, name);
  }
}

/** Refuses a decoded request path holding what the database cannot store (an id, mostly). */
export function assertStorablePath(path: string): void {
  if (storable(path)) return;
  const segment = path.split('/').find((part) => !storable(part)) ?? path;
  throw new ApiError(
    'parameter_invalid_string',
    `Invalid id: '${shown(segment)}'. Ids may not contain null bytes or unpaired surrogates.`,
    { param: 'id' },
  );
}

/** Every request: a path the database could not store answers 400 before any route runs. */
export const storablePath: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertStorablePath(c.req.path);
  await next();
};
