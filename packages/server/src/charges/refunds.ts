import { bookRefund } from '../balance/balance-booking.js';
import { ApiError, resourceMissing } from '../errors/api-error.js';
import { record, recordMany } from '../events/event-service.js';
import { findIntent } from '../intents/payment-intent-rows.js';
import { findMethodRow } from '../payment-methods/payment-method-rows.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { expandObjects, listItemPaths } from '../platform/expand.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { ListFilter, type ListObject, listPage } from '../platform/list-pages.js';
import { parseCreated } from '../platform/list-params.js';
import { scenarioRefund } from '../processor/card-scenarios.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable, Store } from '../store/store.js';
import type { ChargeObject } from './charge-object.js';
import { findCharge, writeCharge } from './charge-rows.js';
import type { CreateRefundParams, ListRefundsParams, UpdateRefundParams } from './money-params.js';
import type { RefundObject, RefundReason } from './refund-object.js';
import { refundAmount } from './refund-rules.js';
import { scheduleRefundSettlement } from './refund-settlement-rows.js';

const SELECT_SQL = 'SELECT data FROM refunds WHERE id = $1 AND account_id = $2';
const UPDATE_SQL = 'UPDATE refunds SET data = $2::jsonb WHERE id = $1';
const INSERT_SQL = `INSERT INTO refunds (id, account_id, charge_id, payment_intent_id, data)
  VALUES ($1, $2, $3, $4, $5::jsonb)`;
/**
 * Whether a Charge has been charged back (a dispute holds its funds). Disputes come after
 * charges in the server's folder order, so the container hands the check in.
 */
export type ChargedBack = (db: Queryable, account: Account, chargeId: string) => Promise<boolean>;

export class RefundService {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #chargedBack: ChargedBack;

  constructor(store: Store, clock: Clock, chargedBack: ChargedBack) {
    this.#store = store;
    this.#clock = clock;
    this.#chargedBack = chargedBack;
  }

  /**
   * Refunds part or all of a charge in one transaction. The charge row is locked first, so
   * racing refunds of one charge queue behind each other and never exceed what was captured.
   */
  create(account: Account, params: CreateRefundParams): Promise<RefundObject> {
    return this.#store.transaction(async (tx) => {
      const chargeId = await this.#chargeIdOf(tx, account, params);
      const charge = await findCharge(tx, account, chargeId, { lock: true, param: 'charge' });
      if (params.payment_intent && charge.payment_intent !== params.payment_intent) {
        throw new ApiError(
          'parameter_invalid_value',
          `Charge ${charge.id} does not belong to PaymentIntent ${params.payment_intent}.`,
          { param: 'charge' },
        );
      }
      const amount = refundAmount(charge, params.amount);
      if (charge.disputed && (await this.#chargedBack(tx, account, charge.id))) {
        throw new ApiError(
          'charge_disputed',
          `Charge ${charge.id} has been charged back; cannot issue a refund.`,
          { param: 'charge' },
        );
      }
      // Stripe's asynchronous refund cards: the refund starts pending (then succeeds) or
      // succeeded (then fails); the settlement worker gives the card network's answer.
      const later = await refundScenario(tx, account, charge);
      const now = this.#clock();
      const refund = buildRefund(charge, amount, params, now);
      if (later === 'pending') refund.status = 'pending';
      const amountRefunded = charge.amount_refunded + amount;
      const updated: ChargeObject = {
        ...charge,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= charge.amount_captured,
      };
      await bookRefund(tx, account, refund, charge);
      await tx.query(INSERT_SQL, [
        refund.id,
        account.id,
        charge.id,
        charge.payment_intent,
        JSON.stringify(refund),
      ]);
      await writeCharge(tx, updated);
      if (later !== undefined) {
        const outcome = later === 'pending' ? 'succeeded' : 'failed';
        const readyAt = now.getTime();
        await scheduleRefundSettlement(tx, account, { refundId: refund.id, outcome, readyAt });
      }
      await record(tx, account, 'refund.created', refund);
      await record(tx, account, 'charge.refunded', updated, {
        amount_refunded: charge.amount_refunded,
        refunded: charge.refunded,
      });
      return refund;
    });
  }

  /** The refund with `expand[]` applied (charge, payment_intent and nested paths). */
  async expand(account: Account, refund: RefundObject, paths?: string[]): Promise<RefundObject> {
    const [expanded] = await expandObjects(this.#store, account, [refund], paths);
    return expanded ?? refund;
  }

  retrieve(account: Account, id: string): Promise<RefundObject> {
    return findRefund(this.#store, account, id);
  }

  /** `unset` lists metadata keys sent empty; null unsets all of them (`metadata=`). */
  update(
    account: Account,
    id: string,
    params: UpdateRefundParams,
    unset: readonly string[] | null,
  ): Promise<RefundObject> {
    return this.#store.transaction(async (tx) => {
      const refund = await findRefund(tx, account, id, true);
      if (params.metadata === undefined && unset?.length === 0) return refund;
      const metadata = mergeMetadata(unset ? refund.metadata : {}, params.metadata ?? {}, unset);
      const updated: RefundObject = { ...refund, metadata };
      await writeRefund(tx, updated);
      // Stripe still sends the older charge.refund.updated beside refund.updated.
      await recordMany(tx, account, [
        {
          type: 'refund.updated',
          object: updated,
          previousAttributes: { metadata: refund.metadata },
        },
        {
          type: 'charge.refund.updated',
          object: updated,
          previousAttributes: { metadata: refund.metadata },
        },
      ]);
      return updated;
    });
  }

  /** Only a refund waiting for the customer can be canceled; card refunds never wait. */
  async cancel(account: Account, id: string): Promise<RefundObject> {
    const refund = await findRefund(this.#store, account, id);
    throw new ApiError(
      'parameter_invalid_value',
      `Refund ${refund.id} cannot be canceled because it has a status of ${refund.status}. Only refunds with a status of requires_action can be canceled.`,
    );
  }

  async list(account: Account, params: ListRefundsParams): Promise<ListObject<RefundObject>> {
    const filter = new ListFilter(account.id)
      .equals('charge_id', params.charge)
      .equals('payment_intent_id', params.payment_intent)
      .created(parseCreated(params.created), "(data->>'created')::bigint");
    const page = await listPage<RefundObject>(this.#store, {
      table: 'refunds',
      kind: 'refund',
      where: filter.where,
      values: filter.values,
      page: params,
      url: '/v1/refunds',
    });
    await expandObjects(this.#store, account, page.data, listItemPaths(params.expand));
    return page;
  }

  async #chargeIdOf(tx: Queryable, account: Account, params: CreateRefundParams): Promise<string> {
    if (params.charge) return params.charge;
    if (!params.payment_intent) {
      throw new ApiError(
        'parameter_missing',
        'One of the following params should be provided for this request: payment_intent or charge.',
        { param: 'charge' },
      );
    }
    const intent = await findIntent(tx, account, params.payment_intent);
    if (!intent) throw resourceMissing('payment_intent', params.payment_intent, 'payment_intent');
    if (
      !intent.latest_charge ||
      (intent.status !== 'succeeded' && intent.status !== 'requires_capture')
    ) {
      throw new ApiError(
        'charge_not_refundable',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        { param: 'payment_intent' },
      );
    }
    return intent.latest_charge;
  }
}

