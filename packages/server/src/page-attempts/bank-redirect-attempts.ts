import type { RedirectToUrlAction } from '../intents/next-action-object.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { type Account, publishableKeyOf } from '../platform/accounts.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { currentProviderOrigin } from '../platform/provider-origin.js';
import type { Queryable } from '../store/store.js';
import type { BankRedirectObject, BankRedirectStatus } from './bank-redirect-object.js';
import { consumeSucceeded, findPageAttempt } from './page-attempts.js';
import type { AuthenticatedIntent } from './three-d-secure-attempts.js';

export interface BankRedirectRow {
  readonly id: string;
  readonly intent_id: string;
  readonly payment_method_id: string;
  readonly client_secret: string;
  readonly status: BankRedirectStatus;
  readonly return_url: string;
  readonly data: BankRedirectObject;
}

const INSERT_SQL = `INSERT INTO bank_redirects
  (id, account_id, intent_id, payment_method_id, client_secret, status, return_url, data)
  VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7::jsonb)`;

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
  const id = `pa_nonce_${randomBase62(24)}`;
  const clientSecret = `pa_nonce_secret_${randomBase62(24)}`;
  const key = await publishableKeyOf(tx, account);
  const query = new URLSearchParams({ client_secret: clientSecret, key });
  const url = `${currentProviderOrigin()}/bank_redirect/${id}?${query}`;
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
  };
  await tx.query(INSERT_SQL, [
    id,
    account.id,
    intent.id,
    method.id,
    clientSecret,
    input.returnUrl,
    JSON.stringify(object),
  ]);
  return { type: 'redirect_to_url', redirect_to_url: { url, return_url: input.returnUrl } };
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

export function findBankRedirect(
  db: Queryable,
  account: Account,
  id: string,
  lock = false,
): Promise<BankRedirectRow | undefined> {
  const columns = 'id, intent_id, payment_method_id, client_secret, status, return_url, data';
  return findPageAttempt(db, 'bank_redirects', columns, account, id, lock);
}

export async function settleBankRedirect(
  tx: Queryable,
  row: BankRedirectRow,
  status: 'succeeded' | 'failed',
): Promise<BankRedirectObject> {
  const data: BankRedirectObject = { ...row.data, status };
  await tx.query('UPDATE bank_redirects SET status = $2, data = $3::jsonb WHERE id = $1', [
    row.id,
    status,
    JSON.stringify(data),
  ]);
  return data;
}
