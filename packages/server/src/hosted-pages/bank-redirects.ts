import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { lockPaymentIntent } from '../intents/payment-intent-rows.js';
import { findBankRedirect, settleBankRedirect } from '../page-attempts/bank-redirect-attempts.js';
import type {
  BankRedirectCompletion,
  BankRedirectObject,
} from '../page-attempts/bank-redirect-object.js';
import { assertCurrent } from '../page-attempts/three-d-secure-attempts.js';
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

const KIND = { resource: 'bank_redirect', label: 'bank authorization' } as const;

/** The simulated bank behind every redirect method: what its page shows, and the answer. */
export class BankRedirectService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  // What the setup and payment completions after the bank page both need.
  get #deps(): SetupDeps {
    return { methods: this.#methods, clock: this.#clock };
  }

  async retrieve(
    viewer: Viewer,
    id: string,
    clientSecret: string | undefined,
  ): Promise<BankRedirectObject> {
    const row = await findBankRedirect(this.#store, viewer.account, id);
    return checkAttemptSecret(viewer, row && { ...row, redirect: true }, id, clientSecret, KIND)
      .data;
  }

  /**
   * The buyer's answer at the bank, in one transaction: authorised pays the intent (or
   * finishes the setup) at once; refused leaves it needing another payment method. Answers
   * where the buyer goes next: the shop's return_url with Stripe's query parameters.
   */
  complete(
    viewer: Viewer,
    id: string,
    params: CompleteThreeDSecureParams,
  ): Promise<BankRedirectCompletion> {
    return this.#store.transaction(async (tx) => {
      const locked = await findBankRedirect(tx, viewer.account, id, true);
      const row = locked && { ...locked, redirect: true };
      const { attempt, passed } = pendingAnswer(viewer, row, id, params, KIND);
      const object = await settleBankRedirect(tx, attempt, passed ? 'succeeded' : 'failed');
      const after = attempt.intent_id.startsWith('seti_')
        ? await settleSetup(tx, this.#deps, viewer.account, attempt, passed, KIND.label)
        : await this.#settlePayment(tx, viewer.account, attempt, passed);
      return { ...object, return_url: returnTarget(attempt, after) };
    });
  }

  async #settlePayment(
    tx: Queryable,
    account: Account,
    attempt: { id: string; intent_id: string },
    passed: boolean,
  ): Promise<PaymentIntentObject> {
    const before = await lockPaymentIntent(tx, account, attempt.intent_id);
    assertCurrent(before, attempt, 'PaymentIntent', KIND.label);
    if (!passed) return failAuthentication(tx, account, before);
    const ready: PaymentIntentObject = { ...before, next_action: null };
    const outcome = await confirmLocked(tx, this.#methods, account, ready, {}, this.#clock());
    return writeAfterPage(tx, this.#deps, account, before, outcome);
  }
}
