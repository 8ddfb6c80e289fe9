// The wallet's consumer calls over raw HTTP, on both stores: sessions, one-time codes and their
// limits, session binding, and the lookup's enumeration resistance.
import qs from 'qs';
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
  wrongCode,
} from '../testing/consumer-client.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import type { ConsumerLimits } from './wallet-limits.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a client does.
type Json = any;

describe.each(STORE_KINDS)('consumer calls on %s', (kind) => {
  let testStore: TestStore;
  let app: App;
  let tightApp: App;
  let pk: string;
  let sk: string;
  let now = Date.parse('2026-11-25T10:00:00Z');
  const clock = () => new Date(now);
  const roomy = IN_PROCESS_LIMITS;
  // Small limits for the suite that counts them.
  const tight: ConsumerLimits = {
    ...roomy,
    lookupPerEmail: { limit: 3, windowSeconds: 600 },
    lookupPerKey: { limit: 8, windowSeconds: 600 },
    sendsPerConsumer: { limit: 2, windowSeconds: 900 },
    checksPerConsumer: { limit: 6, windowSeconds: 3600 },
  };

  beforeAll(async () => {
    testStore = await openTestStore(kind);
    ({ publishableKey: pk, secretKey: sk } = await ensureDefaultAccount(testStore.store));
    // In-process requests all come from one address: the per-address limits are the SDK suite's.
    app = createApp({
      store: testStore.store,
      logger: silentLogger,
      clock,
      services: { consumerLimits: roomy },
    });
    tightApp = createApp({
      store: testStore.store,
      logger: silentLogger,
      clock,
      services: { consumerLimits: tight },
    });
  }, 60_000);
  afterAll(() => testStore?.dispose());

  let seq = 0;
  const email = (name = 'shopper') => `${name}.${kind}.${++seq}@example.com`;

  const { call, signUp, lookup, start, confirm, latestCode } = consumerClient({
    app: () => app,
    pk: () => pk,
    sk: () => sk,
  });
  /** A registered account and a fresh session from a lookup, as a returning shopper has. */
  async function returning(on?: App) {
    const address = email();
    expect((await signUp(address)).status).toBe(200);
    const found = await lookup(address, on);
    expect(found.body.exists).toBe(true);
    return { address, secret: found.body.consumer_session.client_secret as string };
  }

  describe('sign-up and lookup', () => {
    it('signs up, and a later lookup finds the account', async () => {
      const address = email('New.Shopper');
      const created = await signUp(`  ${address.toUpperCase()} `, { legal_name: ' Jo Doe ' });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        account_id: expect.stringMatching(/^csmr_/),
        auth_session_client_secret: null,
        consumer_session: {
          client_secret: expect.stringMatching(/^csmrs_secret_[A-Za-z0-9]{48}$/),
          email_address: address.toLowerCase(),
          redacted_formatted_phone_number: '(•••) ••• ••23',
          phone_number_country: 'US',
          unredacted_phone_number: null,
          verification_sessions: [
            {
              id: expect.stringMatching(/^vs_/),
              type: 'SIGNUP',
              state: 'STARTED',
              verification_token: null,
            },
          ],
          // The phone is not proven yet: no SMS code may open the wallet.
          available_verification_factors: ['EMAIL'],
          support_payment_details_types: ['CARD', 'BANK_ACCOUNT'],
        },
      });
      const found = await lookup(address);
      expect(found.status).toBe(200);
      expect(found.body.exists).toBe(true);
      expect(found.body.consumer_session.client_secret).not.toBe(
        created.body.consumer_session.client_secret,
      );
    });

    it('offers an account without a phone e-mail codes only', async () => {
      const address = email('no-phone');
      expect((await signUp(address, { phone_number: undefined })).status).toBe(200);
      const found = await lookup(address);
      // The lookup tells no channels (issue 31); a start does.
      expect(found.body.consumer_session.available_verification_factors).toEqual([]);
      const secret = found.body.consumer_session.client_secret as string;
      const refused = await start(secret, 'SMS');
      expect(refused.status).toBe(400);
      expect(refused.body.error.param).toBe('type');
    });

    it('answers an unknown and a registered e-mail alike but for exists', async () => {
      // Same-length addresses, so even the byte counts of the answers can be compared.
      const known = `k${email('aa')}`;
      const unknown = `u${known.slice(1)}`;
      expect((await signUp(known)).status).toBe(200);
      const [a, b] = [await lookup(known), await lookup(unknown)];
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.exists, b.body.exists]).toEqual([true, false]);
      // No channels for either: they are told once a verification starts (issue 31).
      expect(a.body.consumer_session.available_verification_factors).toEqual([]);
      expect(b.body.consumer_session.available_verification_factors).toEqual([]);
      const blank = (body: Json) => ({
        ...body,
        exists: null,
        consumer_session: { ...body.consumer_session, client_secret: null, email_address: null },
      });
      expect(blank(a.body)).toEqual(blank(b.body));
      // Byte for byte, but for "true" against "false".
      expect(a.text.length).toBe(b.text.length - 1);
      const headerNames = (h: Headers) => [...h.keys()].sort();
      expect(headerNames(a.headers)).toEqual(headerNames(b.headers));
      // No contact data and no passkey hint for a typed e-mail.
      expect(a.body.consumer_session.redacted_formatted_phone_number).toBeNull();
      expect(a.body.settings.has_passkey).toBe(false);
    });

    it('refuses a sign-up without consent, with a bad e-mail or phone, or for a taken e-mail', async () => {
      const noConsent = await signUp(email(), { consent_action: '' });
      expect(noConsent.status).toBe(400);
      expect(noConsent.body.error).toMatchObject({
        message: 'No consent action provided on sign up',
        param: 'consent_action',
      });
      const badEmail = await signUp('not-an-email');
      expect(badEmail.body.error).toMatchObject({ code: 'email_invalid', param: 'email_address' });
      const badPhone = await signUp(email(), { phone_number: '12' });
      expect(badPhone.body.error.param).toBe('phone_number');
      const address = email();
      await signUp(address);
      const taken = await signUp(address.toUpperCase());
      expect(taken.status).toBe(400);
      expect(taken.body.error.code).toBe('consumer_already_exists');
    });

    it('refuses an unknown parameter and a missing e-mail with Stripe-shaped errors', async () => {
      const unknown = await call('/v1/consumers/sessions/lookup', { email: 'a@b.co' });
      expect(unknown.body.error).toMatchObject({ code: 'parameter_unknown', param: 'email' });
      const missing = await call('/v1/consumers/sessions/lookup', {});
      expect(missing.body.error).toMatchObject({
        code: 'parameter_missing',
        param: 'email_address',
      });
    });
  });

  describe('one-time codes', () => {
    it('verifies by e-mail code, rotating the session secret, and the code works once', async () => {
      const { address, secret } = await returning();
      const started = await start(secret);
      expect(started.status).toBe(200);
      expect(started.body.consumer_session.verification_sessions).toEqual([
        {
          id: expect.stringMatching(/^vs_/),
          type: 'EMAIL',
          state: 'STARTED',
          verification_token: null,
        },
      ]);
      expect(started.body.available_verification_factors).toEqual(['EMAIL']);
      const code = await latestCode(address);
      expect(code).toMatch(/^\d{6}$/);
      const verified = await confirm(secret, code);
      expect(verified.status).toBe(200);
      const rotated = verified.body.consumer_session.client_secret;
      expect(rotated).not.toBe(secret);
      expect(verified.body.consumer_session.verification_sessions).toEqual([
        expect.objectContaining({ type: 'EMAIL', state: 'VERIFIED' }),
      ]);
      // The secret held before verification no longer works (no fixation).
      const old = await confirm(secret, code);
      expect(old.body.error.code).toBe('consumer_session_credentials_invalid');
      // The right code a second time, with the new secret, is refused too.
      const reused = await confirm(rotated, code);
      expect(reused.status).toBe(400);
      expect(reused.body.error.code).toBe('consumer_verification_expired');
    });

    it('sends SMS codes to the phone number once an e-mail-verified session proved it', async () => {
      const phone = '+1 201 555 0123';
      const { address, secret } = await returning();
      // Attack: a phone registered with someone else's e-mail is sent no code that opens it.
      const refused = await start(secret, 'SMS');
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        param: 'type',
        message: 'The phone number of this wallet account is not verified yet: verify it by EMAIL.',
      });
      const signedUpSession = (await signUp(email())).body.consumer_session.client_secret;
      expect((await start(signedUpSession, 'SMS')).status).toBe(400);
      // The e-mail's owner proves the phone: an SMS code from the e-mail-verified session.
      await start(secret);
      const viaEmail = await confirm(secret, await latestCode(address));
      const emailVerified = viaEmail.body.consumer_session.client_secret as string;
      now += 30_000;
      expect((await start(emailVerified, 'SMS')).status).toBe(200);
      const proof = await confirm(emailVerified, await latestCode(phone), 'SMS');
      expect(proof.status).toBe(200);
      expect(proof.body.consumer_session.available_verification_factors).toEqual(['SMS', 'EMAIL']);
      // From now on a new session may be sent an SMS code.
      now += 30_000;
      const fresh = (await lookup(address)).body.consumer_session.client_secret as string;
      const sent = await start(fresh, 'SMS');
      expect(sent.status).toBe(200);
      expect(sent.body.available_verification_factors).toEqual(['SMS', 'EMAIL']);
      const verified = await confirm(fresh, await latestCode(phone), 'SMS');
      expect(verified.status).toBe(200);
    });

    it('closes a code after five wrong answers, even for the right code afterwards', async () => {
      const { address, secret } = await returning();
      await start(secret);
      const code = await latestCode(address);
      for (let left = 4; left >= 0; left--) {
        const wrong = await confirm(secret, wrongCode(code));
        expect(wrong.status).toBe(400);
        expect(wrong.body.error).toMatchObject({
          code: 'consumer_verification_code_invalid',
          attempts_remaining: left,
        });
      }
      const late = await confirm(secret, code);
      expect(late.body.error.code).toBe('consumer_verification_max_attempts_exceeded');
    });

    it('counts wrong answers sent with an Idempotency-Key too', async () => {
      const { address, secret } = await returning();
      await start(secret);
      const code = await latestCode(address);
      for (let i = 0; i < 5; i++) {
        const res = await app.request('/v1/consumers/sessions/confirm_verification', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${pk}`,
            'Content-Type': 'application/x-www-form-urlencoded',
            'Idempotency-Key': `try-${kind}-${seq}-${i}`,
            Origin: PROVIDER_ORIGIN,
          },
          body: qs.stringify({ type: 'EMAIL', code: wrongCode(code), ...credentials(secret) }),
        });
        expect(res.status).toBe(400);
      }
      const late = await confirm(secret, code);
      expect(late.body.error.code).toBe('consumer_verification_max_attempts_exceeded');
    });

    it('expires a code after ten minutes', async () => {
      const { address, secret } = await returning();
      await start(secret);
      const code = await latestCode(address);
      now += 10 * 60 * 1000;
      const expired = await confirm(secret, code);
      expect(expired.body.error.code).toBe('consumer_verification_expired');
    });

    it('replaces the previous code when a new one is sent', async () => {
      const { address, secret } = await returning();
      await start(secret);
      const first = await latestCode(address);
      now += 30_000;
      expect((await start(secret)).status).toBe(200);
      // The second send filed a message of its own (a send that did nothing fails here).
      const inbox = await call(
        '/v1/test_helpers/consumers/inbox',
        { recipient: address },
        { key: sk, method: 'GET', origin: null },
      );
      expect(inbox.body.data).toHaveLength(2);
      const second = await latestCode(address);
      // Two random six-digit codes are equal once in a million: only then is the old one the new.
      if (first !== second) {
        expect((await confirm(secret, first)).body.error.code).toBe(
          'consumer_verification_code_invalid',
        );
      }
      expect((await confirm(secret, second)).status).toBe(200);
    });

    it("lists every recipient's newest messages when the inbox page names none", async () => {
      const { address, secret } = await returning();
      await start(secret);
      const code = await latestCode(address);
      const inbox = await call(
        '/v1/test_helpers/consumers/inbox',
        { limit: '5' },
        { key: sk, method: 'GET', origin: null },
      );
      expect(inbox.status).toBe(200);
      expect(inbox.body.data[0]).toMatchObject({ recipient: address, code });
      const refused = await call(
        '/v1/test_helpers/consumers/inbox',
        { limit: '0' },
        { key: sk, method: 'GET', origin: null },
      );
      expect(refused.body.error.param).toBe('limit');
    });

    it('answers the spec messages for a missing session and an unknown consumer', async () => {
      const none = await call('/v1/consumers/sessions/start_verification', { type: 'EMAIL' });
      expect(none.body.error.message).toBe(
        'Cannot start verification without an existing consumer session.',
      );
      const visitor = await lookup(email('nobody'));
      const unknown = await start(visitor.body.consumer_session.client_secret);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('Consumer not found');
      const notStarted = await confirm((await returning()).secret, '123456');
      expect(notStarted.body.error.code).toBe('consumer_verification_not_started');
    });
  });

  describe('sessions', () => {
    it('binds a session to the origin, the key and the account it was opened with', async () => {
      const { secret } = await returning();
      const foreign = await start(secret, 'EMAIL');
      expect(foreign.status).toBe(200);
      const otherPage = await call(
        '/v1/consumers/sessions/start_verification',
        { type: 'EMAIL', ...credentials(secret) },
        { origin: null },
      );
      expect(otherPage.body.error.code).toBe('consumer_session_credentials_invalid');
      const merchantPage = await call(
        '/v1/consumers/sessions/lookup',
        { email_address: email() },
        { origin: 'https://shop.example' },
      );
      expect(merchantPage.status).toBe(403);
      expect(merchantPage.body.error.message).toBe('Invalid shared session origin');
      const secretKey = await call(
        '/v1/consumers/sessions/lookup',
        { email_address: email() },
        {
          key: sk,
        },
      );
      expect(secretKey.status).toBe(401);
    });

    it('logs out on the server, and extends an idle session with a new secret', async () => {
      const { secret } = await returning();
      now += 31 * 60 * 1000;
      const idle = await start(secret);
      expect(idle.body.error.code).toBe('consumer_session_credentials_invalid');
      const extended = await call('/v1/consumers/sessions/extend', credentials(secret));
      expect(extended.status).toBe(200);
      const renewed = extended.body.consumer_session.client_secret;
      expect(renewed).not.toBe(secret);
      expect((await start(secret)).status).toBe(400);
      expect((await start(renewed)).status).toBe(200);
      const out = await call('/v1/consumers/sessions/log_out', credentials(renewed));
      expect(out.status).toBe(200);
      expect((await start(renewed)).body.error.code).toBe('consumer_session_credentials_invalid');
      expect(
        (await call('/v1/consumers/sessions/extend', credentials(renewed))).body.error.code,
      ).toBe('consumer_session_credentials_invalid');
    });

    it('ends a session 24 hours after it opened, extended or not', async () => {
      const { secret } = await returning();
      now += 24 * 3600 * 1000;
      const extended = await call('/v1/consumers/sessions/extend', credentials(secret));
      expect(extended.body.error.code).toBe('consumer_session_credentials_invalid');
    });

    it('looks up by a stored credential, with the verification it holds', async () => {
      const { address, secret } = await returning();
      await start(secret);
      const verified = await confirm(secret, await latestCode(address));
      const rotated = verified.body.consumer_session.client_secret;
      const found = await call('/v1/consumers/sessions/lookup', credentials(rotated));
      expect(found.body.exists).toBe(true);
      expect(found.body.consumer_session.verification_sessions).toEqual([
        expect.objectContaining({ type: 'EMAIL', state: 'VERIFIED' }),
      ]);
    });

    it('tries stored credentials sent as cookies in order, with or without the e-mail', async () => {
      const { address, secret } = await returning();
      await start(secret);
      const verified = await confirm(secret, await latestCode(address));
      const live = verified.body.consumer_session.client_secret as string;
      const { secret: other } = await returning();
      const stored = (secrets: string[]) => ({
        cookies: { verification_session_client_secrets: secrets },
      });
      // No e-mail: the first live one answers; dead and unknown ones are passed over.
      const found = await call('/v1/consumers/sessions/lookup', stored(['nope', secret, live]));
      expect(found.status).toBe(200);
      expect(found.body.exists).toBe(true);
      expect(found.body.consumer_session).toMatchObject({
        client_secret: live,
        email_address: address,
        verification_sessions: [expect.objectContaining({ state: 'VERIFIED' })],
      });
      const none = await call('/v1/consumers/sessions/lookup', stored(['nope', secret]));
      expect(none.body.error.code).toBe('consumer_session_credentials_invalid');
      // With the e-mail: a live credential of that e-mail answers (verified, no new session);
      // one of another e-mail does not, and a new session is opened as usual.
      const same = await call('/v1/consumers/sessions/lookup', {
        email_address: address.toUpperCase(),
        ...stored([other, live]),
      });
      expect(same.body.consumer_session.client_secret).toBe(live);
      const elsewhere = await call('/v1/consumers/sessions/lookup', {
        email_address: address,
        ...stored([other]),
      });
      expect(elsewhere.body.exists).toBe(true);
      expect(elsewhere.body.consumer_session.client_secret).not.toBe(other);
      expect(elsewhere.body.consumer_session.verification_sessions).toEqual([]);
      // A credential used from another page (origin) is worth nothing there.
      const otherPage = await call('/v1/consumers/sessions/lookup', stored([live]), {
        origin: null,
      });
      expect(otherPage.body.error.code).toBe('consumer_session_credentials_invalid');
    });

    it('refuses malformed cookies with a Stripe-style error', async () => {
      for (const cookies of [
        'x',
        { verification_session_client_secrets: [''] },
        { verification_session_client_secrets: Array(11).fill('s') },
        { verification_session_client_secrets: ['x'.repeat(201)] },
      ]) {
        const answer = await call('/v1/consumers/sessions/lookup', { cookies });
        expect(answer.status).toBe(400);
        // Stripe sends an invalid value without a code.
        expect(answer.body.error).toMatchObject({
          type: 'invalid_request_error',
          message:
            'Invalid cookies[verification_session_client_secrets]: a list of up to 10 client secrets.',
          param: 'cookies[verification_session_client_secrets]',
        });
        expect(answer.body.error.code).toBeUndefined();
      }
    });

    it('deletes the account only from a verified session', async () => {
      const { address, secret } = await returning();
      const early = await call('/v1/consumers/accounts/delete', credentials(secret));
      expect(early.status).toBe(403);
      await start(secret);
      const verified = await confirm(secret, await latestCode(address));
      const rotated = verified.body.consumer_session.client_secret;
      const deleted = await call('/v1/consumers/accounts/delete', credentials(rotated));
      expect(deleted.body).toMatchObject({ object: 'consumer_account', deleted: true });
      expect((await lookup(address)).body.exists).toBe(false);
      const inbox = await call(
        '/v1/test_helpers/consumers/inbox',
        { recipient: address },
        { key: sk, method: 'GET', origin: null },
      );
      expect(inbox.body.data).toEqual([]);
    });

    it('answers no CORS headers and no-store on consumer calls', async () => {
      const preflight = await app.request('/v1/consumers/sessions/lookup', {
        method: 'OPTIONS',
        headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const answer = await lookup(email());
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('limits', () => {
    it('limits lookups per e-mail before reading the account, known or not', async () => {
      const known = email();
      await signUp(known, {}, tightApp);
      // Sign-ups count on the e-mail's limit too; a new window starts clean.
      now += 10 * 60 * 1000;
      const unknown = email();
      for (const address of [known, unknown]) {
        for (let i = 0; i < 3; i++) expect((await lookup(address, tightApp)).status).toBe(200);
        const refused = await lookup(address, tightApp);
        expect(refused.status).toBe(429);
        expect(refused.body.error).toMatchObject({
          type: 'invalid_request_error',
          code: 'rate_limit_exceeded',
        });
      }
      now += 10 * 60 * 1000;
      expect((await lookup(known, tightApp)).status).toBe(200);
    });

    it('limits lookups per publishable key across e-mails', async () => {
      now += 10 * 60 * 1000;
      const answers = [];
      for (let i = 0; i < 9; i++) answers.push((await lookup(email(), tightApp)).status);
      expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      now += 10 * 60 * 1000;
    });

    it('limits code sends and checks per account, whatever the session', async () => {
      // At the start of a 15-minute window, so the cool-downs below stay in it.
      now = Math.ceil(now / 900_000) * 900_000;
      const { address, secret } = await returning(tightApp);
      expect((await start(secret, 'EMAIL', tightApp)).status).toBe(200);
      now += 30_000;
      expect((await start(secret, 'EMAIL', tightApp)).status).toBe(200);
      now += 30_000;
      expect((await start(secret, 'EMAIL', tightApp)).status).toBe(429);
      const other = (await lookup(address, tightApp)).body.consumer_session.client_secret;
      expect((await start(other, 'EMAIL', tightApp)).status).toBe(429);
      const code = await latestCode(address);
      // Five wrong answers close the code; the sixth check of the hour is the last allowed.
      for (let i = 0; i < 5; i++) await confirm(secret, wrongCode(code), 'EMAIL', tightApp);
      expect((await confirm(secret, code, 'EMAIL', tightApp)).status).toBe(400);
      expect((await confirm(secret, code, 'EMAIL', tightApp)).status).toBe(429);
    });
  });
});
