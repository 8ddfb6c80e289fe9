// A second merchant account on a test store, beside the default one, with its own test keys:
// for tests proving that nothing of one account is reachable with the other's keys.
import { generateKey } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';

export interface AccountTestKeys {
  readonly id: string;
  readonly sk: string;
  readonly pk: string;
}

let made = 0;

/** Inserts an account named `name` and a secret and a publishable test key for it. */
export async function addSecondAccount(
  db: Queryable,
  name = 'Other Shop',
): Promise<AccountTestKeys> {
  const id = `acct_other${Date.now()}${++made}`;
  const now = Math.floor(Date.now() / 1000);
  await db.query(
    `INSERT INTO accounts (id, is_default, business_name, country, default_currency,
       fingerprint_secret, created)
     VALUES ($1, false, $2, 'US', 'usd', $3, $4)`,
    [id, name, `fingerprint-secret-${id}`, now],
  );
  const keys = { id, sk: generateKey('secret'), pk: generateKey('publishable') };
  for (const [kind, key] of [
    ['secret', keys.sk],
    ['publishable', keys.pk],
  ] as const) {
    await db.query(
      'INSERT INTO api_keys (key, account_id, kind, created) VALUES ($1, $2, $3, $4)',
      [key, id, kind, now],
    );
  }
  return keys;
}
