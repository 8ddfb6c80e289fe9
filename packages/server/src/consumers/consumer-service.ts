import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isValidEmail, LINK_MESSAGES_EN, normalizeEmail, validatePhone } from '@kassa/core';
import { ApiError, parameterMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { hitRateLimits, limitKeyPart, type RateLimitHit } from '../platform/rate-limits.js';
import type { Queryable, Store } from '../store/store.js';
import {
  type ConsumerSessionObject,
  consumerSessionObject,
  type LookupObject,
  lookupObject,
  verificationFactors,
} from './consumer-object.js';
import type {
  ConfirmVerificationParams,
  LookupParams,
  SignUpParams,
  StartVerificationParams,
} from './consumer-params.js';
import {
  type ConsumerAccountRow,
  type ConsumerSessionRow,
  clearAccountFailures,
  closeOpenCodes,
  codePepper,
  countAccountFailure,
  countWrongAnswer,
  deleteAccount,
  findAccount,
  findAccountByEmailKey,
  findSessionBySecret,
  insertAccount,
  insertSession,
  insertVerification,
  lastCodeSent,
  latestVerification,
  livePasskeys,
  markVerified,
  revokeSession,
  rotateSession,
  shownVerifications,
  touchSession,
  type VerificationRow,
} from './consumer-rows.js';
import { type CodeDelivery, type CodeMessage, codeMessageText } from './message-senders.js';
import {
  CODE_DIGITS,
  CODE_MAX_ATTEMPTS,
  CODE_SECONDS,
  type ConsumerLimits,
  lockoutAfter,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_EXTEND_GRACE_SECONDS,
  SESSION_IDLE_SECONDS,
} from './wallet-limits.js';

/** The wallet's default country (spec 001 §9). */
export const DEFAULT_COUNTRY = 'US';

/** locked_until of an account whose code sign-in is closed until a passkey sign-in. */
const LOCKED_FOR_GOOD = Number.MAX_SAFE_INTEGER;

/** Who is calling: the merchant account and key, the page origin and the client address. */
export interface ConsumerCaller {
  readonly account: Account;
  /** SHA-256 of the publishable key the call was made with: sessions are bound to it. */
  readonly keyHash: string;
  /** The Origin header, or null for calls without one (server-side SDKs). */
  readonly origin: string | null;
  readonly ip: string;
}

/** Factors that prove control of the account (a sign-up session only made it). */
export const CODE_VERIFIED: ReadonlySet<string> = new Set(['SMS', 'EMAIL']);
const CODE_FACTORS: ReadonlySet<string> = new Set(['SMS', 'EMAIL', 'WEBAUTHN']);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const newSecret = () => `csmrs_secret_${randomBase62(48)}`;

const CREDENTIALS_PARAM = 'credentials[consumer_session_client_secret]';

/** At most this many stored credentials are tried per lookup. */
const MAX_COOKIE_SECRETS = 10;

/**
 * `cookies[verification_session_client_secrets][]` of a lookup: the stored secrets, in order.
 * Anything but a list of up to 10 non-empty strings of up to 200 characters is refused.
 */
function cookieSecrets(cookies: unknown): string[] {
  if (cookies === undefined) return [];
  const invalid = () =>
    new ApiError(
      'parameter_invalid_value',
      'Invalid cookies[verification_session_client_secrets]: a list of up to 10 client secrets.',
      { param: 'cookies[verification_session_client_secrets]' },
    );
  if (typeof cookies !== 'object' || cookies === null || Array.isArray(cookies)) throw invalid();
  const list = (cookies as Record<string, unknown>).verification_session_client_secrets;
  if (list === undefined) return [];
  const secrets = Array.isArray(list) ? list : [list];
  if (
    secrets.length > MAX_COOKIE_SECRETS ||
    !secrets.every((entry) => typeof entry === 'string' && entry !== '' && entry.length <= 200)
  )
    throw invalid();
  return secrets as string[];
}

function credentialsInvalid(): ApiError {
  return new ApiError(
    'consumer_session_credentials_invalid',
    'The consumer session credentials are invalid or have expired.',
    { param: CREDENTIALS_PARAM },
  );
}

function rateLimited(retryAfterSeconds: number): ApiError {
  return new ApiError(
    'rate_limit_exceeded',
    'Too many requests for this wallet call. Try again later.',
    { extra: { retry_after: retryAfterSeconds } },
  );
}

type ConfirmOutcome =
  | { kind: 'verified'; secret: string }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'expired' }
  | { kind: 'exhausted' }
  | { kind: 'used' }
  | { kind: 'not_started' };

