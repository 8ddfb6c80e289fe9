import { IntegrationError, invalidArgument } from './integration-error.js';

type Handler = (event: never) => unknown;

/** Event handlers of an element or group, with Stripe's argument checks. */
export class Emitter {
  readonly #handlers = new Map<string, Set<Handler>>();
  readonly #onces = new WeakSet<Handler>();
  /** null: any event name (an element Kassa has not built takes the handlers Stripe.js's would). */
  readonly #events: readonly string[] | null;
  readonly #owner: string;

  constructor(owner: string, events: readonly string[] | null) {
    this.#owner = owner;
    this.#events = events;
  }

  #check(method: string, eventType: unknown, handler: unknown, optional: boolean): string {
    if (typeof eventType !== 'string' || this.#events?.includes(eventType) === false) {
      throw new IntegrationError(
        `Invalid value for ${this.#owner}.${method}(): expected the event type to be ${this.#events === null ? 'a string' : `one of ${this.#events.join(', ')}`}, but received ${typeof eventType === 'string' ? JSON.stringify(eventType) : typeof eventType}.`,
      );
    }
    if (typeof handler !== 'function' && !(optional && handler == null)) {
      throw invalidArgument(`${this.#owner}.${method}`, 'handler', 'a function', handler);
    }
    return eventType;
  }

  on(eventType: unknown, handler: unknown): void {
    const type = this.#check('on', eventType, handler, false);
    let set = this.#handlers.get(type);
    if (set === undefined) {
      set = new Set();
      this.#handlers.set(type, set);
    }
    set.add(handler as Handler);
  }

  once(eventType: unknown, handler: unknown): void {
    this.#check('once', eventType, handler, false);
    this.#onces.add(handler as Handler);
    this.on(eventType, handler);
  }

  /** Without a handler, removes every handler of the event type (as Stripe.js does). */
  off(eventType: unknown, handler?: unknown): void {
    const type = this.#check('off', eventType, handler, true);
    if (handler == null) this.#handlers.delete(type);
    else this.#handlers.get(type)?.delete(handler as Handler);
  }

  emit(eventType: string, event: unknown): void {
    const set = this.#handlers.get(eventType);
    if (set === undefined) return;
    for (const handler of [...set]) {
      if (this.#onces.has(handler)) set.delete(handler);
      try {
        (handler as (event: unknown) => unknown)(event);
      } catch (error) {
        // A merchant handler's exception must not stop the other handlers or our message loop.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  /** Whether any handler listens for the event type. */
  has(eventType: string): boolean {
    return (this.#handlers.get(eventType)?.size ?? 0) > 0;
  }

  clear(): void {
    this.#handlers.clear();
  }
}