/** A stored refund (locked when asked), or undefined when the account has none with this id. */
export async function findRefundRow(
  db: Queryable,
  account: Account,
  id: string,
  lock = false,
): Promise<RefundObject | undefined> {
  const rows = await db.query<{ data: RefundObject }>(
    lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL,
    [id, account.id],
  );
  return rows[0]?.data;
}

async function findRefund(db: Queryable, account: Account, id: string, lock = false) {
  const refund = await findRefundRow(db, account, id, lock);
  if (!refund) throw resourceMissing('refund', id);
  return refund;
}

/** Writes a changed refund (of a row the transaction holds locked). */
export async function writeRefund(db: Queryable, refund: RefundObject): Promise<void> {
  await db.query(UPDATE_SQL, [refund.id, JSON.stringify(refund)]);
}

/** How a refund of this Charge's card settles later, for Stripe's asynchronous refund cards. */
async function refundScenario(
  tx: Queryable,
  account: Account,
  charge: ChargeObject,
): Promise<'pending' | 'fails' | undefined> {
  // A `link` payment was made with the wallet card behind it: that card's refund scenario.
  const type = charge.payment_method_details.type;
  if (type !== 'card' && type !== 'link') return undefined;
  const method = await findMethodRow(tx, account, charge.payment_method);
  return method ? scenarioRefund(method.test_outcome as TestOutcome) : undefined;
}

/** Stripe's metadata update: given keys replace, keys sent empty are removed. */
function mergeMetadata(
  current: Record<string, string>,
  given: Record<string, string>,
  unset: readonly string[] | null,
): Record<string, string> {
  const merged = { ...current, ...given };
  for (const key of unset ?? []) delete merged[key];
  return merged;
}

function buildRefund(
  charge: ChargeObject,
  amount: number,
  params: CreateRefundParams,
  now: Date,
): RefundObject {
  return {
    id: `re_${randomBase62(24)}`,
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: unixNow(now),
    currency: charge.currency,
    destination_details: {
      card: {
        reference: null,
        reference_status: 'pending',
        reference_type: 'acquirer_reference_number',
        type: 'refund',
      },
      type: 'card',
    },
    metadata: params.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: (params.reason as RefundReason | undefined) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
