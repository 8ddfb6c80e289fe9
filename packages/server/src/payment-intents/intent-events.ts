import type { ChargeObject } from '../charges/charge-object.js';
import { type EventInput, recordMany } from '../events/event-service.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';

export interface IntentChange {
  /** The intent before the change; null for a new one. */
  readonly before: PaymentIntentObject | null;
  readonly intent: PaymentIntentObject;
  /** A Charge created by this change (an authorisation attempt). */
  readonly newCharge?: ChargeObject | undefined;
  /** An existing Charge this change captured, released or (a canceled debit) failed. */
  readonly changedCharge?: ChargeObject | undefined;
}

const STATUS_EVENTS: Partial<Record<PaymentIntentObject['status'], string>> = {
  succeeded: 'payment_intent.succeeded',
  requires_capture: 'payment_intent.amount_capturable_updated',
  canceled: 'payment_intent.canceled',
  processing: 'payment_intent.processing',
  requires_action: 'payment_intent.requires_action',
};

/** The Events Stripe sends for a PaymentIntent change, written in the change's transaction. */
export async function recordIntentEvents(tx: Queryable, account: Account, change: IntentChange) {
  await recordMany(tx, account, intentEvents(change));
}

export function intentEvents(change: IntentChange): EventInput[] {
  const { before, intent, newCharge, changedCharge } = change;
  const events: EventInput[] = [];
  if (!before) events.push({ type: 'payment_intent.created', object: intent });
  if (newCharge) events.push({ type: `charge.${newCharge.status}`, object: newCharge });
  if (changedCharge) {
    const type =
      changedCharge.status === 'failed'
        ? 'charge.failed'
        : changedCharge.refunded
          ? 'charge.refunded'
          : 'charge.captured';
    events.push({ type, object: changedCharge });
  }
  const previous = before ? { previousAttributes: { status: before.status } } : {};
  if (newCharge?.status === 'failed') {
    events.push({ type: 'payment_intent.payment_failed', object: intent, ...previous });
  } else {
    const type = STATUS_EVENTS[intent.status];
    if (type && intent.status !== before?.status)
      events.push({ type, object: intent, ...previous });
  }
  return events;
}
