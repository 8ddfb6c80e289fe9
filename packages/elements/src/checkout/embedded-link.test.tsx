import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_TIMEOUT_MS, embeddedLink } from './embedded-link.js';

const ORIGIN = 'https://shop.example';

/** A frame window whose parent records what it is sent. */
function frameWindow() {
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  const parent = {
    postMessage: (message: Record<string, unknown>, origin: string) =>
      posted.push({ message, origin }),
  };
  const listeners: ((event: MessageEvent) => void)[] = [];
  const win = {
    parent,
    crypto: { randomUUID: () => 'nonce-1' },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.push(fn),
    removeEventListener: () => undefined,
  } as unknown as Window;
  const receive = (data: unknown, origin = ORIGIN, source: unknown = parent) => {
    for (const fn of listeners) fn({ data, origin, source } as MessageEvent);
  };
  return { win, posted, receive };
}

afterEach(() => vi.useRealTimers());

describe('the embedded Checkout frame messaging', () => {
  it('posts ready, resize (on change only), complete and redirect to the exact merchant origin', () => {
    const { win, posted } = frameWindow();
    const link = embeddedLink(win, { origin: ORIGIN, frameId: 'f1' });
    link.ready(400.2);
    link.resize(401);
    link.resize(401);
    link.resize(520);
    link.complete();
    link.redirect('https://shop.example/return?session_id=cs_test_1');
    expect(posted.map((p) => p.origin)).toEqual(Array(4).fill(ORIGIN));
    expect(posted.map((p) => p.message)).toEqual([
      { kassa: 1, type: 'checkout:ready', frameId: 'f1', height: 401 },
      { kassa: 1, type: 'checkout:resize', frameId: 'f1', height: 520 },
      { kassa: 1, type: 'checkout:complete', frameId: 'f1' },
      {
        kassa: 1,
        type: 'checkout:redirect',
        frameId: 'f1',
        url: 'https://shop.example/return?session_id=cs_test_1',
      },
    ]);
  });

  it('asks a callback with a nonce and takes only the answer from the exact origin and parent', async () => {
    const { win, posted, receive } = frameWindow();
    const link = embeddedLink(win, { origin: ORIGIN, frameId: 'f1' });
    const answer = link.ask('checkout:line-items-change', {
      checkoutSessionId: 'cs_test_1',
      lineItems: [],
    });
    expect(posted[0]?.message).toEqual({
      kassa: 1,
      type: 'checkout:line-items-change',
      frameId: 'f1',
      nonce: 'nonce-1',
      event: { checkoutSessionId: 'cs_test_1', lineItems: [] },
    });
    const result = {
      kassa: 1,
      type: 'checkout:callback-result',
      frameId: 'f1',
      nonce: 'nonce-1',
      result: { type: 'reject', errorMessage: 'Out of stock' },
    };
    receive(result, 'https://shop.example.evil.com');
    receive(result, 'https://shop.example:8443');
    receive(result, ORIGIN, {});
    receive({ ...result, frameId: 'f2' });
    receive({ ...result, nonce: 'other' });
    receive({ ...result, result: { type: 'maybe' } });
    receive(result);
    await expect(answer).resolves.toEqual({ type: 'reject', errorMessage: 'Out of stock' });
  });

  it('goes on as accepted when the merchant page never answers', async () => {
    vi.useFakeTimers();
    const { win } = frameWindow();
    const link = embeddedLink(win, { origin: ORIGIN, frameId: 'f1' });
    const answer = link.ask('checkout:shipping-details-change', {});
    vi.advanceTimersByTime(CALLBACK_TIMEOUT_MS);
    await expect(answer).resolves.toEqual({ type: 'accept' });
  });
});
