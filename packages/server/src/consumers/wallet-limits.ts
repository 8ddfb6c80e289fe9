import type { RateLimit } from '../platform/rate-limits.js';

// Every number that holds the wallet against abuse, in one table (docs/wallet.md "Limits"
// repeats it; wallet-limits.test.ts and consumer-limits.test.ts pin each one).

/** One-time codes: 6 digits, valid 10 minutes, at most 5 wrong answers each. */
export const CODE_DIGITS = 6;
export const CODE_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Consecutive wrong codes per wallet account, whatever the code or session (NIST SP 800-63B
 * §5.2.2: at most 100 consecutive failures). Every LOCKOUT_EVERY-th consecutive failure locks
 * code checks and sends for LOCKOUT_BASE_SECONDS, doubled at each step (1, 2, 4 … 256 minutes);
 * the MAX_CONSECUTIVE_FAILURES-th closes code sign-in until a passkey sign-in. A right code
 * starts the count again.
 */
export const LOCKOUT_EVERY = 10;
export const LOCKOUT_BASE_SECONDS = 60;
export const MAX_CONSECUTIVE_FAILURES = 100;

/** The lockout the n-th consecutive failure earns, in seconds: 0, a step, or for good (null). */
export function lockoutAfter(failures: number): number | null {
  if (failures >= MAX_CONSECUTIVE_FAILURES) return null;
  if (failures === 0 || failures % LOCKOUT_EVERY !== 0) return 0;
  return LOCKOUT_BASE_SECONDS * 2 ** (failures / LOCKOUT_EVERY - 1);
}

/** Consumer sessions: idle expiry 30 minutes, absolute 24 hours. */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_ABSOLUTE_SECONDS = 24 * 3600;
/**
 * How long after its idle expiry a session may still be extended (a new secret for the old):
 * past it, a stolen secret revives nothing, and the shopper verifies again.
 */
export const SESSION_EXTEND_GRACE_SECONDS = 5 * 60;

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

/** The limits every consumer call is held to; all are counted before any account is read. */
export interface ConsumerLimits {
  readonly lookupPerIp: RateLimit;
  readonly lookupPerKey: RateLimit;
  readonly lookupPerEmail: RateLimit;
  readonly signUpPerIp: RateLimit;
  readonly signUpPerKey: RateLimit;
  readonly sendsPerIp: RateLimit;
  readonly sendsPerKey: RateLimit;
  readonly sendsPerConsumer: RateLimit;
  /** Codes to one e-mail address or phone number, whatever the account or shop. */
  readonly sendsPerDestinationHour: RateLimit;
  readonly sendsPerDestinationDay: RateLimit;
  /** SMS codes one merchant account's checkouts may cause (SMS pumping). */
  readonly smsPerMerchantHour: RateLimit;
  readonly smsPerMerchantDay: RateLimit;
  /**
   * Seconds before a session's open code of one type may be replaced (a resend); switching
   * channel, or replacing a code its wrong answers closed, is not held back. The per-destination
   * caps count across sessions.
   */
  readonly resendCooldownSeconds: number;
  readonly checksPerIp: RateLimit;
  readonly checksPerKey: RateLimit;
  readonly checksPerConsumer: RateLimit;
}

export const DEFAULT_CONSUMER_LIMITS: ConsumerLimits = {
  lookupPerIp: { limit: 20, windowSeconds: minutes(10) },
  lookupPerKey: { limit: 600, windowSeconds: minutes(10) },
  lookupPerEmail: { limit: 10, windowSeconds: minutes(10) },
  signUpPerIp: { limit: 10, windowSeconds: hours(1) },
  signUpPerKey: { limit: 300, windowSeconds: hours(1) },
  sendsPerIp: { limit: 10, windowSeconds: minutes(15) },
  sendsPerKey: { limit: 300, windowSeconds: minutes(15) },
  sendsPerConsumer: { limit: 5, windowSeconds: minutes(15) },
  sendsPerDestinationHour: { limit: 5, windowSeconds: hours(1) },
  sendsPerDestinationDay: { limit: 10, windowSeconds: hours(24) },
  smsPerMerchantHour: { limit: 100, windowSeconds: hours(1) },
  smsPerMerchantDay: { limit: 500, windowSeconds: hours(24) },
  resendCooldownSeconds: 30,
  checksPerIp: { limit: 30, windowSeconds: minutes(10) },
  checksPerKey: { limit: 600, windowSeconds: minutes(10) },
  checksPerConsumer: { limit: 20, windowSeconds: hours(1) },
};

/** The limits with each per-client-address one multiplied by `factor` (a shared test rig). */
export function withIpLimitFactor(limits: ConsumerLimits, factor: number): ConsumerLimits {
  const scaled = (limit: RateLimit) => ({ ...limit, limit: limit.limit * factor });
  return {
    ...limits,
    lookupPerIp: scaled(limits.lookupPerIp),
    signUpPerIp: scaled(limits.signUpPerIp),
    sendsPerIp: scaled(limits.sendsPerIp),
    checksPerIp: scaled(limits.checksPerIp),
  };
}
