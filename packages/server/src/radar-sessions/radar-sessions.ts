import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { parseParams, type Shape } from '../platform/schema.js';
import type { Store } from '../store/store.js';
import { RADAR_SESSION_ID, type RadarSessionObject } from './radar-session-object.js';
import { findRadarSession, insertRadarSession } from './radar-session-rows.js';

// radar_options as PaymentIntents, SetupIntents and PaymentMethods take it: the session a
// merchant made with stripe.createRadarSession(), and the captcha token Stripe.js may add.
const RADAR_OPTIONS_SHAPE = {
  radar_options: {
    kind: 'object',
    fields: { session: { kind: 'string', maxLength: 100 }, hcaptcha_token: { kind: 'any' } },
  },
} as const satisfies Shape;

export class RadarSessionService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  async create(account: Account): Promise<RadarSessionObject> {
    const session: RadarSessionObject = {
      id: `rse_${randomBase62(24)}`,
      object: 'radar.session',
      created: unixNow(this.#clock()),
      livemode: false,
    };
    await insertRadarSession(this.#store, account.id, session);
    return session;
  }

  /**
   * Checks the request's radar_options (the whole request's parameters, before the client
   * fields are dropped): a malformed session id is a 400 naming radar_options[session]; one
   * the account does not have (another account's included) is resource_missing.
   */
  async checkOptions(account: Account, params: Record<string, unknown>): Promise<void> {
    if (params.radar_options === undefined) return;
    const { radar_options: options } = parseParams(
      { radar_options: params.radar_options },
      RADAR_OPTIONS_SHAPE,
    );
    const id = options?.session;
    if (id === undefined) return;
    const param = 'radar_options[session]';
    if (!RADAR_SESSION_ID.test(id)) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid radar_options[session]: '${id.slice(0, 100)}' is not a Radar Session id (rse_…). Create one with stripe.createRadarSession().`,
        { param },
      );
    }
    if (!(await findRadarSession(this.#store, account.id, id))) {
      throw resourceMissing('radar session', id, param);
    }
  }
}
