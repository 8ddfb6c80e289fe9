import type { ChargeObject } from '../charges/charge-object.js';
import { findChargeRow } from '../charges/charge-rows.js';
import { resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { Account } from '../platform/accounts.js';
import { expandObjects, listItemPaths } from '../platform/expand.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { ListObject } from '../platform/list-pages.js';
import { parseCreated } from '../platform/list-params.js';
import { scenarioEarlyFraudWarning } from '../processor/card-scenarios.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable, Store } from '../store/store.js';
import type { ListEarlyFraudWarningsParams } from './dispute-params.js';
import { disputesOfCharge, listByCharge } from './dispute-rows.js';

// Radar's Early Fraud Warnings (/v1/radar/early_fraud_warnings): what an issuer reports about a
// payment before any dispute. Stripe's warning card's issuer files one once its payment
// succeeds. The early_fraud_warnings table: every statement on it is here.

export interface EarlyFraudWarningObject {
  id: string;
  object: 'radar.early_fraud_warning';
  /** Whether the charge can still be acted on: not disputed and not fully refunded. */
  actionable: boolean;
  charge: string;
  created: number;
  fraud_type:
    | 'card_never_received'
    | 'fraudulent_card_application'
    | 'made_with_counterfeit_card'
    | 'made_with_lost_card'
    | 'made_with_stolen_card'
    | 'misc'
    | 'unauthorized_use_of_card';
  livemode: false;
  payment_intent: string | null;
}

const SELECT_SQL = 'SELECT data FROM early_fraud_warnings WHERE id = $1 AND account_id = $2';
const INSERT_SQL = `INSERT INTO early_fraud_warnings
  (id, account_id, charge_id, payment_intent_id, created, data)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb)`;

/**
 * The warning the warning card's issuer files once a payment with it has succeeded, written in
 * the payment's transaction with its `radar.early_fraud_warning.created` event. Nothing for any
 * other card or an uncaptured Charge.
 */
export async function openEarlyFraudWarning(
  tx: Queryable,
  account: Account,
  charge: ChargeObject,
  outcome: TestOutcome,
  now: Date,
): Promise<EarlyFraudWarningObject | undefined> {
  if (!scenarioEarlyFraudWarning(outcome) || charge.status !== 'succeeded' || !charge.captured) {
    return undefined;
  }
  const warning: EarlyFraudWarningObject = {
    id: `issfr_${randomBase62(24)}`,
    object: 'radar.early_fraud_warning',
    actionable: true,
    charge: charge.id,
    created: unixNow(now),
    fraud_type: 'unauthorized_use_of_card',
    livemode: false,
    payment_intent: charge.payment_intent,
  };
  await tx.query(INSERT_SQL, [
    warning.id,
    account.id,
    warning.charge,
    warning.payment_intent,
    warning.created,
    JSON.stringify(warning),
  ]);
  await record(tx, account, 'radar.early_fraud_warning.created', warning);
  return warning;
}

/** Whether a payment with this card gets an early fraud warning once it succeeds. */
export function warningFollows(outcome: TestOutcome): boolean {
  return scenarioEarlyFraudWarning(outcome);
}

export class EarlyFraudWarningService {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async retrieve(account: Account, id: string, expand?: string[]) {
    const rows = await this.#store.query<{ data: EarlyFraudWarningObject }>(SELECT_SQL, [
      id,
      account.id,
    ]);
    const warning = rows[0]?.data;
    if (warning === undefined) throw resourceMissing('radar.early_fraud_warning', id);
    const [current] = await this.#withActionable(account, [warning]);
    const [expanded] = await expandObjects(this.#store, account, [current ?? warning], expand);
    return expanded ?? warning;
  }

  async list(
    account: Account,
    params: ListEarlyFraudWarningsParams,
  ): Promise<ListObject<EarlyFraudWarningObject>> {
    const { created, ...rest } = params;
    const range = parseCreated(created);
    const page = await listByCharge<EarlyFraudWarningObject>(
      this.#store,
      account,
      { ...rest, ...(range === undefined ? {} : { created: range }) },
      {
        table: 'early_fraud_warnings',
        kind: 'radar.early_fraud_warning',
        url: '/v1/radar/early_fraud_warnings',
      },
    );
    page.data = await this.#withActionable(account, page.data);
    await expandObjects(this.#store, account, page.data, listItemPaths(params.expand));
    return page;
  }

  /**
   * `actionable` as of now: a warning stops being actionable once its Charge is disputed or
   * fully refunded, so it is read from the Charge and its disputes rather than stored.
   */
  async #withActionable(
    account: Account,
    warnings: EarlyFraudWarningObject[],
  ): Promise<EarlyFraudWarningObject[]> {
    return Promise.all(
      warnings.map(async (warning) => {
        const charge = await findChargeRow(this.#store, account, warning.charge);
        const disputed = (await disputesOfCharge(this.#store, account, warning.charge)).length > 0;
        const actionable = charge !== undefined && !charge.refunded && !disputed;
        return { ...warning, actionable };
      }),
    );
  }
}
