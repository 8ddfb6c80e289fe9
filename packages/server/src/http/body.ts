import type { Context } from 'hono';
import qs from 'qs';
import { ApiError } from '../errors/api-error.js';
import type { AppEnv } from './env.js';
import { assertExpandDepth } from './expand-depth.js';
import { assertStorableParams } from './storable-text.js';

export const BODY_LIMIT_BYTES = 256 * 1024;

const QS_OPTIONS = {
  depth: 10,
  strictDepth: true,
  arrayLimit: 100,
  parameterLimit: 1000,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
  plainObjects: true,
} as const;

// Sent by Stripe.js (and Kassa's controller) with every call; not parameters of the call.
const CLIENT_FIELDS = [
  '_stripe_account',
  '_stripe_version',
  'client_attribution_metadata',
  'guid',
  'key',
  'mids',
  'muid',
  'pasted_fields',
  'payment_user_agent',
  'radar_options',
  'referrer',
  'sid',
  'time_on_page',
];

function tooLarge(): ApiError {
  return new ApiError('body_too_large', `Request bodies may be at most ${BODY_LIMIT_BYTES} bytes.`);
}

async function readLimited(c: Context<AppEnv>): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > BODY_LIMIT_BYTES) throw tooLarge();
  // Under @hono/node-server the Node request is read directly: building the web stream of
  // c.req.raw.body costs more than the rest of a small request. In-process requests have none.
  const incoming = (c.env as { incoming?: AsyncIterable<Uint8Array> } | undefined)?.incoming;
  const stream = incoming ?? c.req.raw.body;
  if (!stream) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > BODY_LIMIT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseForm(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, QS_OPTIONS) as Record<string, unknown>;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'malformed';
    throw new ApiError('body_invalid', `Invalid request parameters: ${reason}`);
  }
}

function parseJson(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('body_invalid', 'Invalid JSON in the request body.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError('body_invalid', 'The JSON request body must be an object.');
  }
  return value as Record<string, unknown>;
}

/** Query string and body parameters of the request, parsed once per request. */
export async function requestParams(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const cached = c.get('params');
  if (cached) return cached;
  const url = c.req.url;
  const queryAt = url.indexOf('?');
  const query = queryAt < 0 ? {} : parseForm(url.slice(queryAt + 1));
  let body: Record<string, unknown> = {};
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const text = await readLimited(c);
    const type = c.req.header('content-type') ?? '';
    if (text.trim()) body = type.includes('application/json') ? parseJson(text) : parseForm(text);
  }
  const params = { ...query, ...body };
  assertStorableParams(params);
  assertExpandDepth(params.expand);
  c.set('params', params);
  return params;
}

/** The parameters of the call itself, without what clients send on every request. */
export function callParams(params: Record<string, unknown>): Record<string, unknown> {
  const out = { ...params };
  for (const field of CLIENT_FIELDS) delete out[field];
  return out;
}
