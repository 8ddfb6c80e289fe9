import type { PaymentElementFeatures } from '@kassa/core';
import { requireCustomer } from '../customers/customer-rows.js';
import {
  type StoredCustomerSession,
  storedSessionFeatures,
} from '../customers/customer-session-features.js';
import {
  findLiveCustomerSession,
  insertCustomerSession,
} from '../customers/customer-session-rows.js';
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
      await insertCustomerSession(tx, account.id, {
        id,
        secretHash: secretHash(session.client_secret),
        customerId,
        expiresAt: expires,
        data: stored,
      });
      return session;
    });
  }

  /** The session behind a client secret; expired or unknown secrets are refused. */
  async resolve(account: Account, clientSecret: string): Promise<ResolvedCustomerSession> {
    const row = await findLiveCustomerSession(
      this.#store,
      account.id,
      secretHash(clientSecret),
      unixNow(this.#clock()),
    );
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
      apiKeyExpiry: row.expiresAt,
    };
  }
}
