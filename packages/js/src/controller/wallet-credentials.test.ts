import type { RememberedLogin } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import type { LoginStore } from './login-storage.js';
import { WalletClient } from './wallet-client.js';

// The wallet client's credential handling against a scripted provider (the real provider's
// answers are covered by integration/js/link-remembered.test.ts).

type Answer = { status: number; body: Record<string, unknown> };
type Call = { path: string; params: URLSearchParams };

const INVALID: Answer = {
  status: 400,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'consumer_session_credentials_invalid',
      message: 'The consumer session credentials are invalid or have expired.',
    },
  },
};

function session(secret: string, email: string, state?: string, type = 'EMAIL') {
  return {
    client_secret: secret,
    email_address: email,
    verification_sessions: state === undefined ? [] : [{ type, state }],
  };
}

/** A provider answering each call from `script(path, params)`, recording the calls. */
function provider(script: (call: Call) => Answer | null) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/v1/', '');
    const call = { path, params: new URLSearchParams(String(init?.body ?? '')) };
    calls.push(call);
    const answer = script(call);
    if (answer === null) throw new TypeError('network down');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  const api = new ApiClient({ origin: 'http://127.0.0.1:4242', key: 'pk_test_shop', fetch });
  return { api, calls };
}

const secretOf = (call: Call) => call.params.get('credentials[consumer_session_client_secret]');

class MemoryLogins implements LoginStore {
  logins: RememberedLogin[] = [];
  async getLogins() {
    return [...this.logins];
  }
  async remember(login: RememberedLogin) {
    this.logins = [login, ...this.logins.filter((l) => l.emailAddress !== login.emailAddress)];
  }
  async forget(email?: string) {
    this.logins = email === undefined ? [] : this.logins.filter((l) => l.emailAddress !== email);
  }
}

const JANE_LOGIN: RememberedLogin = {
  consumerSessionClientSecret: 'cscs_stored',
  consumerPublishableKey: null,
  emailAddress: 'jane@example.com',
  lifetime: 'persistent',
};

