import { bookDispute } from '../balance/balance-booking.js';
import type { ChargeObject } from '../charges/charge-object.js';
import { writeCharge } from '../charges/charge-rows.js';
import { ApiError } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { Account } from '../platform/accounts.js';
import { expandObjects, listItemPaths } from '../platform/expand.js';
import { unixNow } from '../platform/ids.js';
import type { ListObject } from '../platform/list-pages.js';
import { parseCreated } from '../platform/list-params.js';
import { mergeMetadata, NOTHING_UNSET, type Unset } from '../platform/unset.js';
import { scenarioDispute } from '../processor/card-scenarios.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable, Store } from '../store/store.js';
import {
  AWAITING_RESPONSE,
  buildDispute,
  CLOSED,
  type DisputeObject,
  type DisputeStatus,
} from './dispute-object.js';
import type { ListDisputesParams, UpdateDisputeParams } from './dispute-params.js';
import {
  disputesOfCharge,
  findDispute,
  insertDispute,
  listDisputes,
  writeDispute,
} from './dispute-rows.js';
import { openEarlyFraudWarning, warningFollows } from './early-fraud-warnings.js';

/**
 * The dispute a test card's issuer files once a payment with it has succeeded (Stripe's
 * dispute cards), written in the payment's transaction: the Dispute, the Charge marked
 * disputed, `charge.dispute.created` and, for a chargeback (not an inquiry),
 * `charge.dispute.funds_withdrawn`. The warning card's issuer files an early fraud warning
 * instead (early-fraud-warnings.ts). Nothing for any other card or an uncaptured Charge.
 */
export async function openIssuerDispute(
  tx: Queryable,
  account: Account,
  charge: ChargeObject,
  outcome: TestOutcome,
  now: Date,
): Promise<DisputeObject | undefined> {
  await openEarlyFraudWarning(tx, account, charge, outcome, now);
  const spec = scenarioDispute(outcome);
  if (spec === undefined || charge.status !== 'succeeded' || !charge.captured) return undefined;
  // Stripe's multiple-dispute card: its issuer opens both disputes at once.
  let first: DisputeObject | undefined;
  for (let n = 0; n < (spec.count ?? 1); n++) {
    const dispute = buildDispute(charge, spec, now);
    first ??= dispute;
    // A chargeback (not an inquiry) withdraws the disputed amount and the dispute fee.
    if (!spec.inquiry) await bookDispute(tx, account, dispute, 'withdrawal', dispute.created);
    await insertDispute(tx, account, dispute);
    await record(tx, account, 'charge.dispute.created', dispute);
    if (!spec.inquiry) await record(tx, account, 'charge.dispute.funds_withdrawn', dispute);
  }
  await writeCharge(tx, { ...charge, disputed: true });
  return first;
}

// A chargeback holds the payment's funds from the moment it opens until it is decided; a won
// one gives them back.
const HOLDING: ReadonlySet<DisputeStatus> = new Set(['needs_response', 'under_review', 'lost']);

/**
 * Whether the Charge has been charged back, so Stripe refuses to refund it: a dispute of it
 * that is no inquiry (an inquiry leaves the payment refundable) and not won.
 */
export async function isChargedBack(
  db: Queryable,
  account: Account,
  chargeId: string,
): Promise<boolean> {
  const disputes = await disputesOfCharge(db, account, chargeId);
  return disputes.some((dispute) => HOLDING.has(dispute.status));
}

/** Whether a payment with this card is disputed (or warned about) once it succeeds. */
export function disputeFollows(outcome: TestOutcome): boolean {
  return scenarioDispute(outcome) !== undefined || warningFollows(outcome);
}

// Stripe's test mode decides a submitted dispute by the evidence's uncategorized_text.
const DECIDED: Readonly<Record<string, 'won' | 'lost'>> = {
  winning_evidence: 'won',
  losing_evidence: 'lost',
};

const isInquiry = (dispute: DisputeObject) => dispute.status.startsWith('warning_');

/** The status a dispute takes when the merchant submits evidence (or accepts it, `close`). */
function afterSubmit(dispute: DisputeObject, evidenceText: string | null): DisputeStatus {
  const decided = evidenceText === null ? undefined : DECIDED[evidenceText];
  if (decided === 'won') return isInquiry(dispute) ? 'warning_closed' : 'won';
  if (decided === 'lost') return 'lost';
  return isInquiry(dispute) ? 'warning_under_review' : 'under_review';
}

