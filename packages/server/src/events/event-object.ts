import type { EventRequestInfo } from '../platform/event-request.js';

// API shapes of Events, webhook endpoints and Kassa's delivery-attempt records.

export interface EventObject {
  id: string;
  object: 'event';
  account?: string;
  api_version: string;
  context?: string;
  created: number;
  data: { object: object; previous_attributes?: object };
  livemode: false;
  pending_webhooks: number;
  request: EventRequestInfo;
  type: string;
}

export interface WebhookEndpointObject {
  id: string;
  object: 'webhook_endpoint';
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: false;
  metadata: Record<string, string>;
  /** Only in the answer to the create call. */
  secret?: string;
  status: 'enabled' | 'disabled';
  url: string;
}

export interface DeletedWebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  deleted: true;
}

/** Kassa extension (Stripe has no public object): one POST of an event to an endpoint. */
export interface DeliveryAttemptObject {
  id: string;
  object: 'webhook_delivery_attempt';
  created: number;
  duration_ms: number;
  endpoint: string;
  error: string | null;
  event: string;
  livemode: false;
  /** When the next try is due (unix seconds); null once delivered or given up. */
  next_retry_at: number | null;
  status_code: number | null;
}
