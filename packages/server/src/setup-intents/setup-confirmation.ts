import { ApiError } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import { type ConfirmStrategy, runLockedConfirm } from '../intent-confirmation/confirm-pipeline.js';
import { methodKind } from '../intents/intent-method-types.js';
import { assertReusable, assertSameCustomer } from '../intents/method-ownership.js';
import {
  generateSepaDebit,
  generatesSepaDebit,
  NOTHING_GENERATED,
} from '../mandates/generated-sepa.js';
import { mandateFor } from '../mandates/mandates.js';
import { needsMicrodeposits, startMicrodeposits } from '../payment-intents/microdeposits.js';
import { methodFromData } from '../payment-methods/method-data.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { findMethod, insertMethod, writeMethod } from '../payment-methods/payment-method-rows.js';
import { checkOneMethodSource } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import { unixNow } from '../platform/ids.js';
import type { DebitOutcomeCode } from '../processor/bank-debit-outcomes.js';
import { checkedCard } from '../processor/card-scenarios.js';
import type { TestOutcome } from '../processor/test-cards.js';
import { cardOutcome } from '../processor/test-cards.js';
import { verify } from '../processor/test-processor.js';
import type { Queryable } from '../store/store.js';
import { insertSetupAttempt } from './setup-attempt-rows.js';
import type { SetupConfirmResult, SetupDeps } from './setup-confirm-result.js';
import {
  type LastSetupError,
  type SetupIntentObject,
  setupAttempt,
} from './setup-intent-object.js';
import type { ConfirmSetupIntentParams } from './setup-intent-params.js';
import { setupRedirectStep } from './setup-redirects.js';
import { awaitSetupAction, setupAuthenticationStep } from './three-d-secure-setup.js';

export function setupUnexpectedState(intent: SetupIntentObject, action: string): ApiError {
  const message =
    intent.status === 'succeeded' && action === 'confirm'
      ? 'You cannot confirm this SetupIntent because it has already succeeded.'
      : `You cannot ${action} this SetupIntent because it has a status of ${intent.status}.`;
  return new ApiError('setup_intent_unexpected_state', message, {
    extra: { setup_intent: intent },
  });
}

interface ChosenMethod {
  readonly method: PaymentMethodObject;
  readonly outcome: TestOutcome | DebitOutcomeCode;
}

/** The method to set up: new from data or a test id, else a stored one nobody else owns. */
export async function chooseSetupMethod(
  tx: Queryable,
  deps: SetupDeps,
  account: Account,
  intent: SetupIntentObject,
  params: Pick<ConfirmSetupIntentParams, 'payment_method' | 'payment_method_data'>,
): Promise<ChosenMethod> {
  checkOneMethodSource(params);
  const data = params.payment_method_data;
  const built = data
    ? await methodFromData(tx, deps.methods, account, data, deps.clock())
    : params.payment_method && deps.methods.buildTest(account, params.payment_method);
  if (built) {
    await insertMethod(tx, account, built.object, built.outcome);
    return { method: built.object, outcome: built.outcome };
  }
  const id = params.payment_method ?? intent.payment_method;
  if (!id) {
    throw new ApiError(
      'setup_intent_unexpected_state',
      "You cannot confirm this SetupIntent because it's missing a payment method. You can either update the SetupIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      { extra: { setup_intent: intent } },
    );
  }
  const row = await findMethod(tx, account, id, { lock: true, param: 'payment_method' });
  assertSameCustomer(
    'setup',
    intent,
    { id: row.data.id, customer: row.customer_id },
    {
      setup_intent: intent,
    },
  );
  assertReusable(row);
  return { method: row.data, outcome: row.test_outcome };
}

/** The method once its issuer verified it: its checks' results, its customer. */
function verified({ method, outcome }: ChosenMethod, customer: string | null): PaymentMethodObject {
  return {
    ...method,
    customer: customer ?? method.customer,
    ...(method.card?.checks
      ? { card: { ...method.card, checks: checkedCard(cardOutcome(outcome), method.card.checks) } }
      : {}),
  };
}

/** A SetupIntent's confirm: the pipeline's steps (runConfirm) as a SetupIntent takes them. */
type SetupStrategy = ConfirmStrategy<
  SetupIntentObject,
  ConfirmSetupIntentParams,
  ChosenMethod,
  string | null,
  SetupConfirmResult
>;

const setupStrategy = (deps: SetupDeps): SetupStrategy => ({
  unexpectedState: (intent) => setupUnexpectedState(intent, 'confirm'),
  // A setup always writes before its intent: the method it makes or attaches, its attempt.
  choosingWrites: () => true,
  withParams: (intent) => intent,
  chooseMethod: ({ tx, account }, intent, params) =>
    chooseSetupMethod(tx, deps, account, intent, params),
  assertAllowed(intent, { method }) {
    if (intent.payment_method_types.includes(method.type)) return;
    throw new ApiError(
      'setup_intent_invalid_parameter',
      `The PaymentMethod provided (${method.type}) is not allowed for this SetupIntent. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(', ')}.`,
      { param: 'payment_method' },
    );
  },
  stepsWrite: () => true,
  async beforeProcessor({ tx, account }, intent, chosen, params) {
    const step = await beforeVerifying(tx, account, intent, chosen, params, deps);
    return 'intent' in step ? { ends: step } : { goesOn: step.mandate };
  },
  processor: ({ tx, account }, intent, { method, outcome }, mandate) =>
    verifyMethod(tx, deps, account, intent, { method, outcome }, mandate),
});

