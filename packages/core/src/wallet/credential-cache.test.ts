import { describe, expect, it } from 'vitest';
import { LINK_ERROR_CODES } from '../errors/wallet-errors.js';
import {
  activeCredentials,
  applyCredentialAction,
  type ClientCredentials,
  CREDENTIAL_ACTION_TYPES,
  type CredentialAction,
  type CredentialCache,
  credentialsFor,
  EMPTY_CREDENTIAL_CACHE,
  isCredentialAction,
  lookupCacheKey,
} from './credential-cache.js';

const JANE: ClientCredentials = {
  consumerSessionClientSecret: 'cscs_jane_1',
  consumerPublishableKey: 'pk_consumer_jane',
  emailAddress: ' Jane@Example.com ',
  lifetime: 'persistent',
};
const JOE: ClientCredentials = {
  consumerSessionClientSecret: 'cscs_joe_1',
  consumerPublishableKey: null,
  emailAddress: 'joe@example.com',
  lifetime: 'ephemeral',
};

/** Applies actions that must succeed, in order. */
function run(...actions: CredentialAction[]): CredentialCache {
  let cache = EMPTY_CREDENTIAL_CACHE;
  for (const action of actions) {
    const result = applyCredentialAction(cache, action);
    if (!result.ok) throw new Error(`${action.type} refused: ${result.error.code}`);
    cache = result.cache;
  }
  return cache;
}

function refusal(cache: CredentialCache, action: CredentialAction) {
  const result = applyCredentialAction(cache, action);
  return result.ok ? null : result.error;
}

describe('storeCredentials', () => {
  it('keys the record by the normalised e-mail and leaves the active key alone', () => {
    const cache = run({ type: 'storeCredentials', credentials: JANE });
    expect(Object.keys(cache.records)).toEqual(['jane@example.com']);
    expect(cache.records['jane@example.com']).toEqual({
      ...JANE,
      emailAddress: 'Jane@Example.com',
    });
    expect(cache.activeKey).toBeNull();
    expect(activeCredentials(cache)).toBeNull();
  });

  it('activates the stored session when asked', () => {
    const cache = run({ type: 'storeCredentials', credentials: JANE, activate: true });
    expect(cache.activeKey).toBe('jane@example.com');
    expect(activeCredentials(cache)?.consumerSessionClientSecret).toBe('cscs_jane_1');
  });

  it('meets a redacted e-mail (bullets) and a typed one with asterisks under one key', () => {
    const cache = run({
      type: 'storeCredentials',
      credentials: { ...JOE, emailAddress: 'j\u2022\u2022\u2022@example.com' },
    });
    expect(credentialsFor(cache, 'J***@example.com')?.consumerSessionClientSecret).toBe(
      'cscs_joe_1',
    );
  });

  it('replaces the record of the same e-mail', () => {
    const cache = run(
      { type: 'storeCredentials', credentials: JANE },
      { type: 'storeCredentials', credentials: { ...JANE, consumerSessionClientSecret: 'cscs_2' } },
    );
    expect(Object.keys(cache.records)).toHaveLength(1);
    expect(credentialsFor(cache, 'jane@example.com')?.consumerSessionClientSecret).toBe('cscs_2');
  });

  it('refuses an empty e-mail, an empty secret or an unknown lifetime with LJS007', () => {
    for (const credentials of [
      { ...JANE, emailAddress: '  ' },
      { ...JANE, consumerSessionClientSecret: '' },
      { ...JANE, lifetime: 'forever' as ClientCredentials['lifetime'] },
    ]) {
      expect(refusal(EMPTY_CREDENTIAL_CACHE, { type: 'storeCredentials', credentials })).toEqual({
        code: 'LJS007',
        message: 'Invalid params or context for action',
      });
    }
  });
});

