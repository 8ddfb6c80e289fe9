import type { JsonObject } from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import { errorResult } from './payload.js';

/**
 * stripe.createRadarSession(): POST /v1/radar/session with the publishable key. The controller
 * keeps the session it made (one per Stripe instance, as Stripe.js caches it) and calls made
 * while one is being made share it; a failure is not kept, so the next call asks again.
 */
export class RadarSessionCache {
  readonly #api: ApiClient;
  #pending: Promise<JsonObject> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  session(): Promise<JsonObject> {
    this.#pending ??= this.#make();
    return this.#pending;
  }

  async #make(): Promise<JsonObject> {
    const result = await this.#api.post('radar/session', {});
    if (result.ok) return { radarSession: result.body };
    this.#pending = undefined;
    return errorResult(result.error);
  }
}