describe('WalletClient credentials', () => {
  it('keeps the looked-up session active and remembers it once a code verifies it', async () => {
    const { api } = provider(({ path }) => {
      if (path === 'consumers/sessions/start_verification')
        return {
          status: 200,
          body: { consumer_session: session('s1', 'jane@example.com', 'STARTED') },
        };
      if (path === 'consumers/sessions/lookup')
        return {
          status: 200,
          body: { exists: true, consumer_session: session('s1', 'jane@example.com') },
        };
      return {
        status: 200,
        body: { consumer_session: session('s2', 'jane@example.com', 'VERIFIED') },
      };
    });
    const logins = new MemoryLogins();
    const actions: string[] = [];
    const wallet = new WalletClient(api, { logins, onAction: (a) => actions.push(a.type) });
    await wallet.lookup('Jane@example.com');
    expect(wallet.credentials.activeKey).toBe('jane@example.com');
    expect(wallet.credentials.records['jane@example.com']?.lifetime).toBe('ephemeral');
    expect(logins.logins).toEqual([]);
    await wallet.startVerification('EMAIL');
    await wallet.confirmVerification('EMAIL', '123456');
    expect(wallet.credentials.records['jane@example.com']).toMatchObject({
      consumerSessionClientSecret: 's2',
      lifetime: 'persistent',
    });
    expect(logins.logins).toEqual([{ ...JANE_LOGIN, consumerSessionClientSecret: 's2' }]);
    // Looked up, started, confirmed, then remembered as persistent.
    expect(actions).toEqual(Array(4).fill('storeCredentials'));
  });

  it("starts by the provider's default without a type and reads what the start tells (issue 31)", async () => {
    const { api, calls } = provider(({ path, params }) => {
      if (path === 'consumers/sessions/lookup')
        return {
          status: 200,
          body: { exists: true, consumer_session: session('s1', 'jane@example.com') },
        };
      if (params.get('type') === 'WEBAUTHN')
        return {
          status: 200,
          body: {
            consumer_session: {
              ...session('s1', 'jane@example.com', 'STARTED', 'WEBAUTHN'),
              available_verification_factors: ['SMS', 'EMAIL'],
            },
            webauthn_fetch_parameters: { challenge: 'Yw', allowCredentials: [{ id: 'Yw' }] },
          },
        };
      return {
        status: 200,
        body: {
          consumer_session: {
            ...session('s1', 'jane@example.com', 'STARTED', 'SMS'),
            available_verification_factors: ['SMS', 'EMAIL'],
          },
          available_verification_factors: ['SMS', 'EMAIL'],
          type: 'SMS',
          has_passkey: true,
        },
      };
    });
    const wallet = new WalletClient(api);
    await wallet.lookup('jane@example.com');
    expect(await wallet.startVerification(undefined, 'en')).toEqual({
      ok: true,
      value: { channel: 'SMS', factors: ['SMS', 'EMAIL'], hasPasskey: true },
    });
    const started = calls.at(-1) as Call;
    expect(started.params.has('type')).toBe(false);
    expect(started.params.get('locale')).toBe('en');
    expect(await wallet.passkeySignInOptions()).toEqual({
      ok: true,
      value: {
        options: { challenge: 'Yw', allowCredentials: [{ id: 'Yw' }] },
        factors: ['SMS', 'EMAIL'],
      },
    });
  });

  it('logs out: the provider, the cache, the mirrors and the remembered login', async () => {
    const { api, calls } = provider(() => ({
      status: 200,
      body: { exists: true, consumer_session: session('s1', 'jane@example.com', 'VERIFIED') },
    }));
    const logins = new MemoryLogins();
    logins.logins = [JANE_LOGIN];
    const actions: string[] = [];
    const wallet = new WalletClient(api, { logins, onAction: (a) => actions.push(a.type) });
    expect(await wallet.signInWithStoredCredentials()).toBe(true);
    await wallet.logOut();
    expect(calls.at(-1)?.path).toBe('consumers/sessions/log_out');
    expect(wallet.credentials).toEqual({ records: {}, activeKey: null });
    expect(wallet.shopper).toBeNull();
    expect(logins.logins).toEqual([]);
    expect(actions.at(-1)).toBe('clearCredentials');
  });

  it('signs in with a stored credential, no e-mail sent, and answers its e-mail without a lookup', async () => {
    const { api, calls } = provider(({ params }) =>
      secretOf({ path: '', params }) === 'cscs_stored'
        ? {
            status: 200,
            body: {
              exists: true,
              consumer_session: session('cscs_stored', 'jane@example.com', 'VERIFIED'),
            },
          }
        : INVALID,
    );
    const logins = new MemoryLogins();
    logins.logins = [JANE_LOGIN];
    const wallet = new WalletClient(api, { logins });
    expect(await wallet.signInWithStoredCredentials()).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('consumers/sessions/lookup');
    expect(calls[0]?.params.has('email_address')).toBe(false);
    expect(wallet.shopper).toEqual({
      email: 'jane@example.com',
      redactedPhone: null,
      verified: true,
    });
    // The Link Authentication Element looks the filled-in e-mail up: the session stands.
    expect(await wallet.lookup(' JANE@example.com')).toEqual({
      ok: true,
      value: { exists: true, hasPasskey: false, factors: [] },
    });
    expect(calls).toHaveLength(1);
    // Already signed in: asking again does nothing.
    expect(await wallet.signInWithStoredCredentials()).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('extends an idle stored session once and retries once, remembering the new secret', async () => {
    const { api, calls } = provider(({ path, params }) => {
      const secret = secretOf({ path, params });
      if (path === 'consumers/sessions/extend')
        return {
          status: 200,
          body: { consumer_session: session('cscs_renewed', 'jane@example.com') },
        };
      if (secret === 'cscs_renewed')
        return {
          status: 200,
          body: {
            exists: true,
            consumer_session: session('cscs_renewed', 'jane@example.com', 'VERIFIED'),
          },
        };
      return INVALID;
    });
    const logins = new MemoryLogins();
    logins.logins = [JANE_LOGIN];
    const wallet = new WalletClient(api, { logins });
    expect(await wallet.signInWithStoredCredentials()).toBe(true);
    expect(calls.map((c) => [c.path, secretOf(c)])).toEqual([
      ['consumers/sessions/lookup', 'cscs_stored'],
      ['consumers/sessions/extend', 'cscs_stored'],
      ['consumers/sessions/lookup', 'cscs_renewed'],
    ]);
    expect(logins.logins).toEqual([{ ...JANE_LOGIN, consumerSessionClientSecret: 'cscs_renewed' }]);
  });

  it('tries the stored logins in turn and forgets those the provider refuses', async () => {
    const { api, calls } = provider(({ path, params }) => {
      if (path === 'consumers/sessions/extend') return INVALID;
      return secretOf({ path, params }) === 'cscs_joe'
        ? {
            status: 200,
            body: {
              exists: true,
              consumer_session: session('cscs_joe', 'joe@example.com', 'STARTED', 'SIGNUP'),
            },
          }
        : INVALID;
    });
    const joe = {
      ...JANE_LOGIN,
      emailAddress: 'joe@example.com',
      consumerSessionClientSecret: 'cscs_joe',
    };
    const logins = new MemoryLogins();
    logins.logins = [JANE_LOGIN, joe];
    const wallet = new WalletClient(api, { logins });
    expect(await wallet.signInWithStoredCredentials()).toBe(true);
    expect(calls.map((c) => c.path)).toEqual([
      'consumers/sessions/lookup',
      'consumers/sessions/extend',
      'consumers/sessions/lookup',
    ]);
    // A sign-up's session may fill its wallet: it signs in too.
    expect(wallet.shopper?.email).toBe('joe@example.com');
    expect(logins.logins).toEqual([joe]);
  });

  it('forgets a login whose session is not verified, and keeps one it could not ask about', async () => {
    const unverified = provider(() => ({
      status: 200,
      body: {
        exists: true,
        consumer_session: session('cscs_stored', 'jane@example.com', 'STARTED'),
      },
    }));
    const logins = new MemoryLogins();
    logins.logins = [JANE_LOGIN];
    expect(await new WalletClient(unverified.api, { logins }).signInWithStoredCredentials()).toBe(
      false,
    );
    expect(logins.logins).toEqual([]);

    logins.logins = [JANE_LOGIN];
    const offline = provider(() => null);
    const wallet = new WalletClient(offline.api, { logins });
    expect(await wallet.signInWithStoredCredentials()).toBe(false);
    expect(wallet.shopper).toBeNull();
    expect(logins.logins).toEqual([JANE_LOGIN]);
  });

  it('lets an e-mail the shopper typed meanwhile win over a stored sign-in', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = provider(({ params }) =>
      params.has('email_address')
        ? {
            status: 200,
            body: { exists: false, consumer_session: session('v1', 'new@example.com') },
          }
        : {
            status: 200,
            body: {
              exists: true,
              consumer_session: session('cscs_stored', 'jane@example.com', 'VERIFIED'),
            },
          },
    );
    const logins = new MemoryLogins();
    logins.logins = [JANE_LOGIN];
    logins.getLogins = async () => {
      await held;
      return [JANE_LOGIN];
    };
    const wallet = new WalletClient(api, { logins });
    const signingIn = wallet.signInWithStoredCredentials();
    await wallet.lookup('new@example.com');
    release();
    expect(await signingIn).toBe(false);
    expect(wallet.credentials.activeKey).toBe('new@example.com');
  });

  it('extends and retries once a session call answered consumer_session_credentials_invalid', async () => {
    let listed = 0;
    const { api, calls } = provider(({ path, params }) => {
      const secret = secretOf({ path, params });
      if (path === 'consumers/sessions/extend')
        return { status: 200, body: { consumer_session: session('s_new', 'jane@example.com') } };
      if (path === 'consumers/payment_details/list') {
        listed += 1;
        return secret === 's_new'
          ? { status: 200, body: { redacted_payment_details: [] } }
          : INVALID;
      }
      return {
        status: 200,
        body: {
          exists: true,
          consumer_session: session('cscs_stored', 'jane@example.com', 'VERIFIED'),
        },
      };
    });
    const logins = new MemoryLogins();
    logins.logins = [JANE_LOGIN];
    const actions: string[] = [];
    const wallet = new WalletClient(api, { logins, onAction: (a) => actions.push(a.type) });
    await wallet.signInWithStoredCredentials();
    expect(await wallet.listCards()).toEqual({ ok: true, value: [] });
    expect(listed).toBe(2);
    expect(calls.filter((c) => c.path === 'consumers/sessions/extend')).toHaveLength(1);
    expect(wallet.credentials.records['jane@example.com']?.consumerSessionClientSecret).toBe(
      's_new',
    );
    expect(actions).toContain('updateConsumerSessionClientSecret');
    expect(logins.logins[0]?.consumerSessionClientSecret).toBe('s_new');
  });

  it('mirrors another window: a log-out there ends the session here, activation does not move it', async () => {
    const { api } = provider(() => ({
      status: 200,
      body: {
        exists: true,
        consumer_session: session('cscs_stored', 'jane@example.com', 'VERIFIED'),
      },
    }));
    const logins = new MemoryLogins();
    logins.logins = [JANE_LOGIN];
    const wallet = new WalletClient(api, { logins });
    await wallet.signInWithStoredCredentials();
    const other = {
      consumerSessionClientSecret: 'x',
      consumerPublishableKey: null,
      emailAddress: 'joe@example.com',
      lifetime: 'ephemeral' as const,
    };
    expect(wallet.mirror({ type: 'storeCredentials', credentials: other, activate: true })).toBe(
      false,
    );
    expect(wallet.mirror({ type: 'activateSession', emailAddress: 'joe@example.com' })).toBe(false);
    expect(wallet.credentials.activeKey).toBe('jane@example.com');
    expect(Object.keys(wallet.credentials.records)).toEqual([
      'jane@example.com',
      'joe@example.com',
    ]);
    expect(
      wallet.mirror({
        type: 'updateConsumerSessionClientSecret',
        emailAddress: 'jane@example.com',
        consumerSessionClientSecret: 'rotated',
      }),
    ).toBe(false);
    expect(wallet.credentials.records['jane@example.com']?.consumerSessionClientSecret).toBe(
      'rotated',
    );
    expect(wallet.mirror({ type: 'clearCredentials' })).toBe(true);
    expect(wallet.shopper).toBeNull();
    expect(wallet.mirror({ type: 'clearCredentials' })).toBe(false);
  });

  it('refuses a code confirmed with no verification started (LJS005), without a call', async () => {
    const { api, calls } = provider(({ path }) =>
      path === 'consumers/sessions/lookup'
        ? {
            status: 200,
            body: { exists: true, consumer_session: session('s1', 'jane@example.com') },
          }
        : { status: 200, body: { consumer_session: session('s1', 'jane@example.com', 'STARTED') } },
    );
    const wallet = new WalletClient(api);
    await wallet.lookup('jane@example.com');
    const refused = {
      ok: false,
      error: {
        type: 'invalid_request_error',
        code: 'LJS005',
        message: 'Missing active verification',
      },
    };
    expect(await wallet.confirmVerification('EMAIL', '123456')).toEqual(refused);
    expect(await wallet.confirmPasskey('{}')).toEqual(refused);
    expect(calls).toHaveLength(1);
    await wallet.startVerification('EMAIL');
    await wallet.confirmVerification('EMAIL', '123456');
    expect(calls.map((call) => call.path)).toEqual([
      'consumers/sessions/lookup',
      'consumers/sessions/start_verification',
      'consumers/sessions/confirm_verification',
    ]);
  });

  it('caches lookups by e-mail: typed again, the session comes back; a confirmation clears them', async () => {
    let sessions = 0;
    const { api, calls } = provider(({ path, params }) => {
      if (path === 'consumers/sessions/lookup') {
        sessions += 1;
        const email = params.get('email_address') ?? '';
        return {
          status: 200,
          body: {
            exists: email.startsWith('jane'),
            consumer_session: session(`s${sessions}`, email),
          },
        };
      }
      if (path === 'consumers/sessions/start_verification')
        return {
          status: 200,
          body: {
            consumer_session: session(
              secretOf({ path, params }) ?? '',
              'jane@example.com',
              'STARTED',
            ),
          },
        };
      return {
        status: 200,
        body: { consumer_session: session('s_verified', 'jane@example.com', 'VERIFIED') },
      };
    });
    const wallet = new WalletClient(api);
    await wallet.lookup('jane@example.com');
    await wallet.startVerification('EMAIL');
    expect(await wallet.lookup('joe@example.com')).toEqual({
      ok: true,
      value: { exists: false, hasPasskey: false, factors: [] },
    });
    expect(wallet.shopper).toBeNull();
    // Jane again: her session (s1, its code sent) is active again, with no new lookup.
    expect(await wallet.lookup(' Jane@Example.com')).toEqual({
      ok: true,
      value: { exists: true, hasPasskey: false, factors: expect.any(Array) },
    });
    expect(sessions).toBe(2);
    expect(wallet.credentials.activeKey).toBe('jane@example.com');
    expect(wallet.shopper?.email).toBe('jane@example.com');
    await wallet.confirmVerification('EMAIL', '123456');
    expect(secretOf(calls.at(-1) as Call)).toBe('s1');
    // The confirmation cleared the cache: Joe is looked up anew.
    await wallet.lookup('joe@example.com');
    expect(sessions).toBe(3);
  });
});
