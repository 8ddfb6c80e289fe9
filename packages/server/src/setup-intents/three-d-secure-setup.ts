import { resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { NextAction } from '../intents/next-action-object.js';
import {
  type AttemptRow,
  AUTHENTICATION_FAILURE_MESSAGE,
  assertCurrent,
  consumeAuthentication,
  insertAttempt,
  methodObject,
} from '../page-attempts/three-d-secure-attempts.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { Account } from '../platform/accounts.js';
import type { TestOutcome } from '../processor/test-cards.js';
import { needsAuthentication } from '../processor/three-d-secure-cards.js';
import type { Queryable } from '../store/store.js';
import {
  confirmSetupLocked,
  type SetupConfirmResult,
  type SetupDeps,
} from './setup-confirmation.js';
import type { SetupIntentObject } from './setup-intent-object.js';
import type { ConfirmSetupIntentParams } from './setup-intent-params.js';

/**
 * The 3-D Secure step of a SetupIntent confirmation: a card whose issuer asks for
 * authentication (all of Stripe's 3-D Secure test cards do when set up) waits in
 * requires_action until the buyer answers the challenge; a done authentication lets it through.
 */
export async function setupAuthenticationStep(
  tx: Queryable,
  account: Account,
  intent: SetupIntentObject,
  chosen: { readonly method: PaymentMethodObject; readonly outcome: TestOutcome },
  params: ConfirmSetupIntentParams,
  now: Date,
): Promise<SetupConfirmResult | undefined> {
  const { method, outcome } = chosen;
  if (!needsAuthentication(outcome, false)) return undefined;
  if (await consumeAuthentication(tx, account, intent.id, method.id)) return undefined;
  const nextAction = await insertAttempt(tx, account, {
    intent: { id: intent.id, amount: null, currency: null },
    method,
    returnUrl: params.return_url,
    sdk: params.use_stripe_sdk === true,
    now,
  });
  return awaitSetupAction(tx, account, intent, nextAction, method.id);
}

/** The SetupIntent waiting for the buyer (a challenge, a bank page) with this method. */
export async function awaitSetupAction(
  tx: Queryable,
  account: Account,
  intent: SetupIntentObject,
  nextAction: NextAction,
  paymentMethod: string,
): Promise<SetupConfirmResult> {
  const waiting: SetupIntentObject = {
    ...intent,
    status: 'requires_action',
    next_action: nextAction,
    payment_method: paymentMethod,
    last_setup_error: null,
  };
  await record(tx, account, 'setup_intent.requires_action', waiting);
  return { intent: waiting };
}

const UPDATE_SETUP_SQL = `UPDATE setup_intents
  SET customer_id = $2, payment_method_id = $3, status = $4, data = $5::jsonb WHERE id = $1`;

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
  const rows = await tx.query<{ data: SetupIntentObject }>(
    'SELECT data FROM setup_intents WHERE id = $1 AND account_id = $2 FOR UPDATE',
    [attempt.intent_id, account.id],
  );
  const intent = rows[0]?.data;
  if (!intent) throw resourceMissing('setup_intent', attempt.intent_id);
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
  await tx.query(UPDATE_SETUP_SQL, [
    next.id,
    next.customer,
    next.payment_method,
    next.status,
    JSON.stringify(next),
  ]);
  return next;
}
