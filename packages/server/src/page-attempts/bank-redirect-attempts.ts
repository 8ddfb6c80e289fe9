import type { RedirectToUrlAction } from '../intents/next-action-object.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { type Account, publishableKeyOf } from '../platform/accounts.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { currentProviderOrigin } from '../platform/provider-origin.js';
import type { Queryable } from '../store/store.js';
import type {
  BankRedirectObject,
  BankRedirectStatus,
  ProviderPageKind,
} from './bank-redirect-object.js';
import { consumeSucceeded, findPageAttempt } from './page-attempts.js';
import type { AuthenticatedIntent } from './three-d-secure-attempts.js';

export interface BankRedirectRow {
  readonly id: string;
  readonly intent_id: string;
  readonly payment_method_id: string;
  readonly client_secret: string;
  readonly status: BankRedirectStatus;
  readonly return_url: string | null;
  readonly data: BankRedirectObject;
}

const INSERT_SQL = `INSERT INTO bank_redirects
  (id, account_id, intent_id, payment_method_id, client_secret, status, return_url, data,
   kind, settle_at, settle_to, expires_at)
  VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7::jsonb, $8, $9, $10, $11)`;

/** An outcome Stripe's test inputs schedule for a page (a voucher e-mail), in epoch ms. */
export interface ScheduledOutcome {
  readonly at: number;
  readonly to: 'succeeded' | 'expired';
}

/** A page stored for the buyer: where it is, and the next action that sends them there. */
export interface ProviderPage<A> {
  readonly id: string;
  readonly url: string;
  readonly nextAction: A;
}

export interface ProviderPageInput<A> {
  readonly intent: AuthenticatedIntent;
  readonly method: PaymentMethodObject;
  readonly kind: ProviderPageKind;
  readonly returnUrl: string | null;
  readonly now: Date;
  /** When a pending page expires (epoch ms): vouchers. */
  readonly expiresAt?: number | undefined;
  readonly scheduled?: ScheduledOutcome | undefined;
  /** The intent's next action, from the page's id and URL (QR images, voucher number…). */
  readonly nextAction: (page: { id: string; url: string }) => A | Promise<A>;
}

/**
 * Stores a pending provider page (any kind) and answers the next action built for it. The
 * page is on the provider origin, reachable with the publishable key and its own secret.
 */
export async function insertProviderPage<A extends object>(
  tx: Queryable,
  account: Account,
  input: ProviderPageInput<A>,
): Promise<ProviderPage<A>> {
  const id = `pa_nonce_${randomBase62(24)}`;
  const clientSecret = `pa_nonce_secret_${randomBase62(24)}`;
  const url = await pageUrl(tx, account, id, clientSecret);
  const nextAction = await input.nextAction({ id, url });
  const { intent, method } = input;
  const object: BankRedirectObject = {
    id,
    object: 'bank_redirect',
    amount: intent.amount,
    currency: intent.currency,
    created: unixNow(input.now),
    livemode: false,
    merchant_name: account.businessName,
    payment_method_type: method.type,
    bank: bankOf(method),
    payment_intent: intent.id.startsWith('pi_') ? intent.id : null,
    setup_intent: intent.id.startsWith('seti_') ? intent.id : null,
    status: 'pending',
    kind: input.kind,
    next_action: input.kind === 'redirect' ? null : (nextAction as Record<string, unknown>),
    expires_at: input.expiresAt === undefined ? null : Math.floor(input.expiresAt / 1000),
  };
  await tx.query(INSERT_SQL, [
    id,
    account.id,
    intent.id,
    method.id,
    clientSecret,
    input.returnUrl,
    JSON.stringify(object),
    input.kind,
    input.scheduled?.at ?? null,
    input.scheduled?.to ?? null,
    input.expiresAt ?? null,
  ]);
  return { id, url, nextAction };
}

function bankOf(method: PaymentMethodObject): string | null {
  const own = (method as unknown as Record<string, { bank?: unknown } | undefined>)[method.type];
  return typeof own?.bank === 'string' ? own.bank : null;
}

/** Stores a pending bank page for the buyer and answers the next action that sends them there. */
export async function insertBankRedirect(
  tx: Queryable,
  account: Account,
  input: {
    intent: AuthenticatedIntent;
    method: PaymentMethodObject;
    returnUrl: string;
    now: Date;
  },
): Promise<RedirectToUrlAction> {
  const page = await insertProviderPage<RedirectToUrlAction>(tx, account, {
    ...input,
    kind: 'redirect',
    nextAction: ({ url }) => ({
      type: 'redirect_to_url',
      redirect_to_url: { url, return_url: input.returnUrl },
    }),
  });
  return page.nextAction;
}

/** Uses up the bank's authorisation of this method for this intent; false when there is none. */
export function consumeBankAuthorization(
  tx: Queryable,
  account: Account,
  intentId: string,
  methodId: string,
): Promise<boolean> {
  return consumeSucceeded(tx, 'bank_redirects', account, intentId, methodId);
}

const COLUMNS = 'id, intent_id, payment_method_id, client_secret, status, return_url, data';

