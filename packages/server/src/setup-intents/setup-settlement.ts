import { record } from '../events/event-service.js';
import { runIntentOutcomeHooks } from '../intents/intent-outcome-hooks.js';
import {
  type AttemptRow,
  AUTHENTICATION_FAILURE_MESSAGE,
  assertCurrent,
  methodObject,
} from '../page-attempts/three-d-secure-attempts.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { SetupDeps } from './setup-confirm-result.js';
import { confirmSetupLocked } from './setup-confirmation.js';
import type { SetupIntentObject } from './setup-intent-object.js';
import { findSetupIntent, writeSetupIntent } from './setup-intent-rows.js';

/**
 * The buyer answered a SetupIntent's challenge: a success finishes the setup (the card is
 * verified and saved to the customer), a failure leaves the intent needing another method.
 */
export async function settleSetup(
  tx: Queryable,
  deps: SetupDeps,
  account: Account,
  attempt: Pick<AttemptRow, 'id' | 'intent_id'>,
  passed: boolean,
  label?: string,
): Promise<SetupIntentObject> {
  const intent = await findSetupIntent(tx, account, attempt.intent_id, { lock: true });
  assertCurrent(intent, attempt, 'SetupIntent', label);
  let next: SetupIntentObject;
  if (passed) {
    const ready = { ...intent, next_action: null };
    const params = intent.payment_method ? { payment_method: intent.payment_method } : {};
    next = (await confirmSetupLocked(tx, deps, account, ready, params)).intent;
  } else {
    next = {
      ...intent,
      status: 'requires_payment_method',
      next_action: null,
      payment_method: null,
      last_setup_error: {
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
        message: AUTHENTICATION_FAILURE_MESSAGE,
        payment_method: await methodObject(tx, account, intent.payment_method),
      },
    };
    await record(tx, account, 'setup_intent.setup_failed', next);
  }
  await writeSetupIntent(tx, next);
  await runIntentOutcomeHooks(tx, account, {
    kind: 'setup_intent',
    intentId: next.id,
    status: next.status,
    previousStatus: intent.status,
    intent: next,
  });
  return next;
}
