import { type LinkError, linkError } from './credential-cache.js';

/**
 * Spec 001 §4's authentication states of the shopper's wallet session, as one elements group
 * sees it (the controller tracks them, the Payment Element picks its wallet view from them).
 */
export const AUTH_STATES = [
  'unregistered',
  'none',
  'logged-in',
  'verifying',
  'declined',
  'unverified',
  'verified',
  'blocked',
] as const;
export type AuthState = (typeof AUTH_STATES)[number];

/** Spec 001 §4's autofill behaviours a loaded session comes with. */
export type AutofillBehaviour = 'noclick' | 'oneclick' | 'none';

/**
 * What moves the state (spec 001 §4, "Transitions of authenticationState"), plus `blocked`: the
 * provider refused to send or check codes for the account (rate_limit_exceeded), the state the
 * spec's view selector turns into "unavailable".
 *
 * Reading of the spec: Kassa's lookup always answers `publishable_key: null` (the merchant's
 * own key authorises the consumer calls), so "a session created without a publishable key" is
 * read as a lookup that created no consumer session for an account (`exists: false`): the
 * e-mail is unregistered. A lookup that found an account creates an unverified session.
 */
export type AuthEvent =
  | { type: 'reset' }
  | { type: 'session-created'; account: boolean }
  | { type: 'session-failed'; status: number }
  | { type: 'verification' }
  | { type: 'loaded'; autofill: AutofillBehaviour; sessionVerified: boolean }
  | { type: 'signed-up' }
  | { type: 'autofill-opt-out' }
  | { type: 'autofill-opt-in'; oneClickVerified: boolean }
  | { type: 'blocked' };

/** States with a consumer session of an account (the ones a verification can start from). */
const WITH_SESSION: ReadonlySet<AuthState> = new Set([
  'logged-in',
  'verifying',
  'declined',
  'unverified',
  'verified',
]);

/** The states each event may leave from; an event from any other state is LJS006. */
const FROM: Readonly<Record<AuthEvent['type'], ReadonlySet<AuthState> | 'any'>> = {
  reset: 'any',
  'session-created': 'any',
  'session-failed': 'any',
  // Start or confirm: a session of an account, not verified yet (nor opted out of it).
  verification: new Set(['logged-in', 'verifying', 'unverified']),
  loaded: WITH_SESSION,
  'signed-up': new Set(['unregistered', 'none']),
  'autofill-opt-out': new Set(['logged-in', 'verifying', 'unverified', 'verified']),
  'autofill-opt-in': new Set(['declined', 'unverified', 'logged-in', 'verified']),
  blocked: new Set(['logged-in', 'verifying', 'unverified', 'declined', 'blocked']),
};

export type AuthTransition = { ok: true; state: AuthState } | { ok: false; error: LinkError };

/** The state after an event, or LJS006 for an event the state does not allow. */
export function authTransition(state: AuthState, event: AuthEvent): AuthTransition {
  const from = FROM[event.type];
  if (from !== 'any' && !from.has(state)) return { ok: false, error: linkError('LJS006') };
  return { ok: true, state: nextState(state, event) };
}

function nextState(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'reset':
      return 'none';
    case 'session-created':
      return event.account ? 'unverified' : 'unregistered';
    case 'session-failed':
      return event.status === 403 ? 'none' : 'unregistered';
    case 'verification':
      return 'verifying';
    case 'loaded':
      if (event.autofill === 'noclick') return 'logged-in';
      return event.autofill === 'oneclick' && event.sessionVerified ? 'verified' : 'unverified';
    case 'signed-up':
      return 'unverified';
    case 'autofill-opt-out':
      return 'declined';
    case 'autofill-opt-in':
      return state === 'verified' && event.oneClickVerified ? 'verified' : 'unverified';
    case 'blocked':
      return 'blocked';
  }
}

/** Spec 001 §2's wallet views a state selects (the logged-in ones by their own priority). */
export type AuthView =
  | 'unavailable'
  | 'authentication'
  | 'verification'
  | 'cookie-authentication'
  | 'logged-in';

/**
 * Spec 001 §4's view selector: blocked gives unavailable; unregistered or none with sign-up
 * disabled gives unavailable (with it, the e-mail entry, where a new shopper signs up);
 * verifying gives cookie-authentication for one-click users, else verification while a
 * verification is in progress, else authentication. A verified or logged-in session gives the
 * logged-in views; an unverified or declined one the e-mail entry again.
 */
export function authView(
  state: AuthState,
  context: { signUpEnabled: boolean; verificationInProgress: boolean; oneClick?: boolean },
): AuthView {
  switch (state) {
    case 'blocked':
      return 'unavailable';
    case 'unregistered':
    case 'none':
      return context.signUpEnabled ? 'authentication' : 'unavailable';
    case 'verifying':
      if (context.oneClick === true) return 'cookie-authentication';
      return context.verificationInProgress ? 'verification' : 'authentication';
    case 'logged-in':
    case 'verified':
      return 'logged-in';
    case 'unverified':
    case 'declined':
      return 'authentication';
  }
}
