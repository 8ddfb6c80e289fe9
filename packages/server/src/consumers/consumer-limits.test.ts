// The wallet's limits against code guessing and SMS pumping (issue 31), on both stores, each at
// its exact boundary with the DEFAULT numbers of wallet-limits.ts: the N-th try is allowed and
// the N+1-th refused, so loosening any number fails here. Time moves by the server's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import type { Account } from '../platform/accounts.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import { createServices } from '../services.js';
import {
  type App,
  consumerClient,
  IN_PROCESS_LIMITS,
  wrongCode,
} from '../testing/consumer-client.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import type { ConsumerCaller, ConsumerService } from './consumer-service.js';

const HOUR = 3600_000;

describe.each(STORE_KINDS)('wallet limits on %s', (kind) => {
  let testStore: TestStore;
  let app: App;
  let pk = '';
  let sk = '';
  let account: Account;
  let consumers: ConsumerService;
  // Each test starts at the top of its own day, so no window of one test reaches the next.
  let now = Date.parse('2026-12-01T00:00:00Z');
  const clock = () => new Date(now);
  const later = (ms: number) => {
    now += ms;
  };

  beforeAll(async () => {
    testStore = await openTestStore(kind);
    ({ publishableKey: pk, secretKey: sk, account } = await ensureDefaultAccount(testStore.store));
    // The default limits; only the per-address ones are lifted (one address in process), and
    // they are counted at their boundary through the service below.
    app = createApp({
      store: testStore.store,
      logger: silentLogger,
      clock,
      services: { consumerLimits: IN_PROCESS_LIMITS },
    });
    consumers = createServices(testStore.store, clock).consumers;
  }, 60_000);
  afterAll(() => testStore?.dispose());

  let seq = 0;
  const email = (name = 'guess') => `${name}.${kind}.${++seq}@example.com`;
  const { signUp, lookup, start, confirm, latestCode } = consumerClient({
    app: () => app,
    pk: () => pk,
    sk: () => sk,
  });
  const nextDay = () => {
    now = (Math.floor(now / (24 * HOUR)) + 1) * 24 * HOUR;
  };
  async function returning() {
    nextDay();
    const address = email();
    expect((await signUp(address)).status).toBe(200);
    const secret = (await lookup(address)).body.consumer_session.client_secret as string;
    return { address, secret };
  }
  /** A new session of the account (sessions go idle after 30 minutes). */
  const fresh = async (address: string) =>
    (await lookup(address)).body.consumer_session.client_secret as string;
  /** One code sent and answered wrong five times (the code is closed). */
  async function burnCode(address: string, secret: string) {
    expect((await start(secret)).status).toBe(200);
    const code = await latestCode(address);
    for (let i = 0; i < 5; i++) {
      const wrong = await confirm(secret, wrongCode(code));
      expect(wrong.body.error.code).toBe('consumer_verification_code_invalid');
    }
  }

  it('waits 30 seconds before a session is sent a code again: the 29th second refused, the 30th not', async () => {
    const { secret } = await returning();
    expect((await start(secret)).status).toBe(200);
    later(29_000);
    const early = await start(secret);
    expect(early.status).toBe(429);
    expect(early.body.error).toMatchObject({ code: 'rate_limit_exceeded', retry_after: 1 });
    later(1_000);
    expect((await start(secret)).status).toBe(200);
    // A code its five wrong answers closed is replaced at once.
    const closed = await returning();
    await burnCode(closed.address, closed.secret);
    expect((await start(closed.secret)).status).toBe(200);
  });

  it('sends one account 5 codes per 15 minutes, the 6th refused', async () => {
    const { address, secret } = await returning();
    // A proven phone beside the e-mail: two destinations, so only the account's cap is hit.
    await testStore.store.query(
      'UPDATE consumer_accounts SET phone_verified = true WHERE email_key = $1',
      [address],
    );
    for (const type of ['EMAIL', 'SMS', 'EMAIL', 'SMS', 'EMAIL']) {
      expect((await start(secret, type)).status).toBe(200);
      later(30_000);
    }
    expect((await start(secret, 'SMS')).status).toBe(429);
    later(15 * 60_000);
    expect((await start(secret, 'SMS')).status).toBe(200);
  });

  it('sends one destination 5 codes an hour and 10 a day (refused tries count)', async () => {
    const { address } = await returning();
    const send = async (times: number) => {
      const secret = await fresh(address);
      for (let i = 0; i < times; i++) {
        expect((await start(secret)).status).toBe(200);
        later(30_000);
      }
    };
    await send(5);
    // A new 15-minute window for the account, the same hour for the address: refused.
    later(15 * 60_000);
    expect((await start(await fresh(address))).status).toBe(429);
    // A new hour: the day has counted 6 tries, so 4 more are allowed and the 11th refused.
    later(HOUR);
    await send(4);
    expect((await start(await fresh(address))).status).toBe(429);
  });

  it('checks one account 20 times an hour, the 21st refused', async () => {
    const { secret } = await returning();
    // No code started: every check is counted, none is a wrong code (no lockout).
    for (let i = 0; i < 20; i++) {
      const answer = await confirm(secret, '000000');
      expect(answer.body.error.code).toBe('consumer_verification_not_started');
    }
    expect((await confirm(secret, '000000')).status).toBe(429);
  });

  it('locks an account for 1 minute after 10 consecutive wrong codes, 2 after 20', async () => {
    const { address, secret } = await returning();
    await burnCode(address, secret);
    later(30_000);
    expect((await start(secret)).status).toBe(200);
    const code = await latestCode(address);
    for (let i = 0; i < 4; i++) await confirm(secret, wrongCode(code));
    // The 10th consecutive wrong answer is still answered as one…
    const tenth = await confirm(secret, wrongCode(code));
    expect(tenth.body.error.code).toBe('consumer_verification_code_invalid');
    // …and then the account takes no code for exactly 60 seconds.
    const locked = await start(secret);
    expect(locked.status).toBe(400);
    expect(locked.body.error).toMatchObject({
      code: 'consumer_verification_max_attempts_exceeded',
      message: 'Too many wrong codes for this wallet account: try again later.',
      retry_after: 60,
    });
    later(59_000);
    expect((await start(secret)).body.error.code).toBe(
      'consumer_verification_max_attempts_exceeded',
    );
    later(1_000);
    await burnCode(address, secret);
    later(30_000);
    await burnCode(address, secret);
    const twice = await start(secret);
    expect(twice.body.error).toMatchObject({ retry_after: 120 });
  });

  it('allows at most 100 consecutive wrong codes ever, then only a passkey opens the account', async () => {
    const { address } = await returning();
    // 19 codes of 5 wrong answers each (95), five hours apart: every window and lock has passed.
    for (let i = 0; i < 19; i++) {
      await burnCode(address, await fresh(address));
      later(5 * HOUR);
    }
    const secret = await fresh(address);
    expect((await start(secret)).status).toBe(200);
    const code = await latestCode(address);
    for (let i = 0; i < 4; i++) await confirm(secret, wrongCode(code));
    // The 100th is allowed and answered; after it, nothing, however long the wait.
    const hundredth = await confirm(secret, wrongCode(code));
    expect(hundredth.body.error.code).toBe('consumer_verification_code_invalid');
    later(365 * 24 * HOUR);
    const afterAYear = await fresh(address);
    const refused = await start(afterAYear);
    expect(refused.body.error).toMatchObject({
      code: 'consumer_verification_max_attempts_exceeded',
      message: 'Too many wrong codes for this wallet account: sign in with a passkey.',
    });
    expect((await confirm(afterAYear, '123456')).body.error.code).toBe(
      'consumer_verification_max_attempts_exceeded',
    );
  }, 120_000);

  it('starts the count of wrong codes again after a right one', async () => {
    const { address, secret } = await returning();
    await burnCode(address, secret);
    later(30_000);
    expect((await start(secret)).status).toBe(200);
    const code = await latestCode(address);
    for (let i = 0; i < 4; i++) await confirm(secret, wrongCode(code));
    const verified = await confirm(secret, code);
    expect(verified.status).toBe(200);
    // Nine wrong, one right: no lockout, and ten more wrong are needed for one.
    later(30_000);
    const rotated = verified.body.consumer_session.client_secret as string;
    await burnCode(address, rotated);
    later(30_000);
    expect((await start(rotated)).status).toBe(200);
  });

  describe('per client address and per publishable key, through the service', () => {
    const caller = (ip: string, keyHash: string): ConsumerCaller => ({
      account,
      keyHash,
      origin: 'http://localhost',
      ip,
    });
    /** How many calls in a row passed before the first refusal (the limit itself). */
    async function allowed(call: (i: number) => Promise<unknown>, max: number) {
      for (let i = 0; i < max; i++) {
        const refused = await call(i).then(
          () => false,
          (error: { code?: string }) => {
            if (error.code !== 'rate_limit_exceeded') throw error;
            return true;
          },
        );
        if (refused) return i;
      }
      return max;
    }
    it.each([
      ['send', 'ip', 10],
      ['send', 'key', 300],
      ['check', 'ip', 30],
      ['check', 'key', 600],
    ] as const)('counts %s calls per %s: %i allowed, the next refused', async (kindOf, per, n) => {
      nextDay();
      const run = `${kindOf}-${per}-${kind}`;
      const passed = await allowed(
        (i) =>
          consumers.countCall(
            kindOf,
            per === 'ip' ? caller(`ip-${run}`, `key-${run}-${i}`) : caller(`ip-${run}-${i}`, run),
          ),
        n + 1,
      );
      expect(passed).toBe(n);
    });

    it.each([
      ['ip', 20],
      ['key', 600],
    ] as const)(
      'counts lookups per %s: %i allowed, the next refused',
      async (per, n) => {
        nextDay();
        const run = `lookup-${per}-${kind}`;
        const passed = await allowed(
          (i) =>
            consumers.lookup(
              per === 'ip' ? caller(`ip-${run}`, `key-${run}-${i}`) : caller(`ip-${run}-${i}`, run),
              { email_address: `${run}.${i}@example.com` },
            ),
          n + 1,
        );
        expect(passed).toBe(n);
      },
      120_000,
    );

    it('sends 100 SMS codes an hour for one merchant account, the 101st refused (SMS pumping)', async () => {
      nextDay();
      const run = `sms-${kind}`;
      // 101 wallets with 101 proven phones, from 101 addresses: only the merchant's cap is left.
      const sessions: string[] = [];
      for (let i = 0; i <= 100; i++) {
        const made = await consumers.signUp(caller(`ip-${run}-${i}`, run), {
          email_address: `${run}.${i}@example.com`,
          phone_number: `+1201555${String(2000 + i)}`,
          consent_action: 'checkbox_v0',
        });
        sessions.push(made.consumer_session.client_secret);
      }
      await testStore.store.query(
        'UPDATE consumer_accounts SET phone_verified = true WHERE email_key LIKE $1',
        [`${run}.%`],
      );
      const passed = await allowed(
        (i) =>
          consumers.startVerification(
            caller(`ip-${run}-${i}`, run),
            { type: 'SMS' },
            sessions[i] as string,
          ),
        101,
      );
      expect(passed).toBe(100);
    }, 120_000);

    it('counts sign-ups per client address: 10 an hour, the 11th refused', async () => {
      nextDay();
      const run = `signup-ip-${kind}`;
      const passed = await allowed(
        (i) =>
          consumers.signUp(caller(`ip-${run}`, `key-${run}-${i}`), {
            email_address: `${run}.${i}@example.com`,
            consent_action: 'checkbox_v0',
          }),
        11,
      );
      expect(passed).toBe(10);
    });
  });
});
