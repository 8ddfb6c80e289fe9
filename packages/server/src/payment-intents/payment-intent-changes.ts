import { bookCharge } from '../balance/balance-booking.js';
import type { ChargeObject } from '../charges/charge-object.js';
import { findChargeRow, writeCharge } from '../charges/charge-rows.js';
import { openIssuerDispute } from '../disputes/disputes.js';
import { resourceMissing } from '../errors/api-error.js';
import { assertReusable, assertSameCustomer } from '../intents/method-ownership.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { findIntent, writeIntent } from '../intents/payment-intent-rows.js';
import { findMethodRow, insertMethod } from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { expandObjects } from '../platform/expand.js';
import { unixNow } from '../platform/ids.js';
import { ListFilter, type ListObject, listPage } from '../platform/list-pages.js';
import { parseCreated } from '../platform/list-params.js';
import { cardOutcome } from '../processor/test-cards.js';
import type { Queryable, Store } from '../store/store.js';
import { recordIntentEvents } from './intent-events.js';
import * as transitions from './intent-transitions.js';
import type {
  CancelPaymentIntentParams,
  CapturePaymentIntentParams,
  ListPaymentIntentsParams,
  UpdatePaymentIntentParams,
} from './payment-intent-params.js';

type Apply = (
  tx: Queryable,
  intent: PaymentIntentObject,
  charge: ChargeObject | undefined,
) => Promise<transitions.Transition> | transitions.Transition;

/** The merchant's changes to an existing intent: update, cancel, capture; and listing. */
export class PaymentIntentChanges {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  update(account: Account, id: string, params: UpdatePaymentIntentParams) {
    return this.#change(account, id, async (tx, intent) => {
      const { payment_method: methodId, ...rest } = params;
      const next = transitions.update(intent, rest).intent;
      if (methodId === undefined) return { intent: next };
      const method = await this.#methods.resolve(tx, account, methodId, 'payment_method');
      assertSameCustomer('payment', next, method.object, { payment_intent: intent });
      assertReusable(method, 'payment_method', { payment_intent: intent });
      if (method.isNew) {
        await insertMethod(tx, account, method.object, method.outcome);
      }
      const status =
        next.status === 'requires_payment_method' ? 'requires_confirmation' : next.status;
      return { intent: { ...next, payment_method: method.object.id, status } };
    });
  }

  cancel(account: Account, id: string, params: CancelPaymentIntentParams) {
    return this.#change(account, id, (_tx, intent, charge) =>
      transitions.cancel(intent, charge, params.cancellation_reason, this.#clock()),
    );
  }

  capture(account: Account, id: string, params: CapturePaymentIntentParams) {
    // A dispute card's issuer disputes the payment once it is captured, as at an automatic
    // capture (payment-completion.ts).
    const disputeCaptured = async (tx: Queryable, captured: ChargeObject) => {
      const method = await findMethodRow(tx, account, captured.payment_method);
      if (method === undefined) return;
      await openIssuerDispute(
        tx,
        account,
        captured,
        cardOutcome(method.test_outcome),
        this.#clock(),
      );
    };
    return this.#change(
      account,
      id,
      async (tx, intent, charge) => {
        const captured = transitions.capture(intent, charge, params.amount_to_capture);
        // The captured amount is booked now, with its card's pricing and pending delay.
        if (captured.charge) {
          const method = await findMethodRow(tx, account, captured.charge.payment_method);
          const outcome = method && cardOutcome(method.test_outcome);
          await bookCharge(tx, account, captured.charge, unixNow(this.#clock()), outcome);
        }
        if (!params.metadata && !params.statement_descriptor) return captured;
        const extra = transitions.update(captured.intent, {
          ...(params.metadata ? { metadata: params.metadata } : {}),
          ...(params.statement_descriptor
            ? { statement_descriptor: params.statement_descriptor }
            : {}),
        });
        return { ...captured, intent: extra.intent };
      },
      disputeCaptured,
    );
  }

  list(
    account: Account,
    params: ListPaymentIntentsParams,
  ): Promise<ListObject<PaymentIntentObject>> {
    const filter = new ListFilter(account.id)
      .created(parseCreated(params.created), "(data->>'created')::bigint")
      .equals("data->>'customer'", params.customer);
    return listPage<PaymentIntentObject>(this.#store, {
      table: 'payment_intents',
      kind: 'payment_intent',
      where: filter.where,
      values: filter.values,
      page: params,
      url: '/v1/payment_intents',
    });
  }

  /** Stripe's expand[] on intents (latest_charge, payment_method, nested paths). */
  expand<T>(account: Account, objects: T[], paths: readonly string[] | undefined): Promise<T[]> {
    return paths?.length
      ? expandObjects(this.#store, account, objects, paths)
      : Promise.resolve(objects);
  }

  // One transaction: lock the intent (and its latest charge), apply, write, record events.
  async #change(
    account: Account,
    id: string,
    apply: Apply,
    afterCharge?: (tx: Queryable, charge: ChargeObject) => Promise<void>,
  ): Promise<PaymentIntentObject> {
    return this.#store.transaction(async (tx) => {
      const before = await findIntent(tx, account, id, { lock: true });
      if (!before) throw resourceMissing('payment_intent', id);
      const charge = before.latest_charge
        ? await lockCharge(tx, account, before.latest_charge)
        : undefined;
      const result = await apply(tx, before, charge);
      await writeIntent(tx, result.intent);
      if (result.charge) {
        await writeCharge(tx, result.charge);
      }
      await recordIntentEvents(tx, account, {
        before,
        intent: result.intent,
        changedCharge: result.charge,
      });
      if (result.charge && afterCharge) await afterCharge(tx, result.charge);
      return result.intent;
    });
  }
}

function lockCharge(tx: Queryable, account: Account, id: string) {
  return findChargeRow(tx, account, id, { lock: true });
}
