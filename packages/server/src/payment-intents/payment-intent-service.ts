import { assertCustomerExists } from '../customers/customer-rows.js';
import { ApiError, resourceMissing, withoutObject, withViewOf } from '../errors/api-error.js';
import { assertReusable, assertSameCustomer } from '../intents/method-ownership.js';
import {
  type PaymentIntentObject,
  type PublishablePaymentIntent,
  publishableView,
} from '../intents/payment-intent-object.js';
import { findIntent, findVersionedIntent } from '../intents/payment-intent-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import { checkClientSecret, type SecretMismatch } from '../platform/client-secret.js';
import type { Clock } from '../platform/clock.js';
import type { Queryable, Store } from '../store/store.js';
import type { ConfirmResult } from './confirm-result.js';
import { confirmLocked, confirmUnlocked } from './confirmation.js';
import { readMicrodepositAnswer, verifyPendingMicrodeposits } from './microdeposits.js';
import { buildIntent } from './new-intent.js';
import { beginDebit } from './non-card-confirmation.js';
import { type CompletionDeps, finishPayment, savesMethod } from './payment-completion.js';
import { failPaymentAttempt } from './payment-failure.js';
import type {
  ConfirmPaymentIntentParams,
  CreatePaymentIntentParams,
  VerifyMicrodepositsParams,
} from './payment-intent-params.js';
import {
  confirmWriteValues,
  INSERT_PAYMENT_SQL,
  UPDATE_PAYMENT_IF_UNCHANGED_SQL,
  writtenIntentJson,
} from './payment-writes.js';
import { RecentIntents } from './recent-intents.js';

/** Who is asking: publishable-key callers see and touch an intent only with its secret. */
export interface Viewer {
  readonly account: Account;
  readonly publishable: boolean;
}

export type IntentView = PaymentIntentObject | PublishablePaymentIntent;

const LOST: unique symbol = Symbol('lost race');

