import { credentialCacheKey } from '../email/email-address.js';
import { LINK_ERROR_CODES, type LinkErrorCode } from '../errors/wallet-errors.js';

// The wallet session cache (spec 001 §3, §4 "Credential cache actions"): the client credentials
// of the shopper's consumer sessions, keyed by normalised e-mail, one key active at a time. A
// pure reducer: the controller holds the state and mirrors the actions to its other windows.

/** How long a remembered login lasts (spec 001 §9): this page only, or remembered. */
export type CredentialLifetime = 'ephemeral' | 'persistent';

export const CREDENTIAL_LIFETIMES: readonly CredentialLifetime[] = ['ephemeral', 'persistent'];

/** The client credentials record (spec 001 §3), with the session's auth secret once verified. */
export interface ClientCredentials {
  consumerSessionClientSecret: string;
  /** The consumer's publishable key, when the provider answered one. */
  consumerPublishableKey: string | null;
  emailAddress: string;
  lifetime: CredentialLifetime;
  authSessionClientSecret?: string;
}

export interface CredentialCache {
  /** By `credentialCacheKey(emailAddress)`. */
  readonly records: Readonly<Record<string, ClientCredentials>>;
  /** The key of the active session, or null. */
  readonly activeKey: string | null;
}

export const EMPTY_CREDENTIAL_CACHE: CredentialCache = { records: {}, activeKey: null };

export type CredentialAction =
  | { type: 'storeCredentials'; credentials: ClientCredentials; activate?: boolean }
  | { type: 'setAuthSessionClientSecret'; authSessionClientSecret: string }
  | { type: 'clearAuthSessionClientSecret' }
  | {
      type: 'updateConsumerSessionClientSecret';
      emailAddress: string;
      consumerSessionClientSecret: string;
    }
  | { type: 'updateEmail'; emailAddress: string }
  | { type: 'activateSession'; emailAddress: string }
  /** Forgets one e-mail's session (the active one when no e-mail is named). */
  | { type: 'clearConsumerSessionClientSecret'; emailAddress?: string }
  | { type: 'clearCredentials' };

export type CredentialActionType = CredentialAction['type'];

export const CREDENTIAL_ACTION_TYPES: readonly CredentialActionType[] = [
  'storeCredentials',
  'setAuthSessionClientSecret',
  'clearAuthSessionClientSecret',
  'updateConsumerSessionClientSecret',
  'updateEmail',
  'activateSession',
  'clearConsumerSessionClientSecret',
  'clearCredentials',
];

/** A refused action: spec 001 §8's code with its exact message. */
export interface LinkError {
  code: LinkErrorCode;
  message: string;
}

export type CredentialResult =
  | { ok: true; cache: CredentialCache }
  | { ok: false; error: LinkError };

export function linkError(code: LinkErrorCode): LinkError {
  return { code, message: LINK_ERROR_CODES[code] };
}

const refused = (code: LinkErrorCode): CredentialResult => ({ ok: false, error: linkError(code) });
const done = (
  records: Record<string, ClientCredentials>,
  activeKey: string | null,
): CredentialResult => ({
  ok: true,
  cache: { records, activeKey },
});

/** A non-empty string after trimming. */
const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function withoutKey(records: Readonly<Record<string, ClientCredentials>>, key: string) {
  const rest = { ...records };
  delete rest[key];
  return rest;
}

/**
 * Applies one action. Refusals: empty e-mail or secret, or an unknown lifetime, LJS007; a new
 * secret for an e-mail without credentials LJS002; a new e-mail or an auth secret without an
 * active session LJS004; activating an e-mail without credentials LJS003.
 */