export class ConsumerService {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #sender: CodeDelivery;
  readonly #limits: ConsumerLimits;
  #pepper: Promise<string> | undefined;

  constructor(store: Store, clock: Clock, sender: CodeDelivery, limits: ConsumerLimits) {
    this.#store = store;
    this.#clock = clock;
    this.#sender = sender;
    this.#limits = limits;
  }

  #now(): number {
    return unixNow(this.#clock());
  }

  async #limit(hits: RateLimitHit[]): Promise<void> {
    const exceeded = await hitRateLimits(this.#store, hits, this.#now());
    if (exceeded) throw rateLimited(exceeded.retryAfterSeconds);
  }

  #codeHmac(pepper: string, verificationId: string, code: string): string {
    return createHmac('sha256', pepper).update(`${verificationId}:${code}`).digest('hex');
  }

  #codePepper(): Promise<string> {
    this.#pepper ??= codePepper(this.#store);
    return this.#pepper;
  }

  /**
   * POST consumers/sessions/lookup: by a stored credential, or by e-mail. The limits are counted
   * first; then, known or not, the same work: one account read and one new session, so the
   * answers differ only in `exists` (unknown e-mails get a visitor session sign-up can follow).
   */
  async lookup(caller: ConsumerCaller, params: LookupParams): Promise<LookupObject> {
    const secret = params.credentials?.consumer_session_client_secret;
    if (!params.email_address && secret) return this.#lookupByCredential(caller, secret);
    // Spec 001 §7: stored credentials sent as cookies, tried in order. Without an e-mail the
    // first live one answers; with one, a live one of that e-mail answers instead of a new
    // session (the shopper is known to this browser already).
    const cookies = cookieSecrets(params.cookies);
    if (!params.email_address && cookies.length > 0) {
      for (const cookie of cookies) {
        if (await this.#liveSession(caller, cookie))
          return this.#lookupByCredential(caller, cookie);
      }
      throw credentialsInvalid();
    }
    if (params.email_address === undefined) throw parameterMissing('email_address');
    const email = normalizeEmail(params.email_address);
    if (!isValidEmail(email)) {
      throw new ApiError(
        'email_invalid',
        'Invalid email address: the e-mail address is not valid.',
        {
          param: 'email_address',
        },
      );
    }
    await this.#limit([
      { key: `lookup:ip:${caller.ip}`, ...this.#limits.lookupPerIp },
      { key: `lookup:key:${caller.keyHash}`, ...this.#limits.lookupPerKey },
      { key: `lookup:email:${limitKeyPart(email)}`, ...this.#limits.lookupPerEmail },
    ]);
    for (const cookie of cookies) {
      const known = await this.#liveSession(caller, cookie);
      if (known?.email_key === email) return this.#lookupByCredential(caller, cookie);
    }
    const account = await findAccountByEmailKey(
      this.#store,
      this.#sender.realm(caller.account.id),
      email,
    );
    const session = await this.#openSession(caller, email, account?.id ?? null);
    // Issue 31: an unverified caller learns existence and nothing else. The account's code
    // channels and passkey are told once a verification starts (start_verification).
    return lookupObject(
      account !== null,
      consumerSessionObject(session.secret, session.row, account, [], false, this.#sender.channels),
    );
  }

  async #lookupByCredential(caller: ConsumerCaller, secret: string): Promise<LookupObject> {
    await this.#limit([
      { key: `lookup:ip:${caller.ip}`, ...this.#limits.lookupPerIp },
      { key: `lookup:key:${caller.keyHash}`, ...this.#limits.lookupPerKey },
    ]);
    const session = await this.#session(caller, secret);
    const account = await this.#accountOf(session);
    const verifications = await shownVerifications(this.#store, session.id);
    // A session whose verification has not started (a lookup's, its secret replayed) shows no
    // more than the lookup by e-mail did: no channels, no passkey, no contact data.
    const started = account !== null && (verifications.length > 0 || !!session.verified_factor);
    const passkeys = started ? await livePasskeys(this.#store, account.id) : [];
    return lookupObject(
      account !== null,
      consumerSessionObject(
        secret,
        session,
        account,
        verifications,
        started,
        this.#sender.channels,
      ),
      passkeys.length > 0,
    );
  }

  async #openSession(
    caller: ConsumerCaller,
    emailKey: string,
    consumerId: string | null,
  ): Promise<{ secret: string; row: ConsumerSessionRow }> {
    const secret = newSecret();
    const now = this.#now();
    const row: ConsumerSessionRow = {
      id: `csmrsess_${randomBase62(24)}`,
      consumer_id: consumerId,
      email_key: emailKey,
      account_id: caller.account.id,
      key_hash: caller.keyHash,
      origin: caller.origin,
      verified_factor: null,
      created: now,
      idle_expires: now + SESSION_IDLE_SECONDS,
      absolute_expires: now + SESSION_ABSOLUTE_SECONDS,
      revoked: false,
    };
    await insertSession(this.#store, { ...row, secret_hash: sha256(secret) });
    return { secret, row };
  }

  /**
   * The live session behind a client secret, used by the merchant account, key and origin it
   * was opened with; anything else is refused alike, so a secret leaked to another shop or
   * page is worth nothing. Each use moves the idle expiry on.
   */
  async #session(
    caller: ConsumerCaller,
    secret: string | undefined,
    options: { allowIdle?: 'logout' | 'extend' } = {},
  ): Promise<ConsumerSessionRow> {
    if (!secret) throw credentialsInvalid();
    const row = await findSessionBySecret(this.#store, sha256(secret));
    const now = this.#now();
    if (
      !row ||
      row.revoked ||
      row.absolute_expires <= now ||
      (!options.allowIdle && row.idle_expires <= now) ||
      (options.allowIdle === 'extend' && row.idle_expires + SESSION_EXTEND_GRACE_SECONDS <= now) ||
      row.account_id !== caller.account.id ||
      row.key_hash !== caller.keyHash ||
      row.origin !== caller.origin
    ) {
      throw credentialsInvalid();
    }
    const idle = Math.min(now + SESSION_IDLE_SECONDS, row.absolute_expires);
    if (!options.allowIdle) await touchSession(this.#store, row.id, idle);
    return { ...row, idle_expires: idle };
  }

  /** The live session behind a secret (as #session checks it, idle expiry moved on), or null. */
  async #liveSession(caller: ConsumerCaller, secret: string): Promise<ConsumerSessionRow | null> {
    try {
      return await this.#session(caller, secret);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'consumer_session_credentials_invalid')
        return null;
      throw error;
    }
  }

  /** The wallet account a session belongs to; null for a visitor's session. */
  #accountOf(session: ConsumerSessionRow): Promise<ConsumerAccountRow | null> {
    return session.consumer_id
      ? findAccount(this.#store, session.consumer_id)
      : Promise.resolve(null);
  }

  async #view(
    secret: string,
    session: ConsumerSessionRow,
    account: ConsumerAccountRow | null,
  ): Promise<ConsumerSessionObject> {
    const verifications = await shownVerifications(this.#store, session.id);
    return consumerSessionObject(
      secret,
      session,
      account,
      verifications,
      true,
      this.#sender.channels,
    );
  }

  /**
   * The session of a wallet call (payment details, addresses): live, bound to the caller, of
   * an account, and verified by a code or the sign-up that made the account. A session past
   * its expiry answers `consumer_session_expired` when `expiredCode` asks for it (share).
   */
  async walletSession(
    caller: ConsumerCaller,
    secret: string | undefined,
    options: { expiredCode?: boolean } = {},
  ): Promise<ConsumerSessionRow & { consumer_id: string }> {
    let session: ConsumerSessionRow;
    try {
      session = await this.#session(caller, secret);
    } catch (error) {
      if (options.expiredCode && secret && (await this.#expired(caller, secret))) {
        throw new ApiError('consumer_session_expired', 'The consumer session has expired.', {
          param: CREDENTIALS_PARAM,
        });
      }
      throw error;
    }
    if (!session.consumer_id || !session.verified_factor) {
      throw new ApiError(
        'permission_denied',
        'Verify the consumer session with a one-time code first.',
      );
    }
    return { ...session, consumer_id: session.consumer_id };
  }

  /** A session of this caller that only ran out of time (not logged out, not someone else's). */
  async #expired(caller: ConsumerCaller, secret: string): Promise<boolean> {
    const row = await findSessionBySecret(this.#store, sha256(secret));
    return (
      row !== null &&
      !row.revoked &&
      row.account_id === caller.account.id &&
      row.key_hash === caller.keyHash &&
      row.origin === caller.origin
    );
  }

  /** A wallet session's view for a stored credential, or null when it no longer works. */
  async signedIn(
    caller: ConsumerCaller,
    secret: string,
  ): Promise<{ consumerId: string; session: ConsumerSessionObject } | null> {
    try {
      const session = await this.walletSession(caller, secret);
      const account = await findAccount(this.#store, session.consumer_id);
      return {
        consumerId: session.consumer_id,
        session: await this.#view(secret, session, account),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return null;
      throw error;
    }
  }

  /**
   * Counts a passkey call on the limits of its kind, like a code send ('send': a new challenge)
   * or a code check ('check': an answer), before the session is read.
   */
  async countCall(kind: 'send' | 'check', caller: ConsumerCaller): Promise<void> {
    const [perIp, perKey] =
      kind === 'send'
        ? [this.#limits.sendsPerIp, this.#limits.sendsPerKey]
        : [this.#limits.checksPerIp, this.#limits.checksPerKey];
    await this.#limit([
      { key: `${kind}:ip:${caller.ip}`, ...perIp },
      { key: `${kind}:key:${caller.keyHash}`, ...perKey },
    ]);
  }

  /** Counts a call on one account's limit of its kind. */
  async countAccountCall(kind: 'send' | 'check', consumerId: string): Promise<void> {
    const limit = kind === 'send' ? this.#limits.sendsPerConsumer : this.#limits.checksPerConsumer;
    await this.#limit([{ key: `${kind}:consumer:${consumerId}`, ...limit }]);
  }

  /** The live session of a call (for passkey sign-in and registration). */
  session(caller: ConsumerCaller, secret: string | undefined): Promise<ConsumerSessionRow> {
    return this.#session(caller, secret);
  }

  /** Marks a session verified by a factor and gives it a new secret (the old one stops working). */
  async verified(db: Queryable, session: ConsumerSessionRow, factor: string): Promise<string> {
    // A sign-in ends the run of wrong codes (and its lockout, even for good: a passkey opens a
    // locked account); a right SMS code proves the phone.
    if (session.consumer_id) await clearAccountFailures(db, session.consumer_id, factor === 'SMS');
    const rotated = newSecret();
    await rotateSession(db, session.id, {
      secretHash: sha256(rotated),
      idleExpires: Math.min(this.#now() + SESSION_IDLE_SECONDS, session.absolute_expires),
      verifiedFactor: factor,
    });
    return rotated;
  }

  /** The session as the wire shows it, contact data included. */
  async view(secret: string, session: ConsumerSessionRow): Promise<ConsumerSessionObject> {
    const account = await this.#accountOf(session);
    return this.#view(secret, session, account);
  }

  /** The key of wallet-wide card fingerprints (a merchant's own are keyed from it). */
  async fingerprintSecret(): Promise<string> {
    return createHmac('sha256', await this.#codePepper())
      .update('wallet-card-fingerprint')
      .digest('base64url');
  }

  /** Refuses codes to an account locked by consecutive wrong codes (wallet-limits.ts). */
  #checkLock(account: ConsumerAccountRow): void {
    const now = this.#now();
    if (account.locked_until <= now) return;
    const forGood = account.locked_until >= LOCKED_FOR_GOOD;
    throw new ApiError(
      'consumer_verification_max_attempts_exceeded',
      forGood
        ? 'Too many wrong codes for this wallet account: sign in with a passkey.'
        : 'Too many wrong codes for this wallet account: try again later.',
      { param: 'code', extra: forGood ? {} : { retry_after: account.locked_until - now } },
    );
  }

  /** POST consumers/sessions/start_verification: a new code by SMS or e-mail. */
  async startVerification(
    caller: ConsumerCaller,
    params: StartVerificationParams,
    secret: string | undefined,
  ): Promise<{
    consumer_session: ConsumerSessionObject;
    available_verification_factors: string[];
    type: 'SMS' | 'EMAIL';
    has_passkey: boolean;
  }> {
    if (!secret) {
      throw new ApiError('parameter_missing', LINK_MESSAGES_EN.start_verification_without_session, {
        param: CREDENTIALS_PARAM,
      });
    }
    await this.countCall('send', caller);
    const session = await this.#session(caller, secret);
    const account = await this.#accountOf(session);
    if (!account) {
      throw new ApiError('resource_missing', LINK_MESSAGES_EN.consumer_not_found, {
        param: 'email_address',
      });
    }
    // Without a type the server chooses (spec 001's smart default): SMS to a proven phone
    // where SMS is delivered, else e-mail.
    const type = (params.type ??
      verificationFactors(account, this.#sender.channels)[0] ??
      'EMAIL') as 'SMS' | 'EMAIL';
    const channel = type === 'SMS' ? 'sms' : 'email';
    if (!this.#sender.channels.has(channel)) {
      throw new ApiError(
        'parameter_invalid_value',
        `This server does not send ${type} codes: verify by ${type === 'SMS' ? 'EMAIL' : 'SMS'}.`,
        { param: 'type' },
      );
    }
    if (type === 'SMS' && !account.phone) {
      throw new ApiError(
        'parameter_invalid_value',
        'This wallet account has no phone number: verify it by EMAIL.',
        { param: 'type' },
      );
    }
    // A phone receives codes that open the wallet only once proven, and it is proven only from
    // a session that holds the e-mail (verified by an e-mail code): so registering someone
    // else's e-mail with one's own phone opens nothing.
    if (type === 'SMS' && !account.phone_verified && session.verified_factor !== 'EMAIL') {
      throw new ApiError(
        'parameter_invalid_value',
        'The phone number of this wallet account is not verified yet: verify it by EMAIL.',
        { param: 'type' },
      );
    }
    this.#checkLock(account);
    const now = this.#now();
    const last = await lastCodeSent(this.#store, session.id, type);
    if (last !== null && now - last < this.#limits.resendCooldownSeconds) {
      throw rateLimited(last + this.#limits.resendCooldownSeconds - now);
    }
    const recipient = type === 'SMS' ? (account.phone as string) : account.email;
    const destination = limitKeyPart(recipient);
    await this.#limit([
      { key: `send:consumer:${account.id}`, ...this.#limits.sendsPerConsumer },
      { key: `send:dest:${destination}`, ...this.#limits.sendsPerDestinationHour },
      { key: `send:dest:${destination}`, ...this.#limits.sendsPerDestinationDay },
      ...(type === 'SMS'
        ? [
            { key: `sms:merchant:${caller.account.id}`, ...this.#limits.smsPerMerchantHour },
            { key: `sms:merchant:${caller.account.id}`, ...this.#limits.smsPerMerchantDay },
          ]
        : []),
    ]);
    const pepper = await this.#codePepper();
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    const verification: VerificationRow = {
      id: `vs_${randomBase62(24)}`,
      session_id: session.id,
      type,
      state: 'STARTED',
      code_hmac: '',
      expires: now + CODE_SECONDS,
      attempts: 0,
      created: now,
    };
    verification.code_hmac = this.#codeHmac(pepper, verification.id, code);
    await this.#store.transaction(async (tx) => {
      await closeOpenCodes(tx, session.id);
      await insertVerification(tx, verification);
    });
    const text = codeMessageText(code, CODE_SECONDS / 60);
    const message: CodeMessage = {
      channel,
      recipient,
      consumerId: account.id,
      accountId: caller.account.id,
      ...text,
      code,
    };
    await this.#sender.send(message);
    return {
      consumer_session: await this.#view(secret, session, account),
      available_verification_factors: verificationFactors(account, this.#sender.channels),
      // Kassa's addition: the type the code went by (the server's choice when none was asked)
      // and whether the account can sign in with a passkey instead, told only now.
      type,
      has_passkey: (await livePasskeys(this.#store, account.id)).length > 0,
    };
  }

  /**
   * POST consumers/sessions/confirm_verification: checks the code once. The right code closes
   * it, marks the session verified and rotates its secret (the one the caller held no longer
   * works); a wrong one counts, and the fifth closes the code. Wrong codes also count on the
   * account, consecutively, and lock it out (wallet-limits.ts `lockoutAfter`); a right SMS code
   * proves the phone.
   */
  async confirmVerification(
    caller: ConsumerCaller,
    params: ConfirmVerificationParams,
    secret: string | undefined,
  ): Promise<{ auth_session_client_secret: null; consumer_session: ConsumerSessionObject }> {
    await this.countCall('check', caller);
    const session = await this.#session(caller, secret);
    if (!session.consumer_id) throw credentialsInvalid();
    await this.countAccountCall('check', session.consumer_id);
    const consumerId = session.consumer_id;
    const held = await findAccount(this.#store, consumerId);
    if (held) this.#checkLock(held);
    const type = (params.type ?? 'EMAIL') as 'SMS' | 'EMAIL';
    const code = params.code ?? '';
    const pepper = await this.#codePepper();
    const now = this.#now();
    const outcome = await this.#store.transaction(async (tx): Promise<ConfirmOutcome> => {
      const verification = await latestVerification(tx, session.id, type);
      if (!verification) return { kind: 'not_started' };
      if (verification.state === 'VERIFIED') return { kind: 'used' };
      if (verification.attempts >= CODE_MAX_ATTEMPTS) return { kind: 'exhausted' };
      if (verification.state !== 'STARTED' || !verification.code_hmac) return { kind: 'used' };
      if (verification.expires <= now) return { kind: 'expired' };
      const expected = Buffer.from(verification.code_hmac, 'hex');
      const given = Buffer.from(this.#codeHmac(pepper, verification.id, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = await countWrongAnswer(tx, verification.id, CODE_MAX_ATTEMPTS);
        await countAccountFailure(tx, consumerId, (failures) => {
          const lock = lockoutAfter(failures);
          return lock === null ? LOCKED_FOR_GOOD : lock > 0 ? now + lock : 0;
        });
        return { kind: 'wrong', attemptsLeft: Math.max(0, CODE_MAX_ATTEMPTS - attempts) };
      }
      await markVerified(tx, verification.id);
      return { kind: 'verified', secret: await this.verified(tx, session, type) };
    });
    if (outcome.kind !== 'verified') throw confirmError(outcome);
    const account = await findAccount(this.#store, consumerId);
    return {
      auth_session_client_secret: null,
      consumer_session: await this.#view(outcome.secret, session, account),
    };
  }

  /** POST consumers/sessions/log_out: the session ends on the server; its secret is dead. */
  async logOut(caller: ConsumerCaller, secret: string | undefined) {
    const session = await this.#session(caller, secret, { allowIdle: 'logout' });
    await revokeSession(this.#store, session.id);
    const account = await this.#accountOf(session);
    return {
      consumer_session: consumerSessionObject(
        secret as string,
        session,
        account,
        [],
        true,
        this.#sender.channels,
      ),
    };
  }

  /**
   * POST consumers/sessions/extend: a session at most SESSION_EXTEND_GRACE_SECONDS past its idle
   * expiry (not its absolute one, not logged out) gets a new secret; the old one stops working.
   * Later, the secret alone revives nothing: the shopper verifies again.
   */
  async extend(caller: ConsumerCaller, secret: string | undefined) {
    const session = await this.#session(caller, secret, { allowIdle: 'extend' });
    const rotated = newSecret();
    await rotateSession(this.#store, session.id, {
      secretHash: sha256(rotated),
      idleExpires: Math.min(this.#now() + SESSION_IDLE_SECONDS, session.absolute_expires),
    });
    const account = await this.#accountOf(session);
    return { consumer_session: await this.#view(rotated, session, account) };
  }

  /**
   * POST consumers/accounts/sign_up: a new wallet account and its session, holding a SIGNUP
   * verification (spec 001 §4: sign-up state). A taken e-mail is refused; lookup answers
   * `exists` for it anyway, and both calls are limited alike.
   */
  async signUp(caller: ConsumerCaller, params: SignUpParams) {
    const email = normalizeEmail(params.email_address ?? '');
    if (!isValidEmail(email)) {
      throw new ApiError(
        'email_invalid',
        'Invalid email address: the e-mail address is not valid.',
        {
          param: 'email_address',
        },
      );
    }
    const consent = params.consent_action?.trim();
    if (!consent) {
      throw new ApiError('parameter_missing', LINK_MESSAGES_EN.no_consent_action, {
        param: 'consent_action',
      });
    }
    const country = (params.country ?? DEFAULT_COUNTRY).toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) {
      throw new ApiError('parameter_invalid_value', 'Invalid country: use a two-letter code.', {
        param: 'country',
      });
    }
    let phone: { e164: string; country: string | null } | null = null;
    if (params.phone_number !== undefined) {
      const checked = validatePhone(params.phone_number, { country, required: true });
      if (!checked.e164) {
        throw new ApiError('parameter_invalid_value', 'Invalid phone number.', {
          param: 'phone_number',
        });
      }
      phone = { e164: checked.e164, country: checked.country ?? null };
    }
    await this.#limit([
      { key: `signup:ip:${caller.ip}`, ...this.#limits.signUpPerIp },
      { key: `signup:key:${caller.keyHash}`, ...this.#limits.signUpPerKey },
      { key: `lookup:email:${limitKeyPart(email)}`, ...this.#limits.lookupPerEmail },
    ]);
    const now = this.#now();
    const account: ConsumerAccountRow = {
      id: `csmr_${randomBase62(24)}`,
      realm: this.#sender.realm(caller.account.id),
      email_key: email,
      email,
      phone: phone?.e164 ?? null,
      phone_country: phone?.country ?? null,
      legal_name: params.legal_name?.trim() || null,
      country,
      locale: params.locale ?? null,
      consent_action: consent,
      created: now,
      // Unproven until a code sent to it comes back (see startVerification).
      phone_verified: false,
      failed_checks: 0,
      locked_until: 0,
    };
    const created = await this.#store.transaction(async (tx) => {
      if (!(await insertAccount(tx, account))) return null;
      const secret = newSecret();
      const row: ConsumerSessionRow = {
        id: `csmrsess_${randomBase62(24)}`,
        consumer_id: account.id,
        email_key: email,
        account_id: caller.account.id,
        key_hash: caller.keyHash,
        origin: caller.origin,
        // The session that made the account may fill its wallet (it holds nothing else);
        // every later session proves itself with a code.
        verified_factor: 'SIGNUP',
        created: now,
        idle_expires: now + SESSION_IDLE_SECONDS,
        absolute_expires: now + SESSION_ABSOLUTE_SECONDS,
        revoked: false,
      };
      await insertSession(tx, { ...row, secret_hash: sha256(secret) });
      await insertVerification(tx, {
        id: `vs_${randomBase62(24)}`,
        session_id: row.id,
        type: 'SIGNUP',
        state: 'STARTED',
        code_hmac: null,
        expires: row.absolute_expires,
        attempts: 0,
        created: now,
      });
      return { secret, row };
    });
    if (!created) {
      throw new ApiError(
        'consumer_already_exists',
        'A wallet account already exists for this e-mail address: log in to it instead.',
        { param: 'email_address' },
      );
    }
    return {
      account_id: account.id,
      auth_session_client_secret: null,
      consumer_session: await this.#view(created.secret, created.row, account),
    };
  }

  /**
   * Deletes the wallet account of a session verified by a code, with its sessions, codes and
   * messages. A session that only holds a credential may not delete anything.
   */
  async deleteAccount(caller: ConsumerCaller, secret: string | undefined) {
    const session = await this.#session(caller, secret);
    if (!session.consumer_id || !CODE_FACTORS.has(session.verified_factor ?? '')) {
      throw new ApiError(
        'permission_denied',
        'Verify the consumer session with a one-time code before deleting the account.',
      );
    }
    await deleteAccount(this.#store, session.consumer_id);
    return { id: session.consumer_id, object: 'consumer_account', deleted: true };
  }
}

function confirmError(outcome: Exclude<ConfirmOutcome, { kind: 'verified' }>): ApiError {
  switch (outcome.kind) {
    case 'wrong':
      return new ApiError(
        'consumer_verification_code_invalid',
        'The verification code is not correct.',
        { param: 'code', extra: { attempts_remaining: outcome.attemptsLeft } },
      );
    case 'expired':
      return new ApiError(
        'consumer_verification_expired',
        'The verification code has expired: request a new one.',
        { param: 'code' },
      );
    case 'exhausted':
      return new ApiError(
        'consumer_verification_max_attempts_exceeded',
        'Too many wrong codes: request a new one.',
        { param: 'code' },
      );
    case 'used':
      return new ApiError(
        'consumer_verification_expired',
        'This verification code was already used or replaced: request a new one.',
        { param: 'code' },
      );
    case 'not_started':
      return new ApiError(
        'consumer_verification_not_started',
        'No verification was started for this consumer session.',
        { param: 'type' },
      );
  }
}
