import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';

// Folders that come after the intents (Checkout Sessions) react to an intent's outcome inside
// the transaction that settles it, wherever that happens: a confirm, a 3-D Secure or redirect
// page's answer, a debit the bank settles later. The intent folders call runIntentOutcomeHooks
// after writing the change; a later folder registers its hook once, at module load. A hook must
// be idempotent for one outcome (it runs under the intent's row lock, once per change).

export interface IntentOutcome {
  readonly kind: 'payment_intent' | 'setup_intent';
  readonly intentId: string;
  /** The status the change left the intent in. */
  readonly status: string;
  /** The status before the change; null for a new intent. */
  readonly previousStatus: string | null;
  /** The intent object as written (for the hook's events). */
  readonly intent: object;
}

export type IntentOutcomeHook = (
  tx: Queryable,
  account: Account,
  outcome: IntentOutcome,
) => Promise<void>;

const hooks: IntentOutcomeHook[] = [];

/** Registers a hook (once per module: registering the same function again is ignored). */
export function registerIntentOutcomeHook(hook: IntentOutcomeHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

// Only outcomes another folder can act on: the intent settled, started settling or failed.
const OUTCOME_STATUSES: ReadonlySet<string> = new Set([
  'succeeded',
  'processing',
  'requires_capture',
  'requires_payment_method',
  'canceled',
]);

/** Runs every registered hook in the caller's transaction; a no-op for other statuses. */
export async function runIntentOutcomeHooks(
  tx: Queryable,
  account: Account,
  outcome: IntentOutcome,
): Promise<void> {
  if (outcome.status === outcome.previousStatus || !OUTCOME_STATUSES.has(outcome.status)) return;
  for (const hook of hooks) await hook(tx, account, outcome);
}
