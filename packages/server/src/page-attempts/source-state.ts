import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { Account } from '../platform/accounts.js';
import type { Address } from '../platform/address.js';
import type { Queryable } from '../store/store.js';

// The sources table: what a non-card Source (iDEAL, Bancontact, SEPA debit…) has beyond the
// payment method row its id also names. Here, not in legacy-charges/, because the provider page
// a redirect source sends the buyer to (hosted-pages/) settles it too.

export type SourceStatus = 'pending' | 'chargeable' | 'consumed' | 'canceled' | 'failed';
export type SourceFlow = 'redirect' | 'receiver' | 'code_verification' | 'none';

export interface SourceRedirect {
  failure_reason: 'user_abort' | 'declined' | 'processing_error' | null;
  return_url: string;
  status: 'pending' | 'succeeded' | 'failed' | 'not_required';
  url: string;
}

/** A non-card Source as stored: everything but the owner, metadata and customer. */
export interface SourceState {
  id: string;
  type: string;
  amount: number | null;
  client_secret: string;
  created: number;
  currency: string | null;
  flow: SourceFlow;
  redirect?: SourceRedirect;
  statement_descriptor: string | null;
  status: SourceStatus;
  usage: 'single_use' | 'reusable';
  /** The type's own hash (`ideal: {bank, bic…}`, `sepa_debit: {last4, mandate_reference…}`). */
  details: Record<string, unknown>;
}

export interface SourceOwner {
  address: Address | null;
  email: string | null;
  name: string | null;
  phone: string | null;
  verified_address: null;
  verified_email: null;
  verified_name: null;
  verified_phone: null;
}

/** The Source object of a non-card source: its state, with the owner and metadata of its row. */
export interface NonCardSourceObject {
  id: string;
  object: 'source';
  amount: number | null;
  client_secret: string;
  created: number;
  currency: string | null;
  customer?: string;
  flow: SourceFlow;
  livemode: false;
  metadata: Record<string, string>;
  owner: SourceOwner;
  redirect?: SourceRedirect;
  statement_descriptor: string | null;
  status: SourceStatus;
  type: string;
  usage: 'single_use' | 'reusable';
  [type: string]: unknown;
}

function hasAddress(address: Address): boolean {
  return Object.values(address).some((value) => value !== null);
}

/** The owner a source shows: its payment method's billing details, none verified. */
export function sourceOwner(method: PaymentMethodObject): SourceOwner {
  const { billing_details: owner } = method;
  return {
    address: hasAddress(owner.address) ? owner.address : null,
    email: owner.email,
    name: owner.name,
    phone: owner.phone,
    verified_address: null,
    verified_email: null,
    verified_name: null,
    verified_phone: null,
  };
}

export function nonCardSourceOf(
  method: PaymentMethodObject,
  state: SourceState,
): NonCardSourceObject {
  const { details, redirect, ...rest } = state;
  return {
    id: rest.id,
    object: 'source',
    amount: rest.amount,
    client_secret: rest.client_secret,
    created: rest.created,
    currency: rest.currency,
    ...(method.customer ? { customer: method.customer } : {}),
    flow: rest.flow,
    livemode: false,
    metadata: method.metadata,
    owner: sourceOwner(method),
    ...(redirect ? { redirect } : {}),
    statement_descriptor: rest.statement_descriptor,
    status: rest.status,
    type: rest.type,
    usage: rest.usage,
    [rest.type]: details,
  };
}

export async function insertSourceState(
  tx: Queryable,
  account: Account,
  state: SourceState,
): Promise<void> {
  await tx.query(
    'INSERT INTO sources (id, account_id, status, data) VALUES ($1, $2, $3, $4::jsonb)',
    [state.id, account.id, state.status, JSON.stringify(state)],
  );
}

export async function findSourceState(
  db: Queryable,
  account: Account,
  id: string,
  lock = false,
): Promise<SourceState | undefined> {
  const rows = await db.query<{ data: SourceState }>(
    `SELECT data FROM sources WHERE id = $1 AND account_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, account.id],
  );
  return rows[0]?.data;
}

/** The states of several sources at once (a page of a customer's sources), by id. */
export async function findSourceStates(
  db: Queryable,
  account: Account,
  ids: readonly string[],
): Promise<Map<string, SourceState>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ data: SourceState }>(
    'SELECT data FROM sources WHERE account_id = $1 AND id = ANY($2::text[])',
    [account.id, ids],
  );
  return new Map(rows.map((row) => [row.data.id, row.data]));
}

export async function writeSourceState(tx: Queryable, state: SourceState): Promise<void> {
  await tx.query('UPDATE sources SET status = $2, data = $3::jsonb WHERE id = $1', [
    state.id,
    state.status,
    JSON.stringify(state),
  ]);
}

/**
 * Moves a source from one status to another when it is still in `from`: the claim a charge
 * makes on a chargeable source (so two charges cannot both spend a single-use one).
 */
export async function moveSourceStatus(
  tx: Queryable,
  account: Account,
  id: string,
  from: SourceStatus,
  to: SourceStatus,
): Promise<SourceState | undefined> {
  const rows = await tx.query<{ data: SourceState }>(
    `UPDATE sources SET status = $4, data = jsonb_set(data, '{status}', to_jsonb($4::text))
     WHERE id = $1 AND account_id = $2 AND status = $3 RETURNING data`,
    [id, account.id, from, to],
  );
  return rows[0]?.data;
}