describe('auth session secret', () => {
  it('is set on and cleared from the active record', () => {
    const stored = run(
      { type: 'storeCredentials', credentials: JANE, activate: true },
      { type: 'setAuthSessionClientSecret', authSessionClientSecret: 'ascs_1' },
    );
    expect(activeCredentials(stored)?.authSessionClientSecret).toBe('ascs_1');
    const cleared = applyCredentialAction(stored, { type: 'clearAuthSessionClientSecret' });
    expect(cleared.ok && activeCredentials(cleared.cache)).toEqual({
      ...JANE,
      emailAddress: 'Jane@Example.com',
    });
  });

  it('needs an active session (LJS004) and a secret (LJS007)', () => {
    const inactive = run({ type: 'storeCredentials', credentials: JANE });
    expect(
      refusal(inactive, { type: 'setAuthSessionClientSecret', authSessionClientSecret: 'a' })?.code,
    ).toBe('LJS004');
    const active = run({ type: 'storeCredentials', credentials: JANE, activate: true });
    expect(
      refusal(active, { type: 'setAuthSessionClientSecret', authSessionClientSecret: '' })?.code,
    ).toBe('LJS007');
  });

  it('clearing without an active session changes nothing', () => {
    const cache = run({ type: 'storeCredentials', credentials: JANE });
    const result = applyCredentialAction(cache, { type: 'clearAuthSessionClientSecret' });
    expect(result.ok && result.cache).toEqual(cache);
  });
});

describe('updateConsumerSessionClientSecret', () => {
  it("replaces a known e-mail's secret, in any written form of it", () => {
    const cache = run(
      { type: 'storeCredentials', credentials: JANE },
      {
        type: 'updateConsumerSessionClientSecret',
        emailAddress: 'JANE@example.com',
        consumerSessionClientSecret: 'cscs_rotated',
      },
    );
    expect(credentialsFor(cache, 'jane@example.com')?.consumerSessionClientSecret).toBe(
      'cscs_rotated',
    );
  });

  it('refuses an unknown e-mail with LJS002 and empty values with LJS007', () => {
    const cache = run({ type: 'storeCredentials', credentials: JANE });
    expect(
      refusal(cache, {
        type: 'updateConsumerSessionClientSecret',
        emailAddress: 'joe@example.com',
        consumerSessionClientSecret: 'x',
      }),
    ).toEqual({ code: 'LJS002', message: LINK_ERROR_CODES.LJS002 });
    expect(
      refusal(cache, {
        type: 'updateConsumerSessionClientSecret',
        emailAddress: 'jane@example.com',
        consumerSessionClientSecret: ' ',
      })?.code,
    ).toBe('LJS007');
  });
});

describe('updateEmail', () => {
  it('moves the active record to the new e-mail', () => {
    const cache = run(
      { type: 'storeCredentials', credentials: JANE, activate: true },
      { type: 'updateEmail', emailAddress: 'jane.doe@example.com' },
    );
    expect(Object.keys(cache.records)).toEqual(['jane.doe@example.com']);
    expect(cache.activeKey).toBe('jane.doe@example.com');
    expect(activeCredentials(cache)?.emailAddress).toBe('jane.doe@example.com');
  });

  it('needs an active session (LJS004) and an e-mail (LJS007)', () => {
    const cache = run({ type: 'storeCredentials', credentials: JANE });
    expect(refusal(cache, { type: 'updateEmail', emailAddress: 'x@example.com' })).toEqual({
      code: 'LJS004',
      message: LINK_ERROR_CODES.LJS004,
    });
    const active = run({ type: 'storeCredentials', credentials: JANE, activate: true });
    expect(refusal(active, { type: 'updateEmail', emailAddress: '' })?.code).toBe('LJS007');
  });
});

describe('activateSession', () => {
  it('makes a stored e-mail the active one', () => {
    const cache = run(
      { type: 'storeCredentials', credentials: JANE, activate: true },
      { type: 'storeCredentials', credentials: JOE },
      { type: 'activateSession', emailAddress: 'Joe@example.com' },
    );
    expect(cache.activeKey).toBe('joe@example.com');
  });

  it('refuses an e-mail without credentials with LJS003', () => {
    expect(
      refusal(EMPTY_CREDENTIAL_CACHE, { type: 'activateSession', emailAddress: 'x@example.com' }),
    ).toEqual({ code: 'LJS003', message: 'No credentials for e-mail' });
    expect(
      refusal(EMPTY_CREDENTIAL_CACHE, { type: 'activateSession', emailAddress: '' })?.code,
    ).toBe('LJS007');
  });
});

