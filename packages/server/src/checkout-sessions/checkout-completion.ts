import { record } from '../events/event-service.js';
import { type IntentOutcome, registerIntentOutcomeHook } from '../intents/intent-outcome-hooks.js';
import type { Account } from '../platform/accounts.js';
import { unixNow } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import type { CheckoutSessionObject } from './checkout-session-object.js';
import { findSessionOfIntent, type SessionRow, writeSession } from './checkout-session-rows.js';

// A session's life after creation: it completes when its intent succeeds or starts processing
// (at confirm, after 3-D Secure or a redirect, or when a debit the bank settles later), its
// asynchronous payment then succeeds or fails, or it expires. Each runs in the transaction of
// the change that causes it, on the locked session row, so it happens once.

const COMPLETING: ReadonlySet<string> = new Set(['succeeded', 'processing', 'requires_capture']);

function paymentStatus(
  session: CheckoutSessionObject,
  status: string,
): CheckoutSessionObject['payment_status'] {
  if (session.mode === 'setup') return 'no_payment_required';
  return status === 'succeeded' ? 'paid' : 'unpaid';
}

/** Completes an open session whose intent reached `status`; false when it does not. */
export async function completeSession(
  tx: Queryable,
  account: Account,
  row: SessionRow,
  status: string,
): Promise<CheckoutSessionObject | null> {
  const session = row.data;
  if (session.status !== 'open' || !COMPLETING.has(status)) return null;
  const next: CheckoutSessionObject = {
    ...session,
    status: 'complete',
    payment_status: paymentStatus(session, status),
  };
  await writeSession(tx, next);
  await record(tx, account, 'checkout.session.completed', next);
  return next;
}

/** Expires an open session (the expire call or the expiry job). */
export async function expireSession(
  tx: Queryable,
  account: Account,
  row: SessionRow,
  now: Date,
): Promise<CheckoutSessionObject> {
  const session = row.data;
  const recovery = (session.after_expiration as { recovery?: Record<string, unknown> } | null)
    ?.recovery;
  const origin = row.internals.origin;
  const next: CheckoutSessionObject = {
    ...session,
    status: 'expired',
    expires_at: Math.min(session.expires_at, unixNow(now)),
    ...(recovery?.enabled && origin
      ? {
          after_expiration: {
            recovery: {
              ...recovery,
              expires_at: unixNow(now) + 30 * 24 * 60 * 60,
              url: `${origin}/c/recover/${session.id}`,
            },
          },
        }
      : {}),
  };
  await writeSession(tx, next);
  await record(tx, account, 'checkout.session.expired', next);
  return next;
}

/** The hook the intent folders run when an intent settles (see intents/intent-outcome-hooks). */
async function onIntentOutcome(tx: Queryable, account: Account, outcome: IntentOutcome) {
  const row = await findSessionOfIntent(tx, account, outcome.kind, outcome.intentId);
  if (!row) return;
  const session = row.data;
  if (session.status === 'open') {
    await completeSession(tx, account, row, outcome.status);
    return;
  }
  // An asynchronous payment (a bank debit) the bank answered after the session completed.
  if (
    session.status !== 'complete' ||
    session.payment_status !== 'unpaid' ||
    outcome.previousStatus !== 'processing'
  ) {
    return;
  }
  if (outcome.status === 'succeeded') {
    const next: CheckoutSessionObject = { ...session, payment_status: 'paid' };
    await writeSession(tx, next);
    await record(tx, account, 'checkout.session.async_payment_succeeded', next);
  } else if (outcome.status === 'requires_payment_method') {
    await record(tx, account, 'checkout.session.async_payment_failed', session);
  }
}

registerIntentOutcomeHook(onIntentOutcome);
