import { describe, expect, it } from 'vitest';
import { LINK_ERROR_CODES } from '../errors/wallet-errors.js';
import {
  AUTH_STATES,
  type AuthEvent,
  type AuthState,
  authTransition,
  authView,
} from './auth-state.js';

const next = (state: AuthState, event: AuthEvent) => {
  const result = authTransition(state, event);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
};

const refused = (state: AuthState, event: AuthEvent) => {
  const result = authTransition(state, event);
  expect(result).toEqual({
    ok: false,
    error: { code: 'LJS006', message: LINK_ERROR_CODES.LJS006 },
  });
};

describe('authTransition (spec 001 §4)', () => {
  it('resets to none from every state', () => {
    for (const state of AUTH_STATES) expect(next(state, { type: 'reset' })).toBe('none');
  });

  it('a session without an account (no publishable key) is unregistered; with one, unverified', () => {
    for (const state of AUTH_STATES) {
      expect(next(state, { type: 'session-created', account: false })).toBe('unregistered');
      expect(next(state, { type: 'session-created', account: true })).toBe('unverified');
    }
  });

  it('a 403 on session creation gives none, any other failure unregistered', () => {
    expect(next('verified', { type: 'session-failed', status: 403 })).toBe('none');
    expect(next('none', { type: 'session-failed', status: 500 })).toBe('unregistered');
    expect(next('unverified', { type: 'session-failed', status: 0 })).toBe('unregistered');
  });

  it('start or confirm verification gives verifying, only from a session of an account', () => {
    for (const state of ['logged-in', 'verifying', 'unverified'] as const)
      expect(next(state, { type: 'verification' })).toBe('verifying');
    for (const state of ['none', 'unregistered', 'declined', 'verified', 'blocked'] as const)
      refused(state, { type: 'verification' });
  });

  it('loaded: noclick gives logged-in; oneclick with a verified session verified; else unverified', () => {
    expect(next('verifying', { type: 'loaded', autofill: 'noclick', sessionVerified: true })).toBe(
      'logged-in',
    );
    expect(next('verifying', { type: 'loaded', autofill: 'oneclick', sessionVerified: true })).toBe(
      'verified',
    );
    expect(
      next('verifying', { type: 'loaded', autofill: 'oneclick', sessionVerified: false }),
    ).toBe('unverified');
    expect(next('unverified', { type: 'loaded', autofill: 'none', sessionVerified: true })).toBe(
      'unverified',
    );
    for (const state of ['none', 'unregistered', 'blocked'] as const)
      refused(state, { type: 'loaded', autofill: 'oneclick', sessionVerified: true });
  });

  it('a sign-up gives unverified, only for an e-mail without an account', () => {
    expect(next('unregistered', { type: 'signed-up' })).toBe('unverified');
    expect(next('none', { type: 'signed-up' })).toBe('unverified');
    for (const state of [
      'logged-in',
      'verifying',
      'declined',
      'unverified',
      'verified',
      'blocked',
    ] as const)
      refused(state, { type: 'signed-up' });
  });

  it('autofill opt-out gives declined; opt-in unverified unless already one-click verified', () => {
    expect(next('verified', { type: 'autofill-opt-out' })).toBe('declined');
    expect(next('unverified', { type: 'autofill-opt-out' })).toBe('declined');
    refused('none', { type: 'autofill-opt-out' });
    refused('declined', { type: 'autofill-opt-out' });
    expect(next('declined', { type: 'autofill-opt-in', oneClickVerified: false })).toBe(
      'unverified',
    );
    expect(next('verified', { type: 'autofill-opt-in', oneClickVerified: true })).toBe('verified');
    expect(next('verified', { type: 'autofill-opt-in', oneClickVerified: false })).toBe(
      'unverified',
    );
    refused('blocked', { type: 'autofill-opt-in', oneClickVerified: false });
  });

  it('a refused code or start blocks a session of an account, and nothing but a new session leaves it', () => {
    expect(next('verifying', { type: 'blocked' })).toBe('blocked');
    expect(next('unverified', { type: 'blocked' })).toBe('blocked');
    refused('none', { type: 'blocked' });
    refused('verified', { type: 'blocked' });
    refused('blocked', { type: 'verification' });
    expect(next('blocked', { type: 'session-created', account: true })).toBe('unverified');
  });
});

describe('authView (spec 001 §4)', () => {
  const open = { signUpEnabled: true, verificationInProgress: false };
  it('blocked is unavailable', () => {
    expect(authView('blocked', open)).toBe('unavailable');
  });
  it('unregistered or none: unavailable with sign-up disabled, else the e-mail entry', () => {
    for (const state of ['unregistered', 'none'] as const) {
      expect(authView(state, { ...open, signUpEnabled: false })).toBe('unavailable');
      expect(authView(state, open)).toBe('authentication');
    }
  });
  it('verifying: cookie-authentication for one-click, verification in progress, else authentication', () => {
    expect(authView('verifying', { ...open, oneClick: true })).toBe('cookie-authentication');
    expect(authView('verifying', { ...open, verificationInProgress: true })).toBe('verification');
    expect(authView('verifying', open)).toBe('authentication');
  });
  it('verified and logged-in give the logged-in views; unverified and declined the e-mail entry', () => {
    expect(authView('verified', open)).toBe('logged-in');
    expect(authView('logged-in', open)).toBe('logged-in');
    expect(authView('unverified', open)).toBe('authentication');
    expect(authView('declined', open)).toBe('authentication');
  });
});