describe('clearing', () => {
  const both = () =>
    run(
      { type: 'storeCredentials', credentials: JANE, activate: true },
      { type: 'storeCredentials', credentials: JOE },
    );

  it('clearConsumerSessionClientSecret forgets the active session by default', () => {
    const result = applyCredentialAction(both(), { type: 'clearConsumerSessionClientSecret' });
    expect(result.ok && result.cache).toEqual({
      records: { 'joe@example.com': JOE },
      activeKey: null,
    });
  });

  it('clearConsumerSessionClientSecret forgets a named e-mail, keeping the active one', () => {
    const result = applyCredentialAction(both(), {
      type: 'clearConsumerSessionClientSecret',
      emailAddress: 'JOE@example.com',
    });
    expect(result.ok && Object.keys(result.cache.records)).toEqual(['jane@example.com']);
    expect(result.ok && result.cache.activeKey).toBe('jane@example.com');
    expect(
      refusal(both(), { type: 'clearConsumerSessionClientSecret', emailAddress: '' })?.code,
    ).toBe('LJS007');
  });

  it('clearCredentials forgets everything', () => {
    const result = applyCredentialAction(both(), { type: 'clearCredentials' });
    expect(result.ok && result.cache).toEqual(EMPTY_CREDENTIAL_CACHE);
  });

  it('never changes the cache it was given', () => {
    const cache = both();
    const copy = JSON.parse(JSON.stringify(cache));
    applyCredentialAction(cache, { type: 'clearCredentials' });
    applyCredentialAction(cache, { type: 'updateEmail', emailAddress: 'z@example.com' });
    expect(cache).toEqual(copy);
  });
});

describe('isCredentialAction', () => {
  it('accepts a well-formed action of every type', () => {
    const actions: CredentialAction[] = [
      { type: 'storeCredentials', credentials: JANE, activate: true },
      { type: 'setAuthSessionClientSecret', authSessionClientSecret: 'a' },
      { type: 'clearAuthSessionClientSecret' },
      {
        type: 'updateConsumerSessionClientSecret',
        emailAddress: 'a@b.co',
        consumerSessionClientSecret: 's',
      },
      { type: 'updateEmail', emailAddress: 'a@b.co' },
      { type: 'activateSession', emailAddress: 'a@b.co' },
      { type: 'clearConsumerSessionClientSecret' },
      { type: 'clearCredentials' },
    ];
    expect(actions.map((action) => action.type)).toEqual(CREDENTIAL_ACTION_TYPES);
    for (const action of actions) expect(isCredentialAction(action)).toBe(true);
  });

  it('refuses unknown types and fields of the wrong kind', () => {
    for (const value of [
      null,
      [],
      'clearCredentials',
      { type: 'dropEverything' },
      { type: 'updateEmail', emailAddress: 3 },
      { type: 'storeCredentials', credentials: { ...JANE, lifetime: 'forever' } },
      { type: 'storeCredentials', credentials: { ...JANE, consumerPublishableKey: 1 } },
      { type: 'storeCredentials', credentials: JANE, activate: 'yes' },
      { type: 'clearConsumerSessionClientSecret', emailAddress: {} },
    ]) {
      expect(isCredentialAction(value)).toBe(false);
    }
  });
});

describe('lookupCacheKey', () => {
  it('is the same for the same session, e-mail (any written form) and cookies', () => {
    expect(lookupCacheKey({ emailAddress: 'Jane@Example.com ' })).toBe(
      lookupCacheKey({ emailAddress: 'jane@example.com' }),
    );
    expect(lookupCacheKey({ consumerSessionClientSecret: 'a', cookies: ['x', 'y'] })).toBe(
      lookupCacheKey({ consumerSessionClientSecret: 'a', cookies: ['x', 'y'] }),
    );
  });

  it('differs when any part differs', () => {
    const keys = new Set([
      lookupCacheKey({}),
      lookupCacheKey({ consumerSessionClientSecret: 'a' }),
      lookupCacheKey({ emailAddress: 'a@b.co' }),
      lookupCacheKey({ cookies: ['a'] }),
      lookupCacheKey({ cookies: ['a', 'b'] }),
      lookupCacheKey({ cookies: ['b', 'a'] }),
    ]);
    expect(keys.size).toBe(6);
  });
});
