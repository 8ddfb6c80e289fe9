import { LATEST_API_VERSION } from '../api-versions/versions.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62 } from '../platform/ids.js';
import type { Store } from '../store/store.js';
import {
  type CliAttempt,
  type CliFeature,
  cliAttemptsForEvent,
  insertCliSession,
  listenSecret,
} from './cli-session-rows.js';

/** A session lives this long; the CLI opens a new one when its socket is refused after. */
export const CLI_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The CLI resets its socket this often (seconds): Kassa's sockets need no reset. */
const RECONNECT_DELAY_S = 24 * 60 * 60;

export interface CliSessionInput {
  readonly feature: CliFeature;
  readonly deviceName: string | null;
  readonly filters: Record<string, unknown> | null;
}

/** The Stripe CLI's sessions (`stripe listen`, `stripe logs tail`) and what it reported. */
export class StripeCliService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  async createSession(account: Account, input: CliSessionInput) {
    const now = this.#clock().getTime();
    const id = `cliws_${randomBase62(24)}`;
    await insertCliSession(this.#store, {
      id,
      accountId: account.id,
      feature: input.feature,
      deviceName: input.deviceName,
      filters: input.filters,
      now,
      expiresAt: now + CLI_SESSION_TTL_MS,
    });
    return {
      object: 'stripecli.session',
      websocket_id: id,
      websocket_authorized_feature: input.feature,
      // The signing secret is the listen feature's: the same for every session of the account.
      secret: input.feature === 'webhooks' ? await listenSecret(this.#store, account.id) : '',
      reconnect_delay: RECONNECT_DELAY_S,
      // No Connect yet: an account filter (logs tail --filter-account) cannot apply.
      display_connect_filter_warning: Array.isArray(input.filters?.filter_account),
      default_version: LATEST_API_VERSION,
      latest_version: LATEST_API_VERSION,
    };
  }

  attemptsForEvent(account: Account, eventId: string): Promise<CliAttempt[]> {
    return cliAttemptsForEvent(this.#store, account.id, eventId);
  }
}
