import { record } from '../events/event-service.js';
import type { NextAction } from '../intents/next-action-object.js';
import { consumeAuthentication, insertAttempt } from '../page-attempts/three-d-secure-attempts.js';
import {
  isLinkMethod,
  type PaymentMethodObject,
} from '../payment-methods/payment-method-object.js';
import type { Account } from '../platform/accounts.js';
import type { TestOutcome } from '../processor/test-cards.js';
import { needsAuthentication } from '../processor/three-d-secure-cards.js';
import type { Queryable } from '../store/store.js';
import type { SetupConfirmResult } from './setup-confirm-result.js';
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
  // A `link` method is saved with no 3-D Secure: the shopper proved the wallet account.
  if (isLinkMethod(method) || !needsAuthentication(outcome, false)) return undefined;
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