export class DisputeService {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async retrieve(account: Account, id: string, expand?: string[]): Promise<DisputeObject> {
    const dispute = await findDispute(this.#store, account, id);
    const [expanded] = await expandObjects(this.#store, account, [dispute], expand);
    return expanded ?? dispute;
  }

  async list(account: Account, params: ListDisputesParams): Promise<ListObject<DisputeObject>> {
    const { created, ...rest } = params;
    const range = parseCreated(created);
    const page = await listDisputes(this.#store, account, {
      ...rest,
      ...(range === undefined ? {} : { created: range }),
    });
    await expandObjects(this.#store, account, page.data, listItemPaths(params.expand));
    return page;
  }

  /**
   * Evidence and metadata; `submit` sends the evidence to the issuer (Stripe's test mode then
   * decides at once on `winning_evidence` or `losing_evidence` in uncategorized_text). Evidence
   * is taken only while the dispute awaits it; metadata always.
   */
  update(
    account: Account,
    id: string,
    params: UpdateDisputeParams,
    unset: Unset = NOTHING_UNSET,
  ): Promise<DisputeObject> {
    return this.#store.transaction(async (tx) => {
      const current = await findDispute(tx, account, id, { lock: true });
      const answering = params.evidence !== undefined || params.submit === true;
      if (answering && !AWAITING_RESPONSE.has(current.status)) {
        throw new ApiError(
          'parameter_invalid_value',
          `This dispute has a status of ${current.status}: evidence can only be given while it is needs_response or warning_needs_response.`,
          { param: params.evidence !== undefined ? 'evidence' : 'submit' },
        );
      }
      const evidence = { ...current.evidence, ...params.evidence };
      const updated: DisputeObject = {
        ...current,
        evidence,
        metadata: mergeMetadata(current.metadata, params.metadata, unset),
      };
      if (params.submit === true) {
        updated.status = afterSubmit(current, evidence.uncategorized_text);
        updated.evidence_details = {
          ...current.evidence_details,
          has_evidence: true,
          submission_count: current.evidence_details.submission_count + 1,
          submission_method: 'manual',
        };
        updated.is_charge_refundable = false;
      }
      await reinstateWon(tx, account, current, updated);
      await writeDispute(tx, updated);
      await record(tx, account, 'charge.dispute.updated', updated, changed(current, updated));
      await this.#recordClosing(tx, account, current, updated);
      return updated;
    });
  }

  /** Accepts the dispute: a chargeback is lost, an inquiry closes. */
  close(account: Account, id: string): Promise<DisputeObject> {
    return this.#store.transaction(async (tx) => {
      const current = await findDispute(tx, account, id, { lock: true });
      if (CLOSED.has(current.status)) {
        throw new ApiError(
          'parameter_invalid_value',
          `This dispute is already closed, with a status of ${current.status}.`,
        );
      }
      const updated: DisputeObject = {
        ...current,
        status: isInquiry(current) ? 'warning_closed' : 'lost',
        is_charge_refundable: false,
      };
      await writeDispute(tx, updated);
      await this.#recordClosing(tx, account, current, updated);
      return updated;
    });
  }

  async #recordClosing(
    tx: Queryable,
    account: Account,
    before: DisputeObject,
    after: DisputeObject,
  ): Promise<void> {
    if (!CLOSED.has(after.status) || CLOSED.has(before.status)) return;
    await record(tx, account, 'charge.dispute.closed', after, { status: before.status });
    // A chargeback won gives the withdrawn funds back.
    if (after.status === 'won') await record(tx, account, 'charge.dispute.funds_reinstated', after);
  }
}

/** A chargeback just won gives its withdrawn amount back (before the dispute is written). */
async function reinstateWon(
  tx: Queryable,
  account: Account,
  before: DisputeObject,
  after: DisputeObject,
): Promise<void> {
  if (after.status !== 'won' || before.status === 'won') return;
  await bookDispute(tx, account, after, 'reinstatement', unixNow(new Date()));
}

/** The fields an update changed, as they were (an event's previous_attributes). */
function changed(before: DisputeObject, after: DisputeObject): Partial<DisputeObject> {
  const previous: Record<string, unknown> = {};
  for (const key of ['evidence', 'evidence_details', 'metadata', 'status'] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous as Partial<DisputeObject>;
}
