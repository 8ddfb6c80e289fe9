import { describe, expect, it } from 'vitest';
import {
  isLinkCredentialsSync,
  isLinkStorageRequest,
  isLinkStorageResponse,
  isRememberedLogin,
  readRememberedLogins,
} from './link-storage.js';

const KEY = 'pk_test_abc123';
const LOGIN = {
  consumerSessionClientSecret: 'cscs_1',
  consumerPublishableKey: null,
  emailAddress: 'jane@example.com',
  lifetime: 'persistent',
};
const request = (fields: Record<string, unknown>) => ({
  kassa: 1,
  type: 'link-storage-request',
  nonce: 'n1',
  publishableKey: KEY,
  ...fields,
});

describe('isLinkStorageRequest', () => {
  it('accepts each operation with its fields', () => {
    expect(isLinkStorageRequest(request({ op: 'getLogin' }))).toBe(true);
    expect(isLinkStorageRequest(request({ op: 'hasLogin' }))).toBe(true);
    expect(isLinkStorageRequest(request({ op: 'rememberLogin', login: LOGIN }))).toBe(true);
    expect(isLinkStorageRequest(request({ op: 'forgetLogin' }))).toBe(true);
    expect(isLinkStorageRequest(request({ op: 'forgetLogin', emailAddress: 'a@b.co' }))).toBe(true);
  });

  it('refuses other envelopes, operations, keys and malformed logins', () => {
    for (const value of [
      null,
      'getLogin',
      { ...request({ op: 'getLogin' }), kassa: 2 },
      { ...request({ op: 'getLogin' }), type: 'controller-request' },
      { ...request({ op: 'getLogin' }), nonce: '' },
      { ...request({ op: 'getLogin' }), nonce: 'x'.repeat(101) },
      { ...request({ op: 'getLogin' }), publishableKey: 'sk_test_abc' },
      { ...request({ op: 'getLogin' }), publishableKey: 'pk_test_a/b' },
      request({ op: 'clearAll' }),
      request({ op: 'rememberLogin' }),
      request({ op: 'rememberLogin', login: { ...LOGIN, lifetime: 'forever' } }),
      request({ op: 'rememberLogin', login: { ...LOGIN, consumerSessionClientSecret: '' } }),
      request({ op: 'rememberLogin', login: { ...LOGIN, emailAddress: 7 } }),
      request({ op: 'forgetLogin', emailAddress: '' }),
    ]) {
      expect(isLinkStorageRequest(value)).toBe(false);
    }
  });
});

describe('isLinkStorageResponse', () => {
  const base = { kassa: 1, type: 'link-storage-response', nonce: 'n1' };
  it('accepts a result or an error with a message', () => {
    expect(isLinkStorageResponse({ ...base, ok: true, result: { hasLogin: true } })).toBe(true);
    expect(isLinkStorageResponse({ ...base, ok: false, error: { message: 'no' } })).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isLinkStorageResponse({ ...base, ok: true, result: 3 })).toBe(false);
    expect(isLinkStorageResponse({ ...base, ok: false, error: {} })).toBe(false);
    expect(isLinkStorageResponse({ ...base, nonce: 1, ok: true, result: {} })).toBe(false);
    expect(isLinkStorageResponse({ ...base, ok: 'yes', result: {} })).toBe(false);
  });
});

describe('readRememberedLogins', () => {
  it('keeps the well-formed logins only', () => {
    expect(readRememberedLogins({ logins: [LOGIN, { ...LOGIN, lifetime: 'x' }, null] })).toEqual([
      LOGIN,
    ]);
    expect(readRememberedLogins({})).toEqual([]);
    expect(readRememberedLogins(null)).toEqual([]);
    expect(isRememberedLogin({ ...LOGIN, consumerPublishableKey: 'pk_consumer' })).toBe(true);
  });
});

describe('isLinkCredentialsSync', () => {
  const sync = {
    kassa: 1,
    type: 'link-credentials-sync',
    sender: 'c1',
    publishableKey: KEY,
    action: { type: 'clearCredentials' },
  };
  it('accepts a mirrored action', () => {
    expect(isLinkCredentialsSync(sync)).toBe(true);
  });
  it('refuses a bad action, key or sender', () => {
    expect(isLinkCredentialsSync({ ...sync, action: { type: 'wipe' } })).toBe(false);
    expect(isLinkCredentialsSync({ ...sync, publishableKey: 'x' })).toBe(false);
    expect(isLinkCredentialsSync({ ...sync, sender: '' })).toBe(false);
  });
});
