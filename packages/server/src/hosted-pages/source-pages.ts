import { resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { BankRedirectRow } from '../page-attempts/bank-redirect-attempts.js';
import type { BankRedirectStatus } from '../page-attempts/bank-redirect-object.js';
import {
  findSourceState,
  nonCardSourceOf,
  type SourceRedirect,
  type SourceState,
  type SourceStatus,
  writeSourceState,
} from '../page-attempts/source-state.js';
import { findMethodRow } from '../payment-methods/payment-method-rows.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import { returnUrlWith } from './redirect-completion.js';

// The provider page of a redirect Source (its bank_redirects row names the source where an
// intent's would name the intent): the buyer's answer makes the source chargeable or failed,
// an expired page cancels it, with Stripe's source.* event, and the buyer goes back to the
// shop's return_url with the source, its client secret and livemode.

type Answer = Exclude<BankRedirectStatus, 'pending'>;

const OUTCOMES: Readonly<
  Record<
    Answer,
    { status: SourceStatus; redirect: Pick<SourceRedirect, 'status' | 'failure_reason'> }
  >
> = {
  succeeded: { status: 'chargeable', redirect: { status: 'succeeded', failure_reason: null } },
  failed: { status: 'failed', redirect: { status: 'failed', failure_reason: 'declined' } },
  // The buyer left the provider's page ("Cancel"): Stripe's user_abort.
  canceled: { status: 'failed', redirect: { status: 'failed', failure_reason: 'user_abort' } },
  // Nobody answered before the source expired.
  expired: { status: 'canceled', redirect: { status: 'failed', failure_reason: 'user_abort' } },
};

/** Whether a provider page belongs to a Source rather than an intent. */
export function isSourcePage(attempt: Pick<BankRedirectRow, 'intent_id'>): boolean {
  return attempt.intent_id.startsWith('src_');
}

/** Settles the source behind a page in the caller's transaction; answers the way back. */
export async function settleSourcePage(
  tx: Queryable,
  account: Account,
  attempt: BankRedirectRow & { redirect: boolean },
  result: Answer,
): Promise<string | null> {
  const id = attempt.intent_id;
  const state = await findSourceState(tx, account, id, true);
  const row = await findMethodRow(tx, account, id);
  if (!state || !row) throw resourceMissing('source', id);
  const outcome = OUTCOMES[result];
  let next: SourceState = state;
  if (state.status === 'pending') {
    next = {
      ...state,
      status: outcome.status,
      // A 3-D Secure source says whether the card's holder authenticated.
      ...(state.type === 'three_d_secure'
        ? { details: { ...state.details, authenticated: result === 'succeeded' } }
        : {}),
      ...(state.redirect ? { redirect: { ...state.redirect, ...outcome.redirect } } : {}),
    };
    await writeSourceState(tx, next);
    await record(tx, account, `source.${next.status}`, nonCardSourceOf(row.data, next));
  }
  return sourceReturnTarget(attempt, next);
}

function sourceReturnTarget(
  attempt: Pick<BankRedirectRow, 'return_url'> & { redirect: boolean },
  source: Pick<SourceState, 'id' | 'client_secret'>,
): string | null {
  return returnUrlWith(attempt, {
    client_secret: source.client_secret,
    livemode: 'false',
    source: source.id,
  });
}
