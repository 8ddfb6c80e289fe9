// Every event type Kassa emits (what `enabled_events` may name, besides '*'). A service that
// starts emitting a new type adds it here.
export const EVENT_TYPES = [
  'balance.available',
  'charge.captured',
  'charge.dispute.closed',
  'charge.dispute.created',
  'charge.dispute.funds_reinstated',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.updated',
  'charge.expired',
  'charge.failed',
  'charge.pending',
  'charge.refund.updated',
  'charge.refunded',
  'charge.succeeded',
  'charge.updated',
  'customer.created',
  'customer.deleted',
  'customer.source.created',
  'customer.source.deleted',
  'customer.source.updated',
  'customer.updated',
  'mandate.updated',
  'payment_intent.amount_capturable_updated',
  'payment_intent.canceled',
  'payment_intent.created',
  'payment_intent.partially_funded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.succeeded',
  'payment_method.attached',
  'payment_method.automatically_updated',
  'payment_method.detached',
  'payment_method.updated',
  'radar.early_fraud_warning.created',
  'refund.created',
  'refund.failed',
  'refund.updated',
  'setup_intent.canceled',
  'setup_intent.created',
  'setup_intent.requires_action',
  'setup_intent.setup_failed',
  'setup_intent.succeeded',
  'source.canceled',
  'source.chargeable',
  'source.failed',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

const KNOWN: ReadonlySet<string> = new Set(EVENT_TYPES);

export function isEventType(type: string): type is EventType {
  return KNOWN.has(type);
}
