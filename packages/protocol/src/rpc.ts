import type { Json, WireError } from './messages.js';

/** An error thrown by the far side of a request, carrying its wire shape. */
export class RemoteError extends Error {
  // Declared, not a class field: frames target Safari 15, for which Rolldown lowers class fields
  // into helper functions (defineProperty and key-conversion wrappers) every frame would carry.
  declare readonly wire: WireError;
  constructor(wire: WireError) {
    super(wire.message);
    this.name = 'RemoteError';
    this.wire = wire;
  }
}

interface Pending {
  resolve: (value: Json) => void;
  reject: (reason: Error) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface RpcOptions {
  /** Sends a request; the caller wraps it in the right envelope for its channel. */
  send: (nonce: string, action: string, payload: Json) => void;
  /** Rejects a request unanswered after this many ms; 0 waits forever. */
  timeoutMs?: number;
  /** Makes nonces; defaults to crypto.randomUUID. */
  makeNonce?: () => string;
}

/**
 * Requests matched to answers by nonce. One instance per channel; the channel's message handler
 * calls `resolve` / `reject` for answers it has already checked for origin and shape.
 */
export class RpcClient {
  readonly #pending = new Map<string, Pending>();
  readonly #options: RpcOptions;

  constructor(options: RpcOptions) {
    this.#options = options;
  }

  request(action: string, payload: Json): Promise<Json> {
    const nonce = (this.#options.makeNonce ?? (() => crypto.randomUUID()))();
    return new Promise<Json>((resolve, reject) => {
      const timeoutMs = this.#options.timeoutMs ?? 0;
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              this.#pending.delete(nonce);
              reject(new Error(`Request ${action} timed out after ${timeoutMs} ms`));
            }, timeoutMs)
          : undefined;
      this.#pending.set(nonce, { resolve, reject, timer });
      this.#options.send(nonce, action, payload);
    });
  }

  /** Settles the request with this nonce; returns false for a nonce nobody is waiting for. */
  resolve(nonce: string, result: Json): boolean {
    const pending = this.#take(nonce);
    pending?.resolve(result);
    return pending !== undefined;
  }

  reject(nonce: string, error: WireError): boolean {
    const pending = this.#take(nonce);
    pending?.reject(new RemoteError(error));
    return pending !== undefined;
  }

  /** Rejects everything still waiting, e.g. when the frame on the other side is destroyed. */
  rejectAll(reason: string): void {
    for (const nonce of [...this.#pending.keys()]) this.#take(nonce)?.reject(new Error(reason));
  }

  get pendingCount(): number {
    return this.#pending.size;
  }

  #take(nonce: string): Pending | undefined {
    const pending = this.#pending.get(nonce);
    if (pending === undefined) return undefined;
    this.#pending.delete(nonce);
    if (pending.timer !== undefined) clearTimeout(pending.timer);
    return pending;
  }
}

/** Turns anything thrown into the wire error shape, keeping Stripe-like fields when present. */
export function toWireError(thrown: unknown): WireError {
  if (thrown instanceof RemoteError) return thrown.wire;
  if (typeof thrown === 'object' && thrown !== null) {
    const record = thrown as Record<string, unknown>;
    const message = typeof record.message === 'string' ? record.message : String(thrown);
    const wire: WireError = {
      type: typeof record.type === 'string' ? record.type : 'api_error',
      message,
    };
    for (const key of ['code', 'decline_code', 'param', 'doc_url'] as const) {
      const value = record[key];
      if (typeof value === 'string') wire[key] = value;
    }
    return wire;
  }
  return { type: 'api_error', message: String(thrown) };
}
