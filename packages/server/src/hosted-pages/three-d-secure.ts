import { randomUUID } from 'node:crypto';
import type {
  ThreeDSecureCompletion,
  ThreeDSecureDetails,
  ThreeDSecureObject,
} from '../intents/next-action-object.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { lockPaymentIntent } from '../intents/payment-intent-rows.js';
import {
  type AttemptRow,
  assertCurrent,
  findAttempt,
  settleAttempt,
} from '../page-attempts/three-d-secure-attempts.js';
import type { ConfirmResult } from '../payment-intents/confirm-result.js';
import { confirmLocked } from '../payment-intents/confirmation.js';
import type { Viewer } from '../payment-intents/payment-intent-service.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import type { SetupDeps } from '../setup-intents/setup-confirm-result.js';
import { settleSetup } from '../setup-intents/setup-settlement.js';
import type { Queryable, Store } from '../store/store.js';
import {
  checkAttemptSecret,
  failAuthentication,
  pendingAnswer,
  returnTarget,
  writeAfterPage,
} from './redirect-completion.js';
import type { CompleteThreeDSecureParams } from './three-d-secure-params.js';

/** 3-D Secure attempts: what the challenge page shows, and the buyer's answer to it. */
export class ThreeDSecureService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  get #setupDeps(): SetupDeps {
    return { methods: this.#methods, clock: this.#clock };
  }

  async retrieve(
    viewer: Viewer,
    id: string,
    clientSecret: string | undefined,
  ): Promise<ThreeDSecureObject> {
    const attempt = await findAttempt(this.#store, viewer.account, id);
    return checkAttemptSecret(viewer, attempt, id, clientSecret, THREE_DS).data;
  }

  /**
   * Settles a pending attempt in one transaction: a failure leaves the intent payable with
   * payment_intent_authentication_failure; a success charges the card (or, for manual
   * confirmation, waits for the shop's server to confirm again).
   */
  async complete(
    viewer: Viewer,
    id: string,
    params: CompleteThreeDSecureParams,
  ): Promise<ThreeDSecureCompletion> {
    return this.#store.transaction(async (tx) => {
      const locked = await findAttempt(tx, viewer.account, id, true);
      const { attempt, passed } = pendingAnswer(viewer, locked, id, params, THREE_DS);
      const object = await settleAttempt(tx, attempt, passed ? 'succeeded' : 'failed');
      const after = attempt.intent_id.startsWith('seti_')
        ? await settleSetup(tx, this.#setupDeps, viewer.account, attempt, passed)
        : await this.#settlePayment(tx, viewer.account, attempt, passed);
      return { ...object, return_url: returnTarget(attempt, after) };
    });
  }

  async #settlePayment(tx: Queryable, account: Account, attempt: AttemptRow, passed: boolean) {
    const intent = await lockIntent(tx, account, attempt);
    return passed ? this.#charge(tx, account, intent) : failAuthentication(tx, account, intent);
  }

  async #charge(tx: Queryable, account: Account, current: PaymentIntentObject) {
    const before = current;
    const ready: PaymentIntentObject = { ...current, next_action: null };
    let outcome: ConfirmResult;
    if (current.confirmation_method === 'manual') {
      // The shop's server confirms again; the authentication waits for it.
      outcome = { intent: { ...ready, status: 'requires_confirmation' } };
    } else {
      outcome = await confirmLocked(tx, this.#methods, account, ready, {}, this.#clock());
      const card = outcome.charge?.payment_method_details.card;
      if (card) card.three_d_secure = authenticatedDetails();
    }
    return writeAfterPage(tx, this.#setupDeps, account, before, outcome);
  }
}

function authenticatedDetails(): ThreeDSecureDetails {
  return {
    authentication_flow: 'challenge',
    electronic_commerce_indicator: '05',
    exemption_indicator: null,
    result: 'authenticated',
    result_reason: null,
    transaction_id: randomUUID(),
    version: '2.2.0',
  };
}

async function lockIntent(
  tx: Queryable,
  account: Account,
  attempt: AttemptRow,
): Promise<PaymentIntentObject> {
  const intent = await lockPaymentIntent(tx, account, attempt.intent_id);
  assertCurrent(intent, attempt, 'PaymentIntent');
  return intent;
}

const THREE_DS = { resource: 'three_d_secure', label: '3D Secure authentication' } as const;
