import { type AccountRow, publishableKeyOf, toAccount } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { Store } from '../store/store.js';
import type { CheckoutSessionObject } from './checkout-session-object.js';
import { findSessionById, insertSession } from './checkout-session-rows.js';
import { pageFragment } from './session-fields.js';

// after_expiration.recovery: an expired session's recovery url opens a new session with the
// same cart (`recovered_from` naming the old one), for 30 days after the expiry.

/** The new session's hosted url, or undefined when the address recovers nothing. */
export async function recoverSession(
  store: Store,
  clock: Clock,
  id: string,
  origin: string,
): Promise<string | undefined> {
  return store.transaction(async (tx) => {
    const row = await findSessionById(tx, id);
    const old = row?.data;
    const recovery = (
      old?.after_expiration as { recovery?: { enabled?: boolean; expires_at?: number } } | null
    )?.recovery;
    const now = unixNow(clock());
    if (!row || !old || old.status !== 'expired' || !recovery?.enabled) return undefined;
    if ((recovery.expires_at ?? 0) < now || old.ui_mode !== 'hosted_page') return undefined;
    const [accountRow] = await tx.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [
      row.account_id,
    ]);
    if (!accountRow) return undefined;
    const account = toAccount(accountRow);
    const newId = `cs_test_${randomBase62(58)}`;
    const session: CheckoutSessionObject = {
      ...old,
      id: newId,
      after_expiration: null,
      collected_information: null,
      consent: null,
      created: now,
      customer_details: null,
      expires_at: now + 24 * 60 * 60,
      payment_intent: null,
      payment_status: 'unpaid',
      recovered_from: old.id,
      setup_intent: null,
      status: 'open',
      url: `${origin}/c/pay/${newId}#${pageFragment({ apiKey: await publishableKeyOf(tx, account) })}`,
    };
    await insertSession(tx, account, session, { ...row.internals, origin, customFieldValues: {} });
    return session.url ?? undefined;
  });
}
