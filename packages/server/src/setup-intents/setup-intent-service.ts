import { requireCustomer } from '../customers/customer-rows.js';
import { ApiError, withoutObject, withViewOf } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import { methodObject } from '../page-attempts/three-d-secure-attempts.js';
import {
  readMicrodepositAnswer,
  verifyPendingMicrodeposits,
} from '../payment-intents/microdeposits.js';
import type { VerifyMicrodepositsParams } from '../payment-intents/payment-intent-params.js';
import type { Account } from '../platform/accounts.js';
import { checkClientSecret, type SecretMismatch } from '../platform/client-secret.js';
import {
  type CreatedRange,
  ListFilter,
  type ListObject,
  listPage,
  type PageParams,
} from '../platform/list-pages.js';
import { mergeMetadata, NOTHING_UNSET, type Unset } from '../platform/unset.js';
import type { Queryable, Store } from '../store/store.js';
import { buildSetupIntent, setupMethodTypes } from './new-setup-intent.js';
import { listSetupAttempts } from './setup-attempt-rows.js';
import type { SetupConfirmResult, SetupDeps } from './setup-confirm-result.js';
import {
  chooseSetupMethod,
  confirmSetupLocked,
  setupUnexpectedState,
} from './setup-confirmation.js';
import {
  type PublishableSetupIntent,
  publishableSetupIntent,
  type SetupAttemptObject,
  type SetupIntentObject,
} from './setup-intent-object.js';
import type {
  ConfirmSetupIntentParams,
  CreateSetupIntentParams,
  ListSetupIntentsParams,
  UpdateSetupIntentParams,
} from './setup-intent-params.js';
import { findSetupIntent, insertSetupIntent, writeSetupIntent } from './setup-intent-rows.js';

export interface SetupViewer {
  readonly account: Account;
  readonly publishable: boolean;
}

export type SetupIntentView = SetupIntentObject | PublishableSetupIntent;

const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

export class SetupIntentService {
  readonly #store: Store;
  readonly #deps: SetupDeps;

  constructor(store: Store, deps: SetupDeps) {
    this.#store = store;
    this.#deps = deps;
  }

