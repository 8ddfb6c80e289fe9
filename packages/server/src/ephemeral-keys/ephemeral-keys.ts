import { createHash } from 'node:crypto';
import type { PaymentElementFeatures } from '@kassa/core';
import { requireCustomer } from '../customers/customer-rows.js';
import {
  type StoredCustomerSession,
  storedSessionFeatures,
} from '../customers/customer-session-features.js';
import { sessionDataByIdSql } from '../customers/customer-session-rows.js';
import { ApiError } from '../errors/api-error.js';
import { type Account, type AccountRow, toAccount } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { Queryable, Store } from '../store/store.js';

export const EPHEMERAL_KEY_SECONDS = 3600;

export interface EphemeralKeyObject {
  id: string;
  object: 'ephemeral_key';
  associated_objects: { id: string; type: 'customer' }[];
  created: number;
  expires: number;
  livemode: false;
  /** Only in the answer that creates the key; never stored. */
  secret?: string;
}

/** What an ephemeral key (or a customer session's api_key) lets its holder do. */
export interface EphemeralGrant {
  readonly account: Account;
  readonly customerId: string;
  /** Set when the key is a customer session's api_key: what that session allows. */
  readonly features: PaymentElementFeatures | null;
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Creates a key for one customer inside the caller's transaction. */
export async function mintEphemeralKey(
  tx: Queryable,
  account: Account,
  customerId: string,
  times: { created: number; expires: number },
  customerSession: string | null = null,
): Promise<EphemeralKeyObject & { secret: string }> {
  const secret = `ek_test_${randomBase62(48)}`;
  const key: EphemeralKeyObject = {
    id: `ephkey_${randomBase62(24)}`,
    object: 'ephemeral_key',
    associated_objects: [{ id: customerId, type: 'customer' }],
    created: times.created,
    expires: times.expires,
    livemode: false,
  };
  await tx.query(
    `INSERT INTO ephemeral_keys (id, secret_hash, account_id, customer_id, expires, data)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      key.id,
      secretHash(secret),
      account.id,
      customerId,
      key.expires,
      JSON.stringify({ ...key, customer_session: customerSession }),
    ],
  );
  return { ...key, secret };
}

interface GrantRow extends AccountRow {
  customer_id: string;
  session: StoredCustomerSession | null;
}

// One round trip per call a key authenticates: the key, its account (joined here rather than
// read through platform/accounts.ts, which would be a second query) and, for a customer
// session's api_key, the session's data (SQL from customers/customer-session-rows.ts).
const GRANT_SQL = `SELECT k.customer_id, ${sessionDataByIdSql("k.data->>'customer_session'")} AS session, a.*
  FROM ephemeral_keys k
  JOIN accounts a ON a.id = k.account_id
  WHERE k.secret_hash = $1 AND k.expires > $2`;

export class EphemeralKeyService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  create(account: Account, customerId: string | undefined, apiVersion: string | undefined) {
    if (!apiVersion) {
      throw new ApiError(
        'parameter_invalid_value',
        'Stripe-Version header is required when creating ephemeral keys: send the API version of the client SDK that will use the key.',
      );
    }
    if (!customerId) {
      throw new ApiError('parameter_missing', 'Missing required param: customer.', {
        param: 'customer',
      });
    }
    const created = unixNow(this.#clock());
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { param: 'customer' });
      return mintEphemeralKey(tx, account, customerId, {
        created,
        expires: created + EPHEMERAL_KEY_SECONDS,
      });
    });
  }

  /** Deleting a key ends it at once; the answer is the key without its secret. */
  async del(account: Account, id: string): Promise<EphemeralKeyObject> {
    const rows = await this.#store.query<{
      data: EphemeralKeyObject & { customer_session?: unknown };
    }>('DELETE FROM ephemeral_keys WHERE id = $1 AND account_id = $2 RETURNING data', [
      id,
      account.id,
    ]);
    const row = rows[0];
    if (!row)
      throw new ApiError('resource_missing', `No such ephemeral key: '${id}'`, { param: 'id' });
    const { customer_session: _session, ...key } = row.data;
    return key;
  }

  /** The grant behind a live key secret, or null (unknown, deleted or expired). */
  async resolve(secret: string): Promise<EphemeralGrant | null> {
    const rows = await this.#store.query<GrantRow>(GRANT_SQL, [
      secretHash(secret),
      unixNow(this.#clock()),
    ]);
    const row = rows[0];
    if (!row) return null;
    return {
      account: toAccount(row),
      customerId: row.customer_id,
      features: row.session ? storedSessionFeatures(row.session) : null,
    };
  }
}
