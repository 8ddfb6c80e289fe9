/**
 * The Link login-storage frame (spec 001 §7, "Login-storage frame messages"): a hidden page on
 * the provider origin (`/frames/link-storage.html`) that keeps the shopper's remembered wallet
 * logins in its own storage. The controller frame (same origin) asks it by `postMessage`, one
 * request per nonce, handing over a MessagePort the frame answers on. Also the message the
 * controllers of one origin mirror their credential cache actions with (`BroadcastChannel`).
 */
import { type CredentialAction, type CredentialLifetime, isCredentialAction } from '@kassa/core';
import { PROTOCOL_VERSION } from './messages.js';

export const LINK_STORAGE_OPS = ['getLogin', 'rememberLogin', 'forgetLogin', 'hasLogin'] as const;
export type LinkStorageOp = (typeof LINK_STORAGE_OPS)[number];

/** The frame's page, on the provider origin. */
export const LINK_STORAGE_PATH = '/frames/link-storage.html';

/** Spec 001 §9: how long the controller waits for the frame's answer before "no login". */
export const LINK_STORAGE_TIMEOUT_MS = 2000;

/** A remembered login: spec 001 §3's client credentials record and its lifetime. */
export interface RememberedLogin {
  consumerSessionClientSecret: string;
  consumerPublishableKey: string | null;
  emailAddress: string;
  lifetime: CredentialLifetime;
}

interface StorageEnvelope {
  kassa: typeof PROTOCOL_VERSION;
  type: 'link-storage-request';
  nonce: string;
  /** Logins are kept per publishable key (and, by the browser, per top-level site). */
  publishableKey: string;
}

export type LinkStorageRequest = StorageEnvelope &
  (
    | { op: 'getLogin' }
    | { op: 'hasLogin' }
    | { op: 'rememberLogin'; login: RememberedLogin }
    /** Forgets one e-mail's login, or every login of the key without an e-mail. */
    | { op: 'forgetLogin'; emailAddress?: string }
  );

/** What each operation answers. */
export interface LinkStorageResults {
  getLogin: { logins: RememberedLogin[] };
  hasLogin: { hasLogin: boolean };
  rememberLogin: { remembered: true };
  forgetLogin: { forgotten: number };
}

export type LinkStorageResponse = {
  kassa: typeof PROTOCOL_VERSION;
  type: 'link-storage-response';
  nonce: string;
} & (
  | { ok: true; result: LinkStorageResults[LinkStorageOp] }
  | { ok: false; error: { message: string } }
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A publishable key as the provider issues them (never a secret key). */
export const PUBLISHABLE_KEY_PATTERN = /^pk_(test|live)_[A-Za-z0-9]{1,200}$/;

export function isRememberedLogin(value: unknown): value is RememberedLogin {
  return (
    isRecord(value) &&
    filled(value.consumerSessionClientSecret) &&
    value.consumerSessionClientSecret.length <= 500 &&
    filled(value.emailAddress) &&
    value.emailAddress.length <= 320 &&
    (value.consumerPublishableKey === null || typeof value.consumerPublishableKey === 'string') &&
    (value.lifetime === 'persistent' || value.lifetime === 'ephemeral')
  );
}

/** A request for the storage frame: envelope, nonce, key and the operation's fields. */
export function isLinkStorageRequest(value: unknown): value is LinkStorageRequest {
  if (!isRecord(value) || value.kassa !== PROTOCOL_VERSION) return false;
  if (value.type !== 'link-storage-request' || !filled(value.nonce) || value.nonce.length > 100)
    return false;
  if (typeof value.publishableKey !== 'string') return false;
  if (!PUBLISHABLE_KEY_PATTERN.test(value.publishableKey)) return false;
  switch (value.op) {
    case 'getLogin':
    case 'hasLogin':
      return true;
    case 'rememberLogin':
      return isRememberedLogin(value.login);
    case 'forgetLogin':
      return value.emailAddress === undefined || filled(value.emailAddress);
    default:
      return false;
  }
}

/** The storage frame's answer: envelope, nonce, and a result or an error with a message. */
export function isLinkStorageResponse(value: unknown): value is LinkStorageResponse {
  if (!isRecord(value) || value.kassa !== PROTOCOL_VERSION) return false;
  if (value.type !== 'link-storage-response' || !filled(value.nonce)) return false;
  if (value.ok === true) return isRecord(value.result);
  return value.ok === false && isRecord(value.error) && typeof value.error.message === 'string';
}

/** The logins of a `getLogin` answer that are well formed; none for anything else. */
export function readRememberedLogins(result: unknown): RememberedLogin[] {
  const logins = isRecord(result) ? result.logins : undefined;
  return Array.isArray(logins) ? logins.filter(isRememberedLogin) : [];
}

// ---- controller <-> controller (BroadcastChannel) ----------------------------------------

/** The channel the controllers of one provider origin (and site) mirror their cache on. */
export const LINK_CREDENTIALS_CHANNEL = 'kassa-link-credentials';

/** One controller's credential cache action, for the others with the same publishable key. */
export interface LinkCredentialsSync {
  kassa: typeof PROTOCOL_VERSION;
  type: 'link-credentials-sync';
  /** The sending controller's id: it ignores its own. */
  sender: string;
  publishableKey: string;
  action: CredentialAction;
}

export function isLinkCredentialsSync(value: unknown): value is LinkCredentialsSync {
  return (
    isRecord(value) &&
    value.kassa === PROTOCOL_VERSION &&
    value.type === 'link-credentials-sync' &&
    filled(value.sender) &&
    typeof value.publishableKey === 'string' &&
    PUBLISHABLE_KEY_PATTERN.test(value.publishableKey) &&
    isCredentialAction(value.action)
  );
}