  async create(account: Account, params: CreateSetupIntentParams): Promise<SetupIntentObject> {
    const intent = buildSetupIntent(params, this.#deps.clock());
    // Data for a new method, or a token, is spent by a confirmation: never only stored.
    const param = params.payment_method_data
      ? 'payment_method_data'
      : params.confirmation_token
        ? 'confirmation_token'
        : undefined;
    if (param && !params.confirm) {
      throw new ApiError(
        'parameter_invalid_value',
        `${param} can only be provided together with confirm=true.`,
        { param },
      );
    }
    // A create that throws has stored nothing: its error names no SetupIntent (Stripe's
    // recorded ownership refusal at create carries none), as a PaymentIntent create's does not.
    const result = await this.#store
      .transaction((tx) => this.#createIn(tx, account, intent, params))
      .catch((error: unknown) => {
        throw withoutObject(error, 'setup_intent');
      });
    return settle(result, { account, publishable: false }) as SetupIntentObject;
  }

  async #createIn(
    tx: Queryable,
    account: Account,
    intent: SetupIntentObject,
    params: CreateSetupIntentParams,
  ): Promise<SetupConfirmResult> {
    if (params.customer) await requireCustomer(tx, account, params.customer, { param: 'customer' });
    if (params.payment_method && !params.confirm) {
      const chosen = await chooseSetupMethod(tx, this.#deps, account, intent, params);
      intent.payment_method = chosen.method.id;
      intent.status = 'requires_confirmation';
    }
    await record(tx, account, 'setup_intent.created', intent);
    const outcome = params.confirm
      ? await confirmSetupLocked(tx, this.#deps, account, intent, params)
      : { intent };
    await insertSetupIntent(tx, account, outcome.intent);
    return outcome;
  }

  async retrieve(viewer: SetupViewer, id: string, secret: string | undefined) {
    const intent = await find(this.#store, viewer.account, id);
    checkSetupSecret(viewer, intent, secret);
    return view(viewer, intent);
  }

  async update(
    account: Account,
    id: string,
    params: UpdateSetupIntentParams,
    unset: Unset = NOTHING_UNSET,
  ): Promise<SetupIntentObject> {
    return this.#store.transaction(async (tx) => {
      const current = await find(tx, account, id, true);
      if (current.status === 'succeeded' || current.status === 'canceled') {
        throw setupUnexpectedState(current, 'update');
      }
      if (params.customer)
        await requireCustomer(tx, account, params.customer, { param: 'customer' });
      const intent: SetupIntentObject = {
        ...current,
        customer: params.customer ?? current.customer,
        description: unset.fields.has('description')
          ? null
          : (params.description ?? current.description),
        flow_directions: params.flow_directions ?? current.flow_directions,
        metadata: mergeMetadata(current.metadata, params.metadata, unset),
      };
      if (params.payment_method_types) {
        intent.payment_method_types = setupMethodTypes(params.payment_method_types, undefined);
        intent.automatic_payment_methods = null;
      }
      if (params.payment_method) {
        const chosen = await chooseSetupMethod(tx, this.#deps, account, intent, params);
        intent.payment_method = chosen.method.id;
        if (intent.status === 'requires_payment_method') intent.status = 'requires_confirmation';
      }
      await writeSetupIntent(tx, intent);
      return intent;
    });
  }

  async confirm(
    viewer: SetupViewer,
    id: string,
    params: ConfirmSetupIntentParams,
  ): Promise<SetupIntentView> {
    const result = await this.#store
      .transaction(async (tx) => {
        const current = await find(tx, viewer.account, id, true);
        checkSetupSecret(viewer, current, params.client_secret);
        const outcome = await confirmSetupLocked(tx, this.#deps, viewer.account, current, params);
        await writeSetupIntent(tx, outcome.intent);
        return outcome;
      })
      .catch((error: unknown) => {
        // Errors that carry the SetupIntent show Stripe.js only its publishable fields.
        throw viewer.publishable
          ? withViewOf(error, 'setup_intent', publishableSetupIntent)
          : error;
      });
    return settle(result, viewer);
  }

  /**
   * POST /v1/setup_intents/:id/verify_microdeposits: the answer for a hand-entered US bank
   * account. A right one finishes the setup (the account saved under its mandate); a wrong
   * one is refused with the attempts left, and the third leaves the intent needing another
   * payment method.
   */
  async verifyMicrodeposits(
    viewer: SetupViewer,
    id: string,
    params: VerifyMicrodepositsParams,
  ): Promise<SetupIntentView> {
    const answer = readMicrodepositAnswer(params);
    const result = await this.#store.transaction(async (tx) => {
      const current = await find(tx, viewer.account, id, true);
      checkSetupSecret(viewer, current, params.client_secret);
      return verifyPendingMicrodeposits(tx, viewer.account, current, answer, {
        unexpected: (intent) =>
          new ApiError(
            'setup_intent_unexpected_state',
            `This SetupIntent's payment method does not need to be verified with microdeposits: its status is ${intent.status}.`,
            { extra: { setup_intent: intent } },
          ),
        verified: async (ready, row) => {
          const params = { payment_method: row.payment_method_id };
          const outcome = await confirmSetupLocked(tx, this.#deps, viewer.account, ready, params);
          await writeSetupIntent(tx, outcome.intent);
          return outcome.intent;
        },
        failed: async (intent, error) => {
          const failed: SetupIntentObject = {
            ...intent,
            status: 'requires_payment_method',
            next_action: null,
            payment_method: null,
            last_setup_error: {
              type: 'invalid_request_error',
              code: error.code,
              doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}`,
              message: error.message,
              payment_method: await methodObject(tx, viewer.account, intent.payment_method),
            },
          };
          await writeSetupIntent(tx, failed);
          await record(tx, viewer.account, 'setup_intent.setup_failed', failed);
          return failed;
        },
      });
    });
    if (result.error) {
      const { code, message, param } = result.error;
      throw new ApiError(code, message, {
        ...(param ? { param } : {}),
        extra: { setup_intent: view(viewer, result.intent) },
      });
    }
    return view(viewer, result.intent);
  }

  cancel(account: Account, id: string, reason: string | undefined): Promise<SetupIntentObject> {
    return this.#store.transaction(async (tx) => {
      const current = await find(tx, account, id, true);
      if (!CANCELABLE.has(current.status)) throw setupUnexpectedState(current, 'cancel');
      const intent: SetupIntentObject = {
        ...current,
        status: 'canceled',
        cancellation_reason: (reason as SetupIntentObject['cancellation_reason']) ?? null,
      };
      await writeSetupIntent(tx, intent);
      await record(tx, account, 'setup_intent.canceled', intent);
      return intent;
    });
  }

  /** The attempts of one SetupIntent (Stripe's GET /v1/setup_attempts). */
  async attempts(
    account: Account,
    setupIntent: string,
    params: PageParams & { created?: number | CreatedRange },
  ): Promise<ListObject<SetupAttemptObject>> {
    await find(this.#store, account, setupIntent, false, 'setup_intent');
    return listSetupAttempts(this.#store, account, setupIntent, params);
  }

  list(
    account: Account,
    params: Omit<ListSetupIntentsParams, 'created'> & { created?: number | CreatedRange },
  ): Promise<ListObject<SetupIntentObject>> {
    const filter = new ListFilter(account.id)
      .equals('customer_id', params.customer)
      .equals('payment_method_id', params.payment_method)
      .created(params.created, 'created');
    return listPage<SetupIntentObject>(this.#store, {
      table: 'setup_intents',
      kind: 'setup_intent',
      where: filter.where,
      values: filter.values,
      page: params,
      url: '/v1/setup_intents',
    });
  }
}

function find(db: Queryable, account: Account, id: string, lock = false, param = 'id') {
  return findSetupIntent(db, account, id, { lock, param });
}

function view(viewer: SetupViewer, intent: SetupIntentObject): SetupIntentView {
  return viewer.publishable ? publishableSetupIntent(intent) : intent;
}

const SECRET_MISMATCH: SecretMismatch = {
  code: 'setup_intent_invalid_parameter',
  message:
    'The client_secret provided does not match the client_secret associated with the SetupIntent.',
};

function checkSetupSecret(viewer: SetupViewer, intent: SetupIntentObject, secret?: string) {
  checkClientSecret(viewer, intent.client_secret, secret, SECRET_MISMATCH);
}

/** A decline is committed first (last_setup_error and the failed attempt stay), then thrown. */
function settle(result: SetupConfirmResult, viewer: SetupViewer): SetupIntentView {
  const intent = view(viewer, result.intent);
  if (!result.decline) return intent;
  const { decline, method } = result.decline;
  throw new ApiError(decline.code, decline.message, {
    declineCode: decline.declineCode,
    ...(decline.param ? { param: decline.param } : {}),
    extra: { setup_intent: intent, payment_method: method },
  });
}
