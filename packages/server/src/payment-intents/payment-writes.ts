import { chargeBooking } from '../balance/balance-booking.js';
import { balanceTransactionsCte } from '../balance/balance-rows.js';
import type { BalanceTransactionObject } from '../balance/balance-transaction-object.js';
import type { EventObject } from '../events/event-object.js';
import { buildEvent, eventInsert } from '../events/event-service.js';
import { eventCtes } from '../events/webhook-job-rows.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import type { Account } from '../platform/accounts.js';
import { cardOutcome } from '../processor/test-cards.js';
import type { ConfirmResult } from './confirm-result.js';
import { intentEvents } from './intent-events.js';

// SQL on payment_methods, charges and payment_intents outside their rows modules, on purpose:
// a payment's rows go to the database in one statement: the new payment method (if any), the
// Charge (if any) and its balance transaction (once captured and paid), the intent and the
// change's events with their webhook jobs. One round trip on the hot path, atomic without
// BEGIN/COMMIT.
const METHOD_CTE = `pm AS (
  INSERT INTO payment_methods (id, account_id, test_outcome, data)
  SELECT $5, $4, $6, $7::jsonb WHERE $5::text IS NOT NULL)`;
const CHARGE_CTE = `ch AS (
  INSERT INTO charges (id, account_id, payment_intent_id, data)
  SELECT $8, $4, $1, $9::jsonb WHERE $8::text IS NOT NULL)`;
const EVENTS_CTE = `${eventCtes('$10', '$4', '$11')}, ev AS (${eventInsert('$4')} RETURNING 1)`;

// Answers the new row's version (xmin), which a confirm soon after may start from.
export const INSERT_PAYMENT_SQL = `WITH ${METHOD_CTE}, ${CHARGE_CTE}, ${balanceTransactionsCte('$12', '$4')}, ${EVENTS_CTE}
INSERT INTO payment_intents (id, status, data, account_id) VALUES ($1, $2, $3::jsonb, $4)
RETURNING xmin::text AS version`;

// An update of an existing intent: every insert hangs off the UPDATE, so nothing is written
// for an intent that is not there (charges carry no foreign key to it: see migration 0060).
// Answers updated = 0 or 1.
const GUARDED_EVENTS = `(CASE WHEN EXISTS (SELECT 1 FROM up) THEN $10::jsonb ELSE '[]'::jsonb END)`;
function updatePaymentSql(versionCheck: string): string {
  return `WITH up AS (
  UPDATE payment_intents SET status = $2, data = $3::jsonb
  WHERE id = $1 AND account_id = $4${versionCheck} RETURNING 1
), pm AS (
  INSERT INTO payment_methods (id, account_id, test_outcome, data)
  SELECT $5, $4, $6, $7::jsonb FROM up WHERE $5::text IS NOT NULL
), ch AS (
  INSERT INTO charges (id, account_id, payment_intent_id, data)
  SELECT $8, $4, $1, $9::jsonb FROM up WHERE $8::text IS NOT NULL
), ${balanceTransactionsCte('$12', '$4', 'up')}, ${eventCtes(GUARDED_EVENTS, '$4', '$11')}, ev AS (${eventInsert('$4')} RETURNING 1)
SELECT count(*)::int AS updated FROM up`;
}

/** For an intent the transaction holds locked (SELECT ... FOR UPDATE). */
export const UPDATE_PAYMENT_SQL = updatePaymentSql('');

// The same write made only if the intent row is still the version read (its xmin): a confirm
// without BEGIN/SELECT FOR UPDATE/COMMIT. A lost race writes nothing and answers updated = 0.
// Parameter 13 is the xmin read.
export const UPDATE_PAYMENT_IF_UNCHANGED_SQL = updatePaymentSql(' AND xmin = $13::text::xid');

export interface PaymentWrite {
  /** The whole intent object; id and status also fill their columns. */
  readonly intent: { readonly id: string; readonly status: string };
  readonly accountId: string;
  readonly method?:
    | { readonly id: string; readonly outcome: string; readonly data: unknown }
    | undefined;
  readonly charge?: { readonly id: string } | undefined;
  /** The Charge's balance transactions, written in the same statement (none when left out). */
  readonly balanceTransactions?: readonly BalanceTransactionObject[] | undefined;
  /** Events of the change, written in the same statement (none when left out). */
  readonly events?: readonly EventObject[] | undefined;
}

// The events hold snapshots of the very objects written beside them (the intent, the Charge):
// each of those is serialized once and its JSON reused inside the events array. Key order
// differs from JSON.stringify(events) but the column is jsonb, which keeps no key order.
function eventsJson(events: readonly EventObject[], serialized: Map<object, string>): string {
  const parts = events.map((event) => {
    const { data, ...envelope } = event;
    const object = serialized.get(data.object) ?? JSON.stringify(data.object);
    const previous = data.previous_attributes
      ? `,"previous_attributes":${JSON.stringify(data.previous_attributes)}`
      : '';
    return `${JSON.stringify(envelope).slice(0, -1)},"data":{"object":${object}${previous}}}`;
  });
  return `[${parts.join(',')}]`;
}

export function paymentWriteValues(write: PaymentWrite): unknown[] {
  const intent = JSON.stringify(write.intent);
  const charge = write.charge ? JSON.stringify(write.charge) : null;
  const serialized = new Map<object, string>([[write.intent, intent]]);
  if (write.charge && charge) serialized.set(write.charge, charge);
  return [
    write.intent.id,
    write.intent.status,
    intent,
    write.accountId,
    write.method?.id ?? null,
    write.method?.outcome ?? null,
    write.method ? JSON.stringify(write.method.data) : null,
    write.charge?.id ?? null,
    charge,
    eventsJson(write.events ?? [], serialized),
    Date.now(),
    JSON.stringify(write.balanceTransactions ?? []),
  ];
}

/** The intent's JSON as paymentWriteValues serialized it (parameter 3). */
export function writtenIntentJson(values: readonly unknown[]): string {
  return values[2] as string;
}

/** A confirmation's write: the intent, its new Charge and new method, and the events Stripe sends. */
export function confirmWriteValues(
  account: Account,
  result: ConfirmResult,
  before: PaymentIntentObject | null,
): unknown[] {
  const method = result.method?.isNew ? result.method : undefined;
  // A payment captured and paid at once is booked now; the Charge (and so its events) names it.
  const booked =
    result.charge &&
    chargeBooking(
      result.charge,
      result.charge.created,
      result.method && cardOutcome(result.method.outcome),
    );
  const change = { before, intent: result.intent, newCharge: result.charge };
  return paymentWriteValues({
    intent: result.intent,
    accountId: account.id,
    method: method && { id: method.object.id, outcome: method.outcome, data: method.object },
    charge: result.charge,
    balanceTransactions: booked ? [booked] : [],
    events: intentEvents(change).map((input) => buildEvent(input)),
  });
}
