import type { StoredRequestLog } from '../request-logs/request-log-rows.js';
import { signatureHeader } from '../webhooks/webhook-signature.js';

// The messages of the Stripe CLI's websocket, as its public source defines them: what Kassa
// sends (webhook_event for `stripe listen`, request_log_event for `stripe logs tail`) and what
// the CLI sends back (event_ack once it has read an event, webhook_response once it has
// forwarded one to a local URL).

export interface WebhookEventMessage {
  readonly type: 'webhook_event';
  readonly webhook_id: string;
  readonly webhook_conversation_id: string;
  readonly event_payload: string;
  readonly http_headers: Record<string, string>;
  /** null: formatted in the account's default version; else the version named (`--latest`). */
  readonly endpoint: { readonly api_version: string | null };
}

export function webhookEventMessage(
  payload: string,
  secret: string,
  ids: { webhookId: string; conversationId: string },
  apiVersion: string | null,
  now = Date.now(),
): WebhookEventMessage {
  return {
    type: 'webhook_event',
    webhook_id: ids.webhookId,
    webhook_conversation_id: ids.conversationId,
    event_payload: payload,
    http_headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Kassa/1.0 (+webhooks)',
      'Cache-Control': 'no-cache',
      Accept: '*/*; q=0.5, application/xml',
      'Stripe-Signature': signatureHeader(payload, secret, Math.floor(now / 1000)),
    },
    endpoint: { api_version: apiVersion },
  };
}

/** The error fields `stripe logs tail` prints under a failed request. */
function loggedError(log: StoredRequestLog): Record<string, string> | undefined {
  const error = (log.response_body as { error?: Record<string, unknown> } | null)?.error;
  if (log.status < 400 || !error || typeof error !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const field of ['type', 'charge', 'code', 'decline_code', 'message', 'param']) {
    const value = error[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

export function requestLogMessage(log: StoredRequestLog) {
  const error = loggedError(log);
  return {
    type: 'request_log_event' as const,
    request_log_id: log.id,
    event_payload: JSON.stringify({
      created_at: Math.floor(log.created_at / 1000),
      livemode: false,
      method: log.method,
      request_id: log.id,
      status: log.status,
      url: log.path,
      ...(error ? { error } : {}),
    }),
  };
}

export type CliReply =
  | { readonly type: 'event_ack'; readonly webhookId: string }
  | {
      readonly type: 'webhook_response';
      readonly webhookId: string;
      readonly forwardUrl: string;
      readonly status: number;
      readonly body: string;
    };

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** A message from the CLI, or undefined when it is not one Kassa knows. */
export function parseCliReply(data: string): CliReply | undefined {
  let message: Record<string, unknown>;
  try {
    const parsed = JSON.parse(data) as unknown;
    if (!parsed || typeof parsed !== 'object') return undefined;
    message = parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (message.type === 'event_ack') {
    // Older CLIs name the webhook id event_id, newer ones event_token.
    const webhookId = text(message.event_id ?? message.event_token, 200);
    return webhookId ? { type: 'event_ack', webhookId } : undefined;
  }
  if (message.type === 'webhook_response') {
    const webhookId = text(message.webhook_id, 200);
    if (!webhookId) return undefined;
    return {
      type: 'webhook_response',
      webhookId,
      forwardUrl: text(message.forward_url, 2_000),
      status: typeof message.status === 'number' ? message.status : 0,
      body: text(message.body, 5_000),
    };
  }
  return undefined;
}
