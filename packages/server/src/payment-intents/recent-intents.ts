import type { PaymentIntentObject } from '../intents/payment-intent-object.js';

/**
 * Intents this process has just written, with the row version (xmin) the write made: a confirm
 * that follows a create (a back end creating then confirming, or Stripe.js confirming soon
 * after) can skip reading the row again. Only a hint, never the truth: the confirm's write
 * still requires the row to be at this version, and a lost race reads the row from the
 * database. Another process's change gives the row another xmin, so two processes stay one.
 * Entries are JSON (each taker parses its own copy) and are taken once.
 */
export class RecentIntents {
  readonly #entries = new Map<string, { readonly json: string; readonly version: string }>();
  readonly #capacity: number;

  constructor(capacity = 2_000) {
    this.#capacity = capacity;
  }

  remember(accountId: string, id: string, json: string, version: string): void {
    const key = `${accountId}/${id}`;
    this.#entries.delete(key);
    this.#entries.set(key, { json, version });
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  take(
    accountId: string,
    id: string,
  ): { readonly data: PaymentIntentObject; readonly version: string } | undefined {
    const key = `${accountId}/${id}`;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    return { data: JSON.parse(entry.json) as PaymentIntentObject, version: entry.version };
  }
}
