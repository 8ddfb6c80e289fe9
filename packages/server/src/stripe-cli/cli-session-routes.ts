import { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams, type Shape } from '../platform/schema.js';
import { CLI_SOCKET_PATH } from './cli-socket-hub.js';
import { parseLogFilters } from './log-filters.js';

const SESSION_SHAPE = {
  device_name: { kind: 'string', maxLength: 500 },
  websocket_features: { kind: 'strings', required: true },
  filters: { kind: 'string', maxLength: 20_000 },
  forward_to_url: { kind: 'string', maxLength: 2_000 },
  forward_connect_to_url: { kind: 'string', maxLength: 2_000 },
  forward_thin_to_url: { kind: 'string', maxLength: 2_000 },
  forward_thin_connect_to_url: { kind: 'string', maxLength: 2_000 },
} as const satisfies Shape;

const FEATURES = ['webhooks', 'request_logs'] as const;

/** The socket URL on the origin the CLI called (its --api-base): ws:// for http://. */
function socketUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}${CLI_SOCKET_PATH}`;
}

// POST /v1/stripecli/sessions: what `stripe listen` and `stripe logs tail` call first.
export const cliSessionRoutes = new Hono<AppEnv>().post('/', requireSecretKey, async (c) => {
  const params = parseParams(callParams(await requestParams(c)), SESSION_SHAPE);
  const features = params.websocket_features ?? [];
  const feature = features[0];
  if (features.length !== 1 || !FEATURES.includes(feature as (typeof FEATURES)[number])) {
    throw new ApiError(
      'parameter_invalid_string',
      `Invalid websocket_features: must be one of ${FEATURES.join(', ')}.`,
      { param: 'websocket_features' },
    );
  }
  let filters: Record<string, unknown> | null = null;
  if (params.filters !== undefined && params.filters !== '') {
    const parsed = parseLogFilters(params.filters);
    if (typeof parsed === 'string') {
      throw new ApiError('parameter_invalid_string', parsed, { param: 'filters' });
    }
    filters = { ...parsed };
  }
  const session = await c.get('services').stripeCli.createSession(c.get('caller').account, {
    feature: feature as (typeof FEATURES)[number],
    deviceName: params.device_name ?? null,
    filters,
  });
  return c.json({
    ...session,
    websocket_url: socketUrl(c.req.url),
  });
});

// Kassa extension: what `stripe listen` answered for an event (its forward results).
export const cliAttemptRoutes = new Hono<AppEnv>().get(
  '/:id/stripecli_attempts',
  requireSecretKey,
  async (c) => {
    const account = c.get('caller').account;
    await c.get('services').events.retrieve(account, c.req.param('id'));
    const attempts = await c.get('services').stripeCli.attemptsForEvent(account, c.req.param('id'));
    return c.json({ object: 'list', data: attempts, has_more: false, url: c.req.path });
  },
);
