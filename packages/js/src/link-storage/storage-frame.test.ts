import type { LinkStorageRequest, RememberedLogin } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import {
  answerStorageRequest,
  type LoginStorageArea,
  REMEMBERED_LOGIN_MAX_AGE_MS,
  startLinkStorage,
} from './storage-frame.js';

const KEY = 'pk_test_shop1';
const JANE: RememberedLogin = {
  consumerSessionClientSecret: 'cscs_jane',
  consumerPublishableKey: null,
  emailAddress: 'Jane@Example.com',
  lifetime: 'persistent',
};

class MemoryArea implements LoginStorageArea {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function frame() {
  const areas = { persistent: new MemoryArea(), ephemeral: new MemoryArea() };
  let nonce = 0;
  const ask = (
    fields: { op: LinkStorageRequest['op']; [field: string]: unknown },
    { fromProvider = true, now = 1_000_000 } = {},
  ) => {
    nonce += 1;
    const request = {
      kassa: 1,
      type: 'link-storage-request',
      nonce: `n${nonce}`,
      publishableKey: KEY,
      ...fields,
    } as LinkStorageRequest;
    const answer = answerStorageRequest(request, fromProvider, areas, now);
    expect(answer.nonce).toBe(`n${nonce}`);
    expect(answer.type).toBe('link-storage-response');
    return answer;
  };
  return { areas, ask };
}

describe('the login-storage frame', () => {
  it('remembers a login for the provider and answers it back, newest first', () => {
    const { ask, areas } = frame();
    expect(ask({ op: 'hasLogin' })).toMatchObject({ ok: true, result: { hasLogin: false } });
    expect(ask({ op: 'rememberLogin', login: JANE })).toMatchObject({
      ok: true,
      result: { remembered: true },
    });
    const joe = { ...JANE, emailAddress: 'joe@example.com', consumerSessionClientSecret: 'j' };
    ask({ op: 'rememberLogin', login: joe }, { now: 1_000_500 });
    expect(ask({ op: 'getLogin' })).toMatchObject({ ok: true, result: { logins: [joe, JANE] } });
    expect(ask({ op: 'hasLogin' })).toMatchObject({ result: { hasLogin: true } });
    expect(areas.persistent.items.size).toBe(1);
    expect(areas.ephemeral.items.size).toBe(0);
  });

  it('keeps one login per e-mail and ephemeral logins apart', () => {
    const { ask, areas } = frame();
    ask({ op: 'rememberLogin', login: JANE });
    const again = { ...JANE, emailAddress: ' jane@example.com', lifetime: 'ephemeral' as const };
    ask({ op: 'rememberLogin', login: again });
    expect(ask({ op: 'getLogin' })).toMatchObject({ result: { logins: [again] } });
    expect(areas.persistent.items.size).toBe(0);
    expect(areas.ephemeral.items.size).toBe(1);
  });

  it('keeps logins per publishable key', () => {
    const { ask } = frame();
    ask({ op: 'rememberLogin', login: JANE });
    expect(ask({ op: 'getLogin', publishableKey: 'pk_test_other' })).toMatchObject({
      result: { logins: [] },
    });
  });

  it('forgets one e-mail, or every login of the key', () => {
    const { ask } = frame();
    ask({ op: 'rememberLogin', login: JANE });
    ask({ op: 'rememberLogin', login: { ...JANE, emailAddress: 'joe@example.com' } });
    expect(ask({ op: 'forgetLogin', emailAddress: 'JANE@example.com' })).toMatchObject({
      result: { forgotten: 1 },
    });
    expect(ask({ op: 'getLogin' })).toMatchObject({
      result: { logins: [{ emailAddress: 'joe@example.com' }] },
    });
    expect(ask({ op: 'forgetLogin' })).toMatchObject({ result: { forgotten: 1 } });
    expect(ask({ op: 'hasLogin' })).toMatchObject({ result: { hasLogin: false } });
  });

  it('drops a login past the session lifetime of 24 hours', () => {
    const { ask } = frame();
    ask({ op: 'rememberLogin', login: JANE }, { now: 0 });
    expect(ask({ op: 'getLogin' }, { now: REMEMBERED_LOGIN_MAX_AGE_MS - 1 })).toMatchObject({
      result: { logins: [JANE] },
    });
    expect(ask({ op: 'getLogin' }, { now: REMEMBERED_LOGIN_MAX_AGE_MS })).toMatchObject({
      result: { logins: [] },
    });
  });

  it('refuses remember, forget and get from another origin with the Link app message', () => {
    const { ask, areas } = frame();
    ask({ op: 'rememberLogin', login: JANE });
    for (const fields of [
      { op: 'rememberLogin' as const, login: { ...JANE, consumerSessionClientSecret: 'evil' } },
      { op: 'forgetLogin' as const },
      { op: 'getLogin' as const },
    ]) {
      expect(ask(fields, { fromProvider: false })).toEqual({
        kassa: 1,
        type: 'link-storage-response',
        nonce: expect.any(String),
        ok: false,
        error: { message: 'This function may only be called from the Link app' },
      });
    }
    // Untouched, and the secret never answered: hasLogin says only whether one is kept.
    expect(ask({ op: 'getLogin' })).toMatchObject({ result: { logins: [JANE] } });
    const has = ask({ op: 'hasLogin' }, { fromProvider: false });
    expect(has).toEqual({
      kassa: 1,
      type: 'link-storage-response',
      nonce: expect.any(String),
      ok: true,
      result: { hasLogin: true },
    });
    expect([...areas.persistent.items.values()].join()).toContain('cscs_jane');
  });

  it('answers no login when storage is blocked or holds something else', () => {
    const blocked: LoginStorageArea = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    const request = (op: 'getLogin' | 'rememberLogin') =>
      ({
        kassa: 1,
        type: 'link-storage-request',
        nonce: 'n',
        publishableKey: KEY,
        op,
        login: JANE,
      }) as LinkStorageRequest;
    const areas = { persistent: blocked, ephemeral: null };
    expect(answerStorageRequest(request('getLogin'), true, areas, 0)).toMatchObject({
      ok: true,
      result: { logins: [] },
    });
    expect(answerStorageRequest(request('rememberLogin'), true, areas, 0)).toMatchObject({
      ok: false,
    });
    // Without session storage, a persistent login is still kept.
    const local = new MemoryArea();
    expect(
      answerStorageRequest(
        request('rememberLogin'),
        true,
        { persistent: local, ephemeral: null },
        0,
      ),
    ).toMatchObject({ ok: true, result: { remembered: true } });
    const junk = new MemoryArea();
    junk.setItem(`kassa-link-logins:${KEY}`, '{"not":"a list"}');
    expect(
      answerStorageRequest(request('getLogin'), true, { persistent: junk, ephemeral: null }, 0),
    ).toMatchObject({ result: { logins: [] } });
  });
});

describe('startLinkStorage', () => {
  /** A frame window on the provider origin, whose `message` listener the test drives. */
  function frameWindow() {
    let listener: ((event: MessageEvent) => void) | null = null;
    const local = new MemoryArea();
    const win = {
      location: { origin: 'http://127.0.0.1:4242' },
      localStorage: local,
      sessionStorage: new MemoryArea(),
      addEventListener: (_type: string, handler: (event: MessageEvent) => void) => {
        listener = handler;
      },
    } as unknown as Window;
    startLinkStorage(win, () => 1_000);
    /** Posts a request from `origin`; answers what came back on its port, or null. */
    const post = (origin: string, data: unknown, withPort = true) =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => {
          channel.port1.close();
          resolve(event.data);
        };
        listener?.({
          origin,
          data,
          ports: withPort ? [channel.port2] : [],
        } as unknown as MessageEvent);
        setTimeout(() => {
          channel.port1.close();
          resolve(null);
        }, 50);
      });
    return { post, local };
  }
  const remember = {
    kassa: 1,
    type: 'link-storage-request',
    nonce: 'n1',
    publishableKey: KEY,
    op: 'rememberLogin',
    login: JANE,
  };

  it('answers the provider origin on the port the request hands over', async () => {
    const { post, local } = frameWindow();
    expect(await post('http://127.0.0.1:4242', remember)).toMatchObject({
      nonce: 'n1',
      ok: true,
      result: { remembered: true },
    });
    expect(local.items.size).toBe(1);
  });

  it('compares the whole origin: a look-alike is another origin', async () => {
    const { post, local } = frameWindow();
    for (const origin of [
      'http://127.0.0.1:4242.evil.example',
      'http://127.0.0.1:42420',
      'https://127.0.0.1:4242',
      'null',
    ]) {
      expect(await post(origin, remember)).toMatchObject({
        ok: false,
        error: { message: 'This function may only be called from the Link app' },
      });
    }
    expect(local.items.size).toBe(0);
  });

  it('ignores a malformed request and one without a port', async () => {
    const { post, local } = frameWindow();
    expect(await post('http://127.0.0.1:4242', { ...remember, op: 'wipe' })).toBeNull();
    expect(await post('http://127.0.0.1:4242', remember, false)).toBeNull();
    expect(local.items.size).toBe(0);
  });
});