/**
 * Confirms a SetupIntent the caller holds locked (or has just built): verifies the method
 * with the test processor, attaches it to the intent's customer on success, and records the
 * attempt and the events. The caller writes the intent.
 */
export function confirmSetupLocked(
  tx: Queryable,
  deps: SetupDeps,
  account: Account,
  current: SetupIntentObject,
  params: ConfirmSetupIntentParams,
): Promise<SetupConfirmResult> {
  const scope = { tx, account, now: deps.clock() };
  return runLockedConfirm(setupStrategy(deps), scope, current, params);
}

/** The processor's answer for a setup: the method saved and the intent succeeded, or declined. */
async function verifyMethod(
  tx: Queryable,
  deps: SetupDeps,
  account: Account,
  current: SetupIntentObject,
  { method, outcome }: ChosenMethod,
  mandate: string | null,
): Promise<SetupConfirmResult> {
  const created = unixNow(deps.clock());
  const result = verify(cardOutcome(outcome));
  const intent: SetupIntentObject = { ...current };
  intent.next_action = null;
  if (result.approved) {
    const {
      saved,
      attempt,
      mandate: generated,
    } = await saveSetupMethod(tx, deps, account, intent, { method, outcome });
    await insertSetupAttempt(tx, account, attempt);
    Object.assign(intent, {
      status: 'succeeded',
      mandate: generated ?? mandate,
      payment_method: saved.id,
      last_setup_error: null,
      latest_attempt: attempt.id,
    });
    await record(tx, account, 'setup_intent.succeeded', intent);
    return { intent };
  }
  const error: LastSetupError = {
    type: 'card_error',
    code: result.code,
    decline_code: result.declineCode,
    doc_url: `https://stripe.com/docs/error-codes/${result.code.replaceAll('_', '-')}`,
    message: result.message,
    ...(result.param ? { param: result.param } : {}),
    payment_method: method,
  };
  const attempt = setupAttempt(intent, method, error, created);
  await insertSetupAttempt(tx, account, attempt);
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    last_setup_error: error,
    latest_attempt: attempt.id,
  });
  await record(tx, account, 'setup_intent.setup_failed', intent);
  return { intent, decline: { decline: result, method } };
}

/**
 * A verified method saved by its setup: attached to the intent's customer, or (iDEAL,
 * Bancontact, Sofort with a customer) spent to generate a sepa_debit method and mandate the
 * attempt names, as Stripe does; the intent keeps the redirect method.
 */
async function saveSetupMethod(
  tx: Queryable,
  deps: SetupDeps,
  account: Account,
  intent: SetupIntentObject,
  chosen: ChosenMethod,
) {
  const { method } = chosen;
  const created = unixNow(deps.clock());
  if (generatesSepaDebit(method.type)) {
    const attempt = setupAttempt(intent, method, null, created);
    const generated = intent.customer
      ? await generateSepaDebit(tx, {
          account,
          clock: deps.clock,
          source: method,
          customer: intent.customer,
          from: { charge: null, setup_attempt: attempt.id },
        })
      : NOTHING_GENERATED;
    attempt.payment_method_details = { type: method.type, [method.type]: generated };
    return { saved: method, attempt, mandate: generated.generated_sepa_debit_mandate };
  }
  const saved = verified(chosen, intent.customer);
  await writeMethod(tx, saved);
  if (saved.customer && saved.customer !== method.customer) {
    await record(tx, account, 'payment_method.attached', saved);
  }
  return { saved, attempt: setupAttempt(intent, saved, null, created), mandate: null };
}

/**
 * What a method needs before it is verified: a mandate (bank debits), the buyer's visit to
 * their bank (redirect methods, which then wait in requires_action) or 3-D Secure (cards).
 */
async function beforeVerifying(
  tx: Queryable,
  account: Account,
  intent: SetupIntentObject,
  chosen: ChosenMethod,
  params: ConfirmSetupIntentParams,
  deps: SetupDeps,
): Promise<SetupConfirmResult | { mandate: string | null }> {
  const { method, outcome } = chosen;
  const now = deps.clock();
  const kind = methodKind(method.type);
  if (kind === 'debit') {
    const mandate = await mandateFor(tx, account, method, params.mandate_data, {}, now);
    // A hand-entered US bank account is verified with microdeposits first (when asked, or
    // when typed in the bank-linking dialog).
    if (await needsMicrodeposits(tx, account, method, params.payment_method_options)) {
      const waiting = { id: intent.id, amount: null, currency: null };
      const action = await startMicrodeposits(tx, account, waiting, method, mandate.id, now);
      return awaitSetupAction(tx, account, intent, action, method.id);
    }
    return { mandate: mandate.id };
  }
  const waiting =
    kind === 'redirect'
      ? await setupRedirectStep(tx, account, intent, method, params.return_url, now)
      : await setupAuthenticationStep(
          tx,
          account,
          intent,
          { method, outcome: cardOutcome(outcome) },
          params,
          now,
        );
  return waiting ?? { mandate: null };
}
