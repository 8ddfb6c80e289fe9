import { credentialCacheKey, LINK_MESSAGES_EN } from '@kassa/core';
import {
  isLinkStorageRequest,
  isRememberedLogin,
  type LinkStorageRequest,
  type LinkStorageResponse,
  PROTOCOL_VERSION,
  type RememberedLogin,
} from '@kassa/protocol';

/** The part of the Web Storage interface the frame uses (localStorage, sessionStorage). */
export interface LoginStorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Persistent logins live in localStorage; ephemeral ones (spec 001 §9) end with the tab. */
export interface LoginStorageAreas {
  persistent: LoginStorageArea | null;
  ephemeral: LoginStorageArea | null;
}

/** A remembered login is useless once its session's 24-hour absolute lifetime has passed. */
export const REMEMBERED_LOGIN_MAX_AGE_MS = 24 * 3600 * 1000;
/** At most this many logins per publishable key (the newest kept). */
export const REMEMBERED_LOGINS_PER_KEY = 5;

const storageKey = (publishableKey: string) => `kassa-link-logins:${publishableKey}`;

type Stored = RememberedLogin & { remembered: number };

function readArea(area: LoginStorageArea | null, publishableKey: string, now: number): Stored[] {
  if (area === null) return [];
  try {
    const parsed: unknown = JSON.parse(area.getItem(storageKey(publishableKey)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is Stored =>
        isRememberedLogin(entry) &&
        typeof (entry as Stored).remembered === 'number' &&
        now - (entry as Stored).remembered < REMEMBERED_LOGIN_MAX_AGE_MS,
    );
  } catch {
    // Storage refused (blocked third-party storage) or a value from elsewhere: nothing kept.
    return [];
  }
}

function writeArea(
  area: LoginStorageArea | null,
  publishableKey: string,
  logins: Stored[],
): boolean {
  if (area === null) return false;
  try {
    if (logins.length === 0) area.removeItem(storageKey(publishableKey));
    else area.setItem(storageKey(publishableKey), JSON.stringify(logins));
    return true;
  } catch {
    return false;
  }
}

const login = ({ remembered: _at, ...rest }: Stored): RememberedLogin => rest;

/**
 * The storage frame's answer to one request. `fromProvider`: the request came from the
 * provider's own origin (the controller frame), compared whole by the caller. Only the provider
 * may read the logins (`getLogin`: they hold session secrets) or change them (`rememberLogin`,
 * `forgetLogin`: spec 001 §7's "This function may only be called from the Link app"); any
 * origin may ask `hasLogin`, which answers only whether a login is remembered for the key.
 */
export function answerStorageRequest(
  request: LinkStorageRequest,
  fromProvider: boolean,
  areas: LoginStorageAreas,
  now: number,
): LinkStorageResponse {
  const envelope = {
    kassa: PROTOCOL_VERSION,
    type: 'link-storage-response',
    nonce: request.nonce,
  } as const;
  const refused = (message: string): LinkStorageResponse => ({
    ...envelope,
    ok: false,
    error: { message },
  });
  const { publishableKey } = request;
  const read = () => ({
    persistent: readArea(areas.persistent, publishableKey, now),
    ephemeral: readArea(areas.ephemeral, publishableKey, now),
  });
  if (request.op === 'hasLogin') {
    const { persistent, ephemeral } = read();
    return {
      ...envelope,
      ok: true,
      result: { hasLogin: persistent.length + ephemeral.length > 0 },
    };
  }
  if (!fromProvider) return refused(LINK_MESSAGES_EN.link_app_only);
  const { persistent, ephemeral } = read();
  if (request.op === 'getLogin') {
    const logins = [...persistent, ...ephemeral].sort((a, b) => b.remembered - a.remembered);
    return { ...envelope, ok: true, result: { logins: logins.map(login) } };
  }
  if (request.op === 'rememberLogin') {
    const key = credentialCacheKey(request.login.emailAddress);
    const others = (list: Stored[]) =>
      list.filter((entry) => credentialCacheKey(entry.emailAddress) !== key);
    const entry: Stored = { ...request.login, remembered: now };
    const persistentNext = others(persistent);
    const ephemeralNext = others(ephemeral);
    (entry.lifetime === 'persistent' ? persistentNext : ephemeralNext).unshift(entry);
    const trim = (list: Stored[]) => list.slice(0, REMEMBERED_LOGINS_PER_KEY);
    const persistentWrote = writeArea(areas.persistent, publishableKey, trim(persistentNext));
    const ephemeralWrote = writeArea(areas.ephemeral, publishableKey, trim(ephemeralNext));
    // The area the login goes to must take it; the other only loses the e-mail's older login.
    const wrote = entry.lifetime === 'persistent' ? persistentWrote : ephemeralWrote;
    return wrote
      ? { ...envelope, ok: true, result: { remembered: true } }
      : refused(STORAGE_UNAVAILABLE);
  }
  const forget =
    request.emailAddress === undefined ? null : credentialCacheKey(request.emailAddress);
  const kept = (list: Stored[]) =>
    forget === null
      ? []
      : list.filter((entry) => credentialCacheKey(entry.emailAddress) !== forget);
  const persistentNext = kept(persistent);
  const ephemeralNext = kept(ephemeral);
  writeArea(areas.persistent, publishableKey, persistentNext);
  writeArea(areas.ephemeral, publishableKey, ephemeralNext);
  const forgotten =
    persistent.length + ephemeral.length - persistentNext.length - ephemeralNext.length;
  return { ...envelope, ok: true, result: { forgotten } };
}

const STORAGE_UNAVAILABLE = 'The browser refused to store the login.';

function area(win: Window, name: 'localStorage' | 'sessionStorage'): LoginStorageArea | null {
  try {
    return win[name];
  } catch {
    return null;
  }
}

/**
 * Starts the storage frame: answers each well-formed request on the MessagePort it carries.
 * The origin check is exact (the whole origin string against the frame's own); anything that
 * is not a request, or has no port to answer on, is ignored.
 */
export function startLinkStorage(win: Window, now: () => number = Date.now): void {
  const areas = { persistent: area(win, 'localStorage'), ephemeral: area(win, 'sessionStorage') };
  win.addEventListener('message', (event: MessageEvent) => {
    const [port] = event.ports;
    if (port === undefined || !isLinkStorageRequest(event.data)) return;
    const fromProvider = event.origin === win.location.origin;
    port.postMessage(answerStorageRequest(event.data, fromProvider, areas, now()));
    port.close();
  });
}
