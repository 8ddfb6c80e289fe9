import type { LinkCredentialsSync } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { CredentialSync, type SyncChannel, type SyncPage } from './credential-sync.js';

/** Channels of one name, delivering to every other open channel (as BroadcastChannel does). */
function hub() {
  const open = new Set<SyncChannel>();
  const make = (): SyncChannel => {
    const channel: SyncChannel = {
      onmessage: null,
      postMessage(message: LinkCredentialsSync) {
        for (const other of open)
          if (other !== channel) other.onmessage?.({ data: message } as MessageEvent);
      },
      close() {
        open.delete(channel);
      },
    };
    open.add(channel);
    return channel;
  };
  return { make, open };
}

function page() {
  const listeners: Record<string, Array<() => void>> = {};
  const state = { visibilityState: 'visible' as DocumentVisibilityState };
  const value: SyncPage & { fire(type: string): void } = {
    document: state,
    addEventListener(type, listener) {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    fire(type) {
      for (const listener of listeners[type] ?? []) listener();
    },
  };
  return { value, state };
}

describe('CredentialSync', () => {
  it("passes another controller's actions for the same key on, never its own", () => {
    const channels = hub();
    const a = new CredentialSync({ open: channels.make, sender: 'a', publishableKey: 'pk_test_1' });
    const b = new CredentialSync({ open: channels.make, sender: 'b', publishableKey: 'pk_test_1' });
    const c = new CredentialSync({ open: channels.make, sender: 'c', publishableKey: 'pk_test_2' });
    const heard: Record<string, string[]> = { a: [], b: [], c: [] };
    a.listen((action) => heard.a?.push(action.type));
    b.listen((action) => heard.b?.push(action.type));
    c.listen((action) => heard.c?.push(action.type));
    a.post({ type: 'clearCredentials' });
    expect(heard).toEqual({ a: [], b: ['clearCredentials'], c: [] });
  });

  it('ignores messages of another shape', () => {
    const channels = hub();
    const b = new CredentialSync({ open: channels.make, sender: 'b', publishableKey: 'pk_test_1' });
    const heard: string[] = [];
    b.listen((action) => heard.push(action.type));
    const rogue = channels.make();
    for (const data of [
      { kassa: 1, type: 'link-credentials-sync', sender: 'x', publishableKey: 'pk_test_1' },
      {
        kassa: 1,
        type: 'link-credentials-sync',
        sender: 'x',
        publishableKey: 'pk_test_1',
        action: { type: 'wipeEverything' },
      },
      'clearCredentials',
    ]) {
      rogue.postMessage(data as unknown as LinkCredentialsSync);
    }
    expect(heard).toEqual([]);
  });

  it('stops syncing when the page is hidden or left, and starts again when shown', () => {
    const channels = hub();
    const lifecycle = page();
    const a = new CredentialSync({ open: channels.make, sender: 'a', publishableKey: 'pk_test_1' });
    const b = new CredentialSync({
      open: channels.make,
      sender: 'b',
      publishableKey: 'pk_test_1',
      page: lifecycle.value,
    });
    const heard: string[] = [];
    a.listen(() => {});
    b.listen((action) => heard.push(action.type));
    lifecycle.state.visibilityState = 'hidden';
    lifecycle.value.fire('visibilitychange');
    a.post({ type: 'clearCredentials' });
    expect(heard).toEqual([]);
    lifecycle.state.visibilityState = 'visible';
    lifecycle.value.fire('visibilitychange');
    a.post({ type: 'clearAuthSessionClientSecret' });
    expect(heard).toEqual(['clearAuthSessionClientSecret']);
    lifecycle.value.fire('pagehide');
    a.post({ type: 'clearCredentials' });
    expect(heard).toEqual(['clearAuthSessionClientSecret']);
    expect(channels.open.size).toBe(1);
    // Back from the back/forward cache: syncing again.
    lifecycle.value.fire('pageshow');
    a.post({ type: 'clearCredentials' });
    expect(heard).toEqual(['clearAuthSessionClientSecret', 'clearCredentials']);
  });

  it('uses a real BroadcastChannel by default', async () => {
    const a = new CredentialSync({ sender: 'a', publishableKey: 'pk_test_1' });
    const b = new CredentialSync({ sender: 'b', publishableKey: 'pk_test_1' });
    const heard = new Promise<string>((resolve) => b.listen((action) => resolve(action.type)));
    a.listen(() => {});
    a.post({ type: 'clearCredentials' });
    expect(await heard).toBe('clearCredentials');
    a.stop();
    b.stop();
  });
});
