import type { LinkStorageRequest, RememberedLogin } from '@kassa/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerStorageRequest, type LoginStorageArea } from '../link-storage/storage-frame.js';
import { FrameLoginStore, type StorageTarget } from './login-storage.js';

const ORIGIN = 'http://127.0.0.1:4242';
const JANE: RememberedLogin = {
  consumerSessionClientSecret: 'cscs_jane',
  consumerPublishableKey: null,
  emailAddress: 'jane@example.com',
  lifetime: 'persistent',
};

function memoryArea(): LoginStorageArea {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The storage frame's own answers, posted back on the port each request hands over. */
function storageFrame(origin = ORIGIN) {
  const areas = { persistent: memoryArea(), ephemeral: memoryArea() };
  const seen: Array<{ request: LinkStorageRequest; targetOrigin: string }> = [];
  const target: StorageTarget = {
    postMessage(request, targetOrigin, [port]) {
      seen.push({ request, targetOrigin });
      (port as MessagePort).postMessage(
        answerStorageRequest(request, origin === ORIGIN, areas, Date.now()),
      );
    },
  };
  return { target, seen };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FrameLoginStore', () => {
  it('remembers, reads and forgets through the storage frame, opening it once', async () => {
    const frame = storageFrame();
    const connect = vi.fn(async () => frame.target);
    const store = new FrameLoginStore({ connect, origin: ORIGIN, publishableKey: 'pk_test_shop' });
    expect(await store.getLogins()).toEqual([]);
    await store.remember(JANE);
    expect(await store.getLogins()).toEqual([JANE]);
    await store.forget('jane@example.com');
    expect(await store.getLogins()).toEqual([]);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(frame.seen.map((entry) => entry.targetOrigin)).toEqual(Array(5).fill(ORIGIN));
    expect(new Set(frame.seen.map((entry) => entry.request.nonce)).size).toBe(5);
    expect(frame.seen[1]?.request).toMatchObject({
      kassa: 1,
      type: 'link-storage-request',
      op: 'rememberLogin',
      publishableKey: 'pk_test_shop',
      login: JANE,
    });
  });

  it('answers no login when the frame refuses (another origin)', async () => {
    const frame = storageFrame('https://shop.example');
    const store = new FrameLoginStore({
      connect: async () => frame.target,
      origin: ORIGIN,
      publishableKey: 'pk_test_shop',
    });
    expect(await store.getLogins()).toEqual([]);
  });

  it('answers no login when the frame does not load', async () => {
    const store = new FrameLoginStore({
      connect: () => Promise.reject(new Error('blocked')),
      origin: ORIGIN,
      publishableKey: 'pk_test_shop',
    });
    expect(await store.getLogins()).toEqual([]);
  });

  it('waits 2000 ms for an answer (spec 001 §9), then answers no login', async () => {
    vi.useFakeTimers();
    const silent: StorageTarget = { postMessage: () => {} };
    const store = new FrameLoginStore({
      connect: async () => silent,
      origin: ORIGIN,
      publishableKey: 'pk_test_shop',
    });
    let answered: RememberedLogin[] | null = null;
    void store.getLogins().then((logins) => {
      answered = logins;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(answered).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toEqual([]);
  });

  it('ignores an answer with another nonce', async () => {
    vi.useFakeTimers();
    const liar: StorageTarget = {
      postMessage(request, _origin, [port]) {
        (port as MessagePort).postMessage({
          kassa: 1,
          type: 'link-storage-response',
          nonce: `${request.nonce}x`,
          ok: true,
          result: { logins: [JANE] },
        });
      },
    };
    const store = new FrameLoginStore({
      connect: async () => liar,
      origin: ORIGIN,
      publishableKey: 'pk_test_shop',
    });
    const pending = store.getLogins();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toEqual([]);
  });
});
