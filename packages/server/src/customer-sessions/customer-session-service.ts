import type { PaymentElementFeatures } from '@kassa/core';
import { requireCustomer } from '../customers/customer-rows.js';
import {
  type StoredCustomerSession,
  storedSessionFeatures,
} from '../customers/customer-session-features.js';
import { mintEphemeralKey, secretHash } from '../ephemeral-keys/ephemeral-keys.js';
import { ApiError } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { CustomerSessionComponents } from '../platform/session-components.js';
import type { Store } from '../store/store.js';
import {
  type ComponentsInput,
  type CustomerSessionObject,
  componentsObject,
} from './customer-session-object.js';

export const CUSTOMER_SESSION_SECONDS = 30 * 60;

/** A live customer session as the elements session and the saved-method calls need it. */
export interface ResolvedCustomerSession {
  readonly id: string;
  readonly customerId: string;
  readonly components: CustomerSessionComponents;
  readonly features: PaymentElementFeatures;
  readonly apiKey: string;
  readonly apiKeyExpiry: number;
}

export class CustomerSessionService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  create(
    account: Account,
    customerId: string,
    components: ComponentsInput,
  ): Promise<CustomerSessionObject> {
    const shown = componentsObject(components);
    if (![shown.payment_element, shown.pricing_table, shown.buy_button].some((c) => c.enabled)) {
      throw new ApiError('parameter_invalid_value', 'At least one component must be enabled.', {
        param: 'components',
      });
    }
    const created = unixNow(this.#clock());
    const expires = created + CUSTOMER_SESSION_SECONDS;
    const id = `cuss_${randomBase62(24)}`;
    const session: CustomerSessionObject = {
      object: 'customer_session',
      client_secret: `cuss_secret_${randomBase62(48)}`,
      components: shown,
      created,
      customer: customerId,
      expires_at: expires,
      livemode: false,
    };
    return this.#store.transaction(async (tx) => {
      await requireCustomer(tx, account, customerId, { param: 'customer' });
      // The session's api_key is an ephemeral key for the customer that ends with the session.
      const key = await mintEphemeralKey(tx, account, customerId, { created, expires }, id);
      const { client_secret: _secret, ...shown } = session;
      const stored: StoredCustomerSession = { session: shown, api_key: key.secret };
      await tx.query(
        `INSERT INTO customer_sessions (id, secret_hash, account_id, customer_id, expires_at, data)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [
          id,
          secretHash(session.client_secret),
          account.id,
          customerId,
          expires,
          JSON.stringify(stored),
        ],
      );
      return session;
    });
  }

  /** The session behind a client secret; expired or unknown secrets are refused. */
  async resolve(account: Account, clientSecret: string): Promise<ResolvedCustomerSession> {
    const rows = await this.#store.query<{
      id: string;
      data: StoredCustomerSession;
      expires_at: string;
    }>(
      `SELECT id, data, expires_at FROM customer_sessions
       WHERE secret_hash = $1 AND account_id = $2 AND expires_at > $3`,
      [secretHash(clientSecret), account.id, unixNow(this.#clock())],
    );
    const row = rows[0];
    if (!row) {
      throw new ApiError(
        'client_secret_invalid',
        'The customer_session_client_secret provided is invalid or has expired.',
        { param: 'customer_session_client_secret' },
      );
    }
    return {
      id: row.id,
      customerId: row.data.session.customer,
      components: row.data.session.components,
      features: storedSessionFeatures(row.data),
      apiKey: row.data.api_key,
      apiKeyExpiry: Number(row.expires_at),
    };
  }
}
