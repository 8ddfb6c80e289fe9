// Passkeys of wallet accounts over raw HTTP, on both stores, with a software authenticator:
// registration in a code-verified session, sign-in as a WEBAUTHN verification, single-use
// challenges, the relying party's origin, and a cloned passkey disabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import {
  type App,
  consumerClient,
  credentials,
  IN_PROCESS_LIMITS,
  PROVIDER_ORIGIN,
} from '../testing/consumer-client.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { type SoftAuthenticator, softAuthenticator } from '../testing/soft-authenticator.js';

describe.each(STORE_KINDS)('passkeys on %s', (kind) => {
  let testStore: TestStore;
  let app: App;
  let pk = '';
  let sk = '';
  beforeAll(async () => {
    testStore = await openTestStore(kind);
    ({ publishableKey: pk, secretKey: sk } = await ensureDefaultAccount(testStore.store));
    app = createApp({
      store: testStore.store,
      logger: silentLogger,
      services: { consumerLimits: IN_PROCESS_LIMITS },
    });
  }, 60_000);
  afterAll(() => testStore?.dispose());

  const { call, signUp, lookup, start, confirm, latestCode, verifiedSession } = consumerClient({
    app: () => app,
    pk: () => pk,
    sk: () => sk,
  });
  let seq = 0;

  /** An account with a passkey registered from a code-verified session. */
  async function withPasskey(): Promise<{ address: string; key: SoftAuthenticator }> {
    const address = `passkey.${kind}.${++seq}@example.com`;
    await signUp(address);
    const secret = await verifiedSession(address);
    const options = await call('/v1/consumers/passkeys/registration_options', credentials(secret));
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { name: 'Kassa', id: 'localhost' },
      user: { name: address },
      authenticatorSelection: { userVerification: 'required' },
      attestation: 'none',
    });
    expect(Buffer.from(options.body.challenge, 'base64url')).toHaveLength(32);
    const key = softAuthenticator(PROVIDER_ORIGIN);
    const registered = await call('/v1/consumers/passkeys/register', {
      credential: JSON.stringify(key.create(options.body)),
      ...credentials(secret),
    });
    expect(registered.body).toMatchObject({ id: key.credentialId, object: 'consumer_passkey' });
    return { address, key };
  }

  const startPasskey = (secret: string) =>
    call('/v1/consumers/sessions/start_verification', { type: 'WEBAUTHN', ...credentials(secret) });
  const confirmPasskey = (secret: string, assertion: object) =>
    call('/v1/consumers/sessions/confirm_verification', {
      type: 'WEBAUTHN',
      code: '000001',
      webauthn_credential_data: JSON.stringify(assertion),
      ...credentials(secret),
    });

  it('answers a lookup alike for an account with a proven phone and a passkey, one without, and none', async () => {
    // Same-length addresses, so the byte counts of the answers compare too.
    const rich = `rich.${kind}@example.com`;
    const bare = `bare.${kind}@example.com`;
    const none = `none.${kind}@example.com`;
    expect((await signUp(rich)).status).toBe(200);
    const emailVerified = await verifiedSession(rich);
    expect((await start(emailVerified, 'SMS')).status).toBe(200);
    const proof = await confirm(emailVerified, await latestCode('+12015550123'), 'SMS');
    expect(proof.body.consumer_session.available_verification_factors).toEqual(['SMS', 'EMAIL']);
    const proven = proof.body.consumer_session.client_secret as string;
    const options = await call('/v1/consumers/passkeys/registration_options', credentials(proven));
    const key = softAuthenticator(PROVIDER_ORIGIN);
    const registered = await call('/v1/consumers/passkeys/register', {
      credential: JSON.stringify(key.create(options.body)),
      ...credentials(proven),
    });
    expect(registered.status).toBe(200);
    expect((await signUp(bare, { phone_number: undefined })).status).toBe(200);

    const [a, b, c] = [await lookup(rich), await lookup(bare), await lookup(none)];
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect([a.body.exists, b.body.exists, c.body.exists]).toEqual([true, true, false]);
    const blank = (body: Record<string, Record<string, unknown>>) => ({
      ...body,
      exists: null,
      consumer_session: { ...body.consumer_session, client_secret: null, email_address: null },
    });
    // Every field but existence, the new session's secret and the e-mail typed: the same.
    expect(blank(a.body)).toEqual(blank(b.body));
    expect(blank(b.body)).toEqual(blank(c.body));
    for (const found of [a, b]) {
      expect(found.body.settings.has_passkey).toBe(false);
      expect(found.body.consumer_session).toMatchObject({
        available_verification_factors: [],
        redacted_formatted_phone_number: null,
        phone_number_country: null,
        verification_sessions: [],
      });
    }
    expect(a.text.length).toBe(b.text.length);
    expect(a.text.length).toBe(c.text.length - 1); // "true" against "false"
    // Replaying the lookup's secret as a credential tells no more before a verification starts.
    const replay = await call('/v1/consumers/sessions/lookup', {
      ...credentials(a.body.consumer_session.client_secret),
    });
    expect(replay.status).toBe(200);
    expect(replay.body.settings.has_passkey).toBe(false);
    expect(replay.body.consumer_session.available_verification_factors).toEqual([]);
    expect(replay.body.consumer_session.redacted_formatted_phone_number).toBeNull();

    // A start without a type: the server's default (SMS to the proven phone), and only now
    // the channels and the passkey.
    const richStart = await call('/v1/consumers/sessions/start_verification', {
      locale: 'en-US',
      ...credentials(a.body.consumer_session.client_secret),
    });
    expect(richStart.status).toBe(200);
    expect(richStart.body).toMatchObject({
      type: 'SMS',
      has_passkey: true,
      available_verification_factors: ['SMS', 'EMAIL'],
    });
    expect(richStart.body.consumer_session.verification_sessions).toEqual([
      expect.objectContaining({ type: 'SMS', state: 'STARTED' }),
    ]);
    const bareStart = await call('/v1/consumers/sessions/start_verification', {
      locale: 'en-US',
      ...credentials(b.body.consumer_session.client_secret),
    });
    expect(bareStart.body).toMatchObject({
      type: 'EMAIL',
      has_passkey: false,
      available_verification_factors: ['EMAIL'],
    });
    // A passkey start for an account without one is refused, spending none of its code sends.
    const noKey = await call('/v1/consumers/sessions/start_verification', {
      type: 'WEBAUTHN',
      ...credentials(b.body.consumer_session.client_secret),
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.param).toBe('type');
  });

  it('signs a returning shopper in with a passkey, rotating the session secret', async () => {
    const { address, key } = await withPasskey();
    const found = await lookup(address);
    // The lookup tells nothing of the passkey (issue 31); the passkey start does.
    expect(found.body.settings.has_passkey).toBe(false);
    const secret = found.body.consumer_session.client_secret;
    const started = await startPasskey(secret);
    expect(started.status).toBe(200);
    expect(started.body.webauthn_fetch_parameters).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [{ id: key.credentialId, type: 'public-key' }],
    });
    expect(started.body.consumer_session.verification_sessions).toEqual([
      expect.objectContaining({ type: 'WEBAUTHN', state: 'STARTED' }),
    ]);
    const assertion = key.get(started.body.webauthn_fetch_parameters);
    const verified = await confirmPasskey(secret, assertion);
    expect(verified.status).toBe(200);
    const rotated = verified.body.consumer_session.client_secret;
    expect(rotated).not.toBe(secret);
    expect(verified.body.consumer_session.verification_sessions).toEqual([
      expect.objectContaining({ type: 'WEBAUTHN', state: 'VERIFIED' }),
    ]);
    // The same assertion again: the challenge answered once already.
    const replayed = await confirmPasskey(rotated, assertion);
    expect(replayed.body.error.code).toBe('consumer_verification_expired');
    const wallet = await call('/v1/consumers/payment_details/list', credentials(rotated));
    expect(wallet.status).toBe(200);
  });

  it("accepts an assertion made in the element's frame inside a shop's page", async () => {
    const { address, key } = await withPasskey();
    const secret = (await lookup(address)).body.consumer_session.client_secret;
    const params = (await startPasskey(secret)).body.webauthn_fetch_parameters;
    const framed = key.get(params, PROVIDER_ORIGIN, 'https://shop.example');
    const verified = await confirmPasskey(secret, framed);
    expect(verified.status).toBe(200);
    expect(verified.body.consumer_session.verification_sessions).toEqual([
      expect.objectContaining({ type: 'WEBAUTHN', state: 'VERIFIED' }),
    ]);
  });

  it('refuses a framed assertion whose top origin is no web origin', async () => {
    const { address, key } = await withPasskey();
    const secret = (await lookup(address)).body.consumer_session.client_secret;
    const params = (await startPasskey(secret)).body.webauthn_fetch_parameters;
    const odd = await confirmPasskey(secret, key.get(params, PROVIDER_ORIGIN, 'null'));
    expect(odd.status).toBe(400);
    expect(odd.body.error.code).toBe('consumer_verification_code_invalid');
  });

  it('refuses an assertion made for another origin, and the challenge is spent', async () => {
    const { address, key } = await withPasskey();
    const secret = (await lookup(address)).body.consumer_session.client_secret;
    const params = (await startPasskey(secret)).body.webauthn_fetch_parameters;
    const phished = await confirmPasskey(secret, key.get(params, 'https://shop.example'));
    expect(phished.status).toBe(400);
    expect(phished.body.error.code).toBe('consumer_verification_code_invalid');
    const late = await confirmPasskey(secret, key.get(params));
    expect(late.body.error.code).toBe('consumer_verification_expired');
  });

  it('disables a passkey whose counter goes back (a cloned key)', async () => {
    const { address, key } = await withPasskey();
    const signIn = async () => {
      const secret = (await lookup(address)).body.consumer_session.client_secret;
      const params = (await startPasskey(secret)).body.webauthn_fetch_parameters;
      return { secret, answer: await confirmPasskey(secret, key.get(params)) };
    };
    expect((await signIn()).answer.status).toBe(200);
    key.setCounter(0);
    const cloned = await signIn();
    expect(cloned.answer.body.error.message).toContain('disabled');
    const none = await startPasskey(cloned.secret);
    expect(none.body.error).toMatchObject({
      param: 'type',
      message: 'This wallet account has no passkey.',
    });
  });

  it('registers passkeys only from a session verified by a code', async () => {
    const address = `nokey.${kind}.${++seq}@example.com`;
    const signedUp = (await signUp(address)).body.consumer_session.client_secret;
    const looked = (await lookup(address)).body.consumer_session.client_secret;
    for (const secret of [signedUp, looked]) {
      const refused = await call(
        '/v1/consumers/passkeys/registration_options',
        credentials(secret),
      );
      expect(refused.status).toBe(403);
    }
    expect((await startPasskey(looked)).body.error.param).toBe('type');
  });

  it('counts passkey challenges on the account like code sends', async () => {
    const { address } = await withPasskey();
    // The code that verified the registering session was this account's first send.
    const tight = createApp({
      store: testStore.store,
      logger: silentLogger,
      services: {
        consumerLimits: {
          ...IN_PROCESS_LIMITS,
          sendsPerConsumer: { limit: 3, windowSeconds: 15 * 60 },
        },
      },
    });
    const secret = (await lookup(address)).body.consumer_session.client_secret;
    const start = () =>
      call(
        '/v1/consumers/sessions/start_verification',
        { type: 'WEBAUTHN', ...credentials(secret) },
        { on: tight },
      );
    expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limit_exceeded');
  });
});
