import { refusalReason } from '@kassa/protocol';

/**
 * The embedded Checkout frame's side of CHECKOUT-CONTRACT.md's "Embedded messaging": envelopes
 * `{ kassa: 1, type, frameId, … }` posted to the EXACT merchant origin the fragment names, and
 * the merchant's answers to the shipping and line-item callbacks, accepted only from that exact
 * origin and the parent window, matched by nonce.
 */
export type CallbackResult = { type: 'accept' } | { type: 'reject'; errorMessage?: string };

export type CallbackType = 'checkout:shipping-details-change' | 'checkout:line-items-change';

export interface EmbeddedLink {
  ready(height: number): void;
  resize(height: number): void;
  complete(): void;
  redirect(url: string): void;
  /** Asks the merchant's callback; resolves with its answer (accept when it never answers). */
  ask(type: CallbackType, event: Record<string, unknown>): Promise<CallbackResult>;
  dispose(): void;
}

/** How long the frame waits for a callback's answer before it goes on as accepted. */
export const CALLBACK_TIMEOUT_MS = 10_000;

export interface EmbeddedTarget {
  origin: string;
  frameId: string;
}

function isResult(value: unknown): value is CallbackResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as { type?: unknown; errorMessage?: unknown };
  if (result.type === 'accept') return true;
  return (
    result.type === 'reject' &&
    (result.errorMessage === undefined || typeof result.errorMessage === 'string')
  );
}

export function embeddedLink(
  win: Window,
  target: EmbeddedTarget,
  options: { livemode: boolean; randomId?: () => string } = { livemode: false },
): EmbeddedLink {
  const parent = win.parent;
  const pending = new Map<string, (result: CallbackResult) => void>();
  const randomId = options.randomId ?? (() => win.crypto.randomUUID());
  let lastHeight = -1;

  const post = (type: string, payload: Record<string, unknown> = {}) => {
    if (parent === win) return;
    parent.postMessage({ kassa: 1, type, frameId: target.frameId, ...payload }, target.origin);
  };

  const onMessage = (event: MessageEvent) => {
    const refused = refusalReason(event, { origin: target.origin, source: parent });
    const data = event.data as {
      kassa?: unknown;
      type?: unknown;
      frameId?: unknown;
      nonce?: unknown;
      result?: unknown;
    } | null;
    if (refused !== null) {
      if (!options.livemode && data?.kassa === 1) {
        console.warn(`Kassa Checkout: ignored a message (wrong ${refused}: ${event.origin})`);
      }
      return;
    }
    if (data?.kassa !== 1 || data.type !== 'checkout:callback-result') return;
    if (data.frameId !== target.frameId || typeof data.nonce !== 'string') return;
    const settle = pending.get(data.nonce);
    if (settle === undefined || !isResult(data.result)) return;
    pending.delete(data.nonce);
    settle(data.result);
  };
  win.addEventListener('message', onMessage);

  return {
    ready(height) {
      lastHeight = Math.ceil(height);
      post('checkout:ready', { height: lastHeight });
    },
    resize(height) {
      const rounded = Math.ceil(height);
      if (rounded === lastHeight) return;
      lastHeight = rounded;
      post('checkout:resize', { height: rounded });
    },
    complete: () => post('checkout:complete'),
    redirect: (url) => post('checkout:redirect', { url }),
    ask(type, event) {
      const nonce = randomId();
      return new Promise<CallbackResult>((resolve) => {
        const timer = win.setTimeout(() => {
          pending.delete(nonce);
          resolve({ type: 'accept' });
        }, CALLBACK_TIMEOUT_MS);
        pending.set(nonce, (result) => {
          win.clearTimeout(timer);
          resolve(result);
        });
        post(type, { nonce, event });
      });
    },
    dispose() {
      win.removeEventListener('message', onMessage);
      pending.clear();
    },
  };
}