export function applyCredentialAction(
  cache: CredentialCache,
  action: CredentialAction,
): CredentialResult {
  const { records, activeKey } = cache;
  const active = activeKey === null ? undefined : records[activeKey];
  switch (action.type) {
    case 'storeCredentials': {
      const { credentials } = action;
      if (
        !filled(credentials?.emailAddress) ||
        !filled(credentials.consumerSessionClientSecret) ||
        !CREDENTIAL_LIFETIMES.includes(credentials.lifetime)
      )
        return refused('LJS007');
      const key = credentialCacheKey(credentials.emailAddress);
      const record: ClientCredentials = {
        consumerSessionClientSecret: credentials.consumerSessionClientSecret,
        consumerPublishableKey: credentials.consumerPublishableKey ?? null,
        emailAddress: credentials.emailAddress.trim(),
        lifetime: credentials.lifetime,
        ...(filled(credentials.authSessionClientSecret)
          ? { authSessionClientSecret: credentials.authSessionClientSecret }
          : {}),
      };
      return done({ ...records, [key]: record }, action.activate === true ? key : activeKey);
    }
    case 'setAuthSessionClientSecret': {
      if (!filled(action.authSessionClientSecret)) return refused('LJS007');
      if (active === undefined || activeKey === null) return refused('LJS004');
      const record = { ...active, authSessionClientSecret: action.authSessionClientSecret };
      return done({ ...records, [activeKey]: record }, activeKey);
    }
    case 'clearAuthSessionClientSecret': {
      if (active === undefined || activeKey === null) return done({ ...records }, activeKey);
      const { authSessionClientSecret: _dropped, ...record } = active;
      return done({ ...records, [activeKey]: record }, activeKey);
    }
    case 'updateConsumerSessionClientSecret': {
      if (!filled(action.emailAddress) || !filled(action.consumerSessionClientSecret))
        return refused('LJS007');
      const key = credentialCacheKey(action.emailAddress);
      const known = records[key];
      if (known === undefined) return refused('LJS002');
      const record = { ...known, consumerSessionClientSecret: action.consumerSessionClientSecret };
      return done({ ...records, [key]: record }, activeKey);
    }
    case 'updateEmail': {
      if (!filled(action.emailAddress)) return refused('LJS007');
      if (active === undefined || activeKey === null) return refused('LJS004');
      const key = credentialCacheKey(action.emailAddress);
      const record = { ...active, emailAddress: action.emailAddress.trim() };
      return done({ ...withoutKey(records, activeKey), [key]: record }, key);
    }
    case 'activateSession': {
      if (!filled(action.emailAddress)) return refused('LJS007');
      const key = credentialCacheKey(action.emailAddress);
      if (records[key] === undefined) return refused('LJS003');
      return done({ ...records }, key);
    }
    case 'clearConsumerSessionClientSecret': {
      if (action.emailAddress !== undefined && !filled(action.emailAddress))
        return refused('LJS007');
      const key =
        action.emailAddress === undefined ? activeKey : credentialCacheKey(action.emailAddress);
      if (key === null) return done({ ...records }, activeKey);
      return done(withoutKey(records, key), key === activeKey ? null : activeKey);
    }
    case 'clearCredentials':
      return done({}, null);
    default:
      return refused('LJS007');
  }
}

/** The active session's credentials, if any. */
export function activeCredentials(cache: CredentialCache): ClientCredentials | null {
  return cache.activeKey === null ? null : (cache.records[cache.activeKey] ?? null);
}

/** The credentials stored for an e-mail (in any of its written forms), if any. */
export function credentialsFor(cache: CredentialCache, email: string): ClientCredentials | null {
  return cache.records[credentialCacheKey(email)] ?? null;
}

/**
 * Whether a value is a well-formed action (for actions mirrored from another window): its type
 * known and its fields of the right kinds. Values are checked again when applied.
 */
export function isCredentialAction(value: unknown): value is CredentialAction {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const action = value as Record<string, unknown>;
  const text = (key: string) => typeof action[key] === 'string';
  switch (action.type) {
    case 'storeCredentials': {
      const record = action.credentials as Record<string, unknown> | null;
      return (
        typeof record === 'object' &&
        record !== null &&
        typeof record.consumerSessionClientSecret === 'string' &&
        typeof record.emailAddress === 'string' &&
        (record.consumerPublishableKey === null ||
          typeof record.consumerPublishableKey === 'string') &&
        CREDENTIAL_LIFETIMES.includes(record.lifetime as CredentialLifetime) &&
        (record.authSessionClientSecret === undefined ||
          typeof record.authSessionClientSecret === 'string') &&
        (action.activate === undefined || typeof action.activate === 'boolean')
      );
    }
    case 'setAuthSessionClientSecret':
      return text('authSessionClientSecret');
    case 'updateConsumerSessionClientSecret':
      return text('emailAddress') && text('consumerSessionClientSecret');
    case 'updateEmail':
    case 'activateSession':
      return text('emailAddress');
    case 'clearConsumerSessionClientSecret':
      return action.emailAddress === undefined || text('emailAddress');
    case 'clearAuthSessionClientSecret':
    case 'clearCredentials':
      return true;
    default:
      return false;
  }
}

/**
 * The lookup cache's key (spec 001 §4: "a lookup is cached by session, e-mail and cookies"):
 * the same session, normalised e-mail and cookie secrets (in order) give the same key.
 */
export function lookupCacheKey(input: {
  consumerSessionClientSecret?: string | null;
  emailAddress?: string | null;
  cookies?: readonly string[];
}): string {
  return JSON.stringify([
    input.consumerSessionClientSecret ?? '',
    input.emailAddress ? credentialCacheKey(input.emailAddress) : '',
    [...(input.cookies ?? [])],
  ]);
}