// Pages stored before there were other kinds: bank redirects.
function withKind(row: BankRedirectRow): BankRedirectRow {
  const stored: Partial<BankRedirectObject> = row.data;
  const data: BankRedirectObject = {
    ...row.data,
    kind: stored.kind ?? 'redirect',
    next_action: stored.next_action ?? null,
    expires_at: stored.expires_at ?? null,
  };
  return { ...row, data };
}

export async function findBankRedirect(
  db: Queryable,
  account: Account,
  id: string,
  lock = false,
): Promise<BankRedirectRow | undefined> {
  const row = await findPageAttempt<BankRedirectRow>(
    db,
    'bank_redirects',
    COLUMNS,
    account,
    id,
    lock,
  );
  return row && withKind(row);
}

/** Where the buyer answers a page: on the provider origin, with its key and secret. */
async function pageUrl(db: Queryable, account: Account, id: string, clientSecret: string) {
  const key = await publishableKeyOf(db, account);
  const query = new URLSearchParams({ client_secret: clientSecret, key });
  return `${currentProviderOrigin()}/bank_redirect/${id}?${query}`;
}

/**
 * What a QR page's code encodes, by page id alone (an unguessable id, as Stripe's QR image
 * URLs are): the page's own URL, so "scanning" it (with a phone too) opens the test page.
 */
export async function findQrData(db: Queryable, id: string): Promise<string | undefined> {
  const rows = await db.query<{ client_secret: string; account_id: string }>(
    `SELECT client_secret, account_id FROM bank_redirects WHERE id = $1 AND kind = 'qr'`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return pageUrl(db, { id: row.account_id } as Account, id, row.client_secret);
}

/**
 * A voucher page as its PDF prints it, by its id alone (the PDF's URL is public, as Stripe's
 * voucher PDF links are: the id is unguessable); undefined for any other page.
 */
export async function findVoucherPage(
  db: Queryable,
  id: string,
): Promise<BankRedirectObject | undefined> {
  const rows = await db.query<{ data: BankRedirectObject }>(
    `SELECT data FROM bank_redirects WHERE id = $1 AND kind = 'voucher'`,
    [id],
  );
  return rows[0]?.data;
}

/** A pending page whose scheduled outcome or expiry is due, locked for the worker's answer. */
export async function claimDuePage(
  tx: Queryable,
  now: number,
): Promise<{ row: BankRedirectRow; accountId: string; to: 'succeeded' | 'expired' } | undefined> {
  const rows = await tx.query<
    BankRedirectRow & { account_id: string; due_to: string } & Record<string, unknown>
  >(
    `SELECT ${COLUMNS}, account_id,
       CASE WHEN settle_at IS NOT NULL AND settle_at <= $1 THEN settle_to ELSE 'expired' END AS due_to
     FROM bank_redirects
     WHERE status = 'pending'
       AND ((settle_at IS NOT NULL AND settle_at <= $1) OR (expires_at IS NOT NULL AND expires_at <= $1))
     ORDER BY LEAST(settle_at, expires_at) LIMIT 1
     FOR UPDATE SKIP LOCKED`,
    [now],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { account_id: accountId, due_to: to, ...page } = row;
  return { row: withKind(page), accountId, to: to === 'succeeded' ? 'succeeded' : 'expired' };
}

export async function settleBankRedirect(
  tx: Queryable,
  row: BankRedirectRow,
  status: Exclude<BankRedirectStatus, 'pending'>,
): Promise<BankRedirectObject> {
  const data: BankRedirectObject = { ...row.data, status };
  await tx.query('UPDATE bank_redirects SET status = $2, data = $3::jsonb WHERE id = $1', [
    row.id,
    status,
    JSON.stringify(data),
  ]);
  return data;
}

/**
 * The microdeposit page of an intent ends with its verification: verified, or failed once no
 * attempt is left (so the page shows how it ended).
 */
export async function settleMicrodepositPage(
  tx: Queryable,
  account: Account,
  intentId: string,
  status: 'succeeded' | 'failed',
): Promise<void> {
  await tx.query(
    `UPDATE bank_redirects SET status = $3, data = jsonb_set(data, '{status}', to_jsonb($3::text))
     WHERE account_id = $1 AND intent_id = $2 AND kind = 'microdeposits' AND status = 'pending'`,
    [account.id, intentId, status],
  );
}

/**
 * A customer's pending transfer-instruction pages in one currency, oldest first, locked, with
 * their intents: the customer_balance payments a cash balance funding pays. One statement
 * joins the page to its intent (the only way to find a customer's pages) rather than reading
 * every pending page and then each intent.
 */
export async function pendingTransferPages(
  tx: Queryable,
  account: Account,
  customerId: string,
  currency: string,
): Promise<BankRedirectRow[]> {
  const rows = await tx.query<BankRedirectRow & Record<string, unknown>>(
    `SELECT b.id, b.intent_id, b.payment_method_id, b.client_secret, b.status, b.return_url, b.data
     FROM bank_redirects b JOIN payment_intents p ON p.id = b.intent_id AND p.account_id = b.account_id
     WHERE b.account_id = $1 AND b.kind = 'bank_transfer' AND b.status = 'pending'
       AND p.status = 'requires_action' AND p.data->>'customer' = $2 AND p.data->>'currency' = $3
     ORDER BY p.seq
     FOR UPDATE OF b`,
    [account.id, customerId, currency],
  );
  return rows.map(withKind);
}
