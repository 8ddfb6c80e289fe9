import { attachLocked } from '../customers/payment-method-attachments.js';
import { openIssuerDispute } from '../disputes/disputes.js';
import { runIntentOutcomeHooks } from '../intents/intent-outcome-hooks.js';
import { savesForFuture } from '../intents/link-options.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { generateSepaDebit, generatesSepaDebit } from '../mandates/generated-sepa.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { cardOutcome } from '../processor/test-cards.js';
import type { Queryable } from '../store/store.js';
import type { ConfirmResult } from './confirm-result.js';
import { confirmWriteValues, INSERT_PAYMENT_SQL, UPDATE_PAYMENT_SQL } from './payment-writes.js';

export interface CompletionDeps {
  readonly methods: PaymentMethodService;
  readonly clock: Clock;
}

// A bank debit saves its method once confirmed (processing), as a card does once paid.
const SAVING_STATUSES: ReadonlySet<string> = new Set([
  'succeeded',
  'requires_capture',
  'processing',
]);

/** Whether the confirmation saves its method: setup_future_usage, a customer, and paid. */
export function savesMethod(result: ConfirmResult): boolean {
  const { intent } = result;
  const paid = SAVING_STATUSES.has(intent.status);
  const method = result.method;
  return Boolean(intent.customer && method && savesForFuture(intent, method.object.type) && paid);
}

/**
 * The step every confirmation ends with, whether it paid at once, after a 3-D Secure
 * challenge or at the buyer's bank: the intent, its Charge, a new method and the events in
 * one statement, then (setup_future_usage with a customer) the method attached to the
 * customer with its payment_method.attached event, as Stripe does once the intent succeeds.
 * `before` is the intent as it was, or null for a new intent.
 */
export async function finishPayment(
  tx: Queryable,
  deps: CompletionDeps,
  account: Account,
  before: PaymentIntentObject | null,
  confirmed: ConfirmResult,
): Promise<void> {
  const { intent, method } = confirmed;
  const saving =
    method && intent.customer && savesMethod(confirmed)
      ? { method: method.object, customer: intent.customer }
      : null;
  // iDEAL, Bancontact and Sofort are not attached: they generate a sepa_debit method instead.
  const generates = saving !== null && generatesSepaDebit(saving.method.type);
  const outcome =
    saving && generates ? await withGeneratedSepa(tx, deps, account, confirmed, saving) : confirmed;
  const sql = before ? UPDATE_PAYMENT_SQL : INSERT_PAYMENT_SQL;
  await tx.query(sql, confirmWriteValues(account, outcome, before));
  // A new intent belongs to nothing yet; a later folder (Checkout) reacts to an existing one's.
  if (before) {
    await runIntentOutcomeHooks(tx, account, {
      kind: 'payment_intent',
      intentId: outcome.intent.id,
      status: outcome.intent.status,
      previousStatus: before.status,
      intent: outcome.intent,
    });
  }
  // Stripe's dispute cards: the issuer disputes the payment once it has succeeded.
  if (outcome.charge && method) {
    const card = cardOutcome(method.outcome);
    await openIssuerDispute(tx, account, outcome.charge, card, deps.clock());
  }
  if (saving === null || generates) return;
  await attachLocked(
    tx,
    deps.methods,
    deps.clock,
    account,
    saving.customer,
    saving.method.id,
    'payment_method',
  );
}

/**
 * An iDEAL, Bancontact or Sofort payment saved for later: the sepa_debit method it generates
 * (stored before the Charge, which names it) and the Charge's details naming it and its mandate.
 */
async function withGeneratedSepa(
  tx: Queryable,
  deps: CompletionDeps,
  account: Account,
  outcome: ConfirmResult,
  saving: { readonly method: PaymentMethodObject; readonly customer: string },
): Promise<ConfirmResult> {
  const { charge } = outcome;
  if (!charge) return outcome;
  const type = saving.method.type;
  const generated = await generateSepaDebit(tx, {
    account,
    clock: deps.clock,
    source: saving.method,
    customer: saving.customer,
    from: { charge: charge.id, setup_attempt: null },
  });
  const details = charge.payment_method_details as unknown as Record<string, unknown>;
  const own = details[type] as Record<string, unknown>;
  const withIds = { ...details, [type]: { ...own, ...generated } };
  const payment_method_details = withIds as unknown as typeof charge.payment_method_details;
  return { ...outcome, charge: { ...charge, payment_method_details } };
}