export class PaymentIntentService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;
  readonly #recent = new RecentIntents();

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  get #deps(): CompletionDeps {
    return { methods: this.#methods, clock: this.#clock };
  }

  async create(account: Account, params: CreatePaymentIntentParams): Promise<PaymentIntentObject> {
    // A create that throws has stored nothing: its error names no PaymentIntent (as a
    // SetupIntent create's does not). A decline is stored first and thrown by settle().
    const result = await this.#createStored(account, params).catch((error: unknown) => {
      throw withoutObject(error, 'payment_intent');
    });
    return settle(result, { account, publishable: false }) as PaymentIntentObject;
  }

  async #createStored(account: Account, params: CreatePaymentIntentParams): Promise<ConfirmResult> {
    const now = this.#clock();
    const built = buildIntent(params, now);
    if (params.customer) {
      await assertCustomerExists(this.#store, account, params.customer, 'customer');
      built.customer = params.customer;
    }
    if (params.payment_method_data && !params.confirm) {
      throw new ApiError(
        'parameter_invalid_value',
        'payment_method_data can only be provided together with confirm=true.',
        { param: 'payment_method_data' },
      );
    }
    // A new intent is invisible to everyone else until written: no row lock is needed. A
    // confirm that writes rows of its own first (a mandate, a bank page, a spent token) runs
    // with the intent's insert in one transaction.
    let result: ConfirmResult = { intent: built };
    if (params.confirm) {
      const unlocked = await confirmUnlocked(
        this.#store,
        this.#methods,
        account,
        built,
        params,
        now,
      );
      if (!unlocked) return this.#createInTransaction(account, built, params, now);
      result = unlocked;
    } else if (params.payment_method) {
      const method = await this.#methods.resolve(
        this.#store,
        account,
        params.payment_method,
        'payment_method',
      );
      assertSameCustomer('payment', built, method.object);
      assertReusable(method);
      built.payment_method = method.object.id;
      built.status = 'requires_confirmation';
      result = { intent: built, method };
    }
    if (savesMethod(result)) {
      await this.#store.transaction((tx) => finishPayment(tx, this.#deps, account, null, result));
    } else {
      const values = confirmWriteValues(account, result, null);
      const [row] = await this.#store.query<{ version: string }>(INSERT_PAYMENT_SQL, values);
      // A confirm can follow at once only from requires_payment_method/confirmation.
      if (row && !params.confirm) {
        this.#recent.remember(account.id, built.id, writtenIntentJson(values), row.version);
      }
    }
    return result;
  }

  #createInTransaction(
    account: Account,
    built: PaymentIntentObject,
    params: CreatePaymentIntentParams,
    now: Date,
  ): Promise<ConfirmResult> {
    return this.#store.transaction(async (tx) => {
      const outcome = await confirmLocked(tx, this.#methods, account, built, params, now);
      await finishPayment(tx, this.#deps, account, null, outcome);
      return outcome;
    });
  }

  async retrieve(
    viewer: Viewer,
    id: string,
    clientSecret: string | undefined,
  ): Promise<IntentView> {
    const intent = await this.#find(this.#store, viewer.account, id);
    checkIntentSecret(viewer, intent, clientSecret);
    return view(viewer, intent);
  }

  async confirm(
    viewer: Viewer,
    id: string,
    params: ConfirmPaymentIntentParams,
  ): Promise<IntentView> {
    const result = await this.#confirmUnlocked(viewer, id, params)
      .then((unlocked) => unlocked ?? this.#confirmInTransaction(viewer, id, params))
      .catch((error: unknown) => {
        // Errors that carry the intent show Stripe.js only its publishable fields.
        throw viewer.publishable ? withViewOf(error, 'payment_intent', publishableView) : error;
      });
    return settle(result, viewer);
  }

  /**
   * The common confirm in two round trips instead of four: read the intent, decide, and write
   * only if the row is still the version read (see UPDATE_PAYMENT_IF_UNCHANGED_SQL). A
   * confirm that would write anything else first (a confirmation token, 3-D Secure, saving
   * the card) or that keeps losing races answers undefined and goes through the locking path.
   * Right after this process created the intent, the read is skipped (see RecentIntents).
   */
  async #confirmUnlocked(
    viewer: Viewer,
    id: string,
    params: ConfirmPaymentIntentParams,
  ): Promise<ConfirmResult | undefined> {
    if (params.confirmation_token) return undefined;
    const recent = this.#recent.take(viewer.account.id, id);
    if (recent) {
      // Only a write that lands proves the remembered copy current: an error decided from it
      // may belong to an older version, so anything but a landed write starts from the row.
      const outcome = await this.#confirmAt(viewer, recent, params).catch((): typeof LOST => LOST);
      if (outcome !== LOST) return outcome;
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await this.#readVersioned(viewer.account, id);
      const outcome = await this.#confirmAt(viewer, row, params);
      if (outcome !== LOST) return outcome;
    }
    return undefined;
  }

  /** Confirms from one version of the row; LOST when the row has changed since. */
  async #confirmAt(
    viewer: Viewer,
    row: { readonly data: PaymentIntentObject; readonly version: string },
    params: ConfirmPaymentIntentParams,
  ): Promise<ConfirmResult | undefined | typeof LOST> {
    checkIntentSecret(viewer, row.data, params.client_secret);
    const outcome = await confirmUnlocked(
      this.#store,
      this.#methods,
      viewer.account,
      row.data,
      params,
      this.#clock(),
    );
    if (!outcome || savesMethod(outcome)) return undefined;
    const values = [...confirmWriteValues(viewer.account, outcome, row.data), row.version];
    const [written] = await this.#store.query<{ updated: number }>(
      UPDATE_PAYMENT_IF_UNCHANGED_SQL,
      values,
    );
    return written?.updated ? outcome : LOST;
  }

  async #readVersioned(account: Account, id: string) {
    const row = await findVersionedIntent(this.#store, account, id);
    if (!row) throw resourceMissing('payment_intent', id);
    return row;
  }

  #confirmInTransaction(viewer: Viewer, id: string, params: ConfirmPaymentIntentParams) {
    return this.#store.transaction(async (tx) => {
      const current = await this.#find(tx, viewer.account, id, true);
      checkIntentSecret(viewer, current, params.client_secret);
      const outcome = await confirmLocked(
        tx,
        this.#methods,
        viewer.account,
        current,
        params,
        this.#clock(),
      );
      await finishPayment(tx, this.#deps, viewer.account, current, outcome);
      return outcome;
    });
  }

  /**
   * POST /v1/payment_intents/:id/verify_microdeposits: the shopper's (or the merchant's)
   * answer for a hand-entered US bank account. A right one starts the debit (processing,
   * settled by the debit worker); a wrong one is refused with the attempts left, and the
   * third leaves the intent needing another payment method.
   */
  async verifyMicrodeposits(
    viewer: Viewer,
    id: string,
    params: VerifyMicrodepositsParams,
  ): Promise<IntentView> {
    const answer = readMicrodepositAnswer(params);
    const result = await this.#store.transaction(async (tx) => {
      const current = await this.#find(tx, viewer.account, id, true);
      checkIntentSecret(viewer, current, params.client_secret);
      return verifyPendingMicrodeposits(tx, viewer.account, current, answer, {
        unexpected: (intent) =>
          new ApiError(
            'payment_intent_unexpected_state',
            `This PaymentIntent's payment method does not need to be verified with microdeposits: its status is ${intent.status}.`,
            { extra: { payment_intent: intent } },
          ),
        verified: async (ready, row) => {
          const resolved = await this.#methods.resolve(
            tx,
            viewer.account,
            row.payment_method_id,
            'payment_method',
          );
          const now = this.#clock();
          const outcome = await beginDebit(
            tx,
            viewer.account,
            ready,
            resolved,
            row.mandate_id,
            now,
          );
          await finishPayment(tx, this.#deps, viewer.account, current, outcome);
          return outcome.intent;
        },
        failed: (intent, error) => failPaymentAttempt(tx, viewer.account, intent, error),
      });
    });
    if (result.error) {
      const { code, message, param } = result.error;
      throw new ApiError(code, message, {
        ...(param ? { param } : {}),
        extra: { payment_intent: view(viewer, result.intent) },
      });
    }
    return view(viewer, result.intent);
  }

  async #find(db: Queryable, account: Account, id: string, lock = false) {
    const intent = await findIntent(db, account, id, { lock });
    if (!intent) throw resourceMissing('payment_intent', id);
    return intent;
  }
}

function view(viewer: Viewer, intent: PaymentIntentObject): IntentView {
  return viewer.publishable ? publishableView(intent) : intent;
}

const SECRET_MISMATCH: SecretMismatch = {
  code: 'payment_intent_invalid_parameter',
  message:
    'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
};

function checkIntentSecret(
  viewer: Viewer,
  intent: PaymentIntentObject,
  clientSecret: string | undefined,
): void {
  checkClientSecret(viewer, intent.client_secret, clientSecret, SECRET_MISMATCH);
}

/** A decline is committed first (the failed Charge and last_payment_error stay), then thrown. */
function settle(result: ConfirmResult, viewer: Viewer): IntentView {
  const intent = view(viewer, result.intent);
  if (!result.decline) return intent;
  const { decline, charge, method } = result.decline;
  throw new ApiError(decline.code, decline.message, {
    declineCode: decline.declineCode,
    ...(decline.param ? { param: decline.param } : {}),
    extra: { charge: charge.id, payment_intent: intent, payment_method: method },
  });
}
