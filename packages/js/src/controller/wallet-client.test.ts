import { describe, expect, it } from 'vitest';
import { codeChannels, signInOptions } from './wallet-client.js';

// The wallet client's reading of the provider's answers: the code channels a lookup offers and
// spec 001 §4's check of a WebAuthn start answer (§8's internal_error otherwise).

const webauthnSession = {
  id: 'vs_1',
  type: 'WEBAUTHN',
  state: 'STARTED',
  verification_token: null,
};
const fetchParameters = {
  challenge: 'c2lnbi1pbg',
  allowCredentials: [{ id: 'cred-1', type: 'public-key' }],
  rpId: 'localhost',
};

describe('codeChannels', () => {
  it('keeps SMS and EMAIL in the provider order and drops anything else', () => {
    expect(codeChannels({ available_verification_factors: ['SMS', 'EMAIL'] })).toEqual([
      'SMS',
      'EMAIL',
    ]);
    expect(codeChannels({ available_verification_factors: ['EMAIL', 'WEBAUTHN', 7] })).toEqual([
      'EMAIL',
    ]);
    expect(codeChannels({})).toEqual([]);
  });
});

describe('signInOptions', () => {
  it('answers the fetch parameters of a matching webauthn session', () => {
    const answer = signInOptions({
      consumer_session: { verification_sessions: [webauthnSession] },
      webauthn_fetch_parameters: fetchParameters,
    });
    expect(answer).toEqual({ ok: true, value: fetchParameters });
  });

  it.each([
    ['no verification session', [], fetchParameters, 'no WebAuthn verification session'],
    [
      'a verification session that is not WebAuthn',
      [{ ...webauthnSession, type: 'SMS' }],
      fetchParameters,
      'no WebAuthn verification session',
    ],
    [
      'a WebAuthn session already verified',
      [{ ...webauthnSession, state: 'VERIFIED' }],
      fetchParameters,
      'no WebAuthn verification session',
    ],
    [
      'no challenge',
      [webauthnSession],
      { ...fetchParameters, challenge: undefined },
      'no passkey challenge',
    ],
    [
      'no passkeys',
      [webauthnSession],
      { ...fetchParameters, allowCredentials: [] },
      'no passkey to sign in with',
    ],
  ])('refuses %s with internal_error', (_, sessions, parameters, message) => {
    const answer = signInOptions({
      consumer_session: { verification_sessions: sessions },
      webauthn_fetch_parameters: JSON.parse(JSON.stringify(parameters)),
    });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.type).toBe('api_error');
    expect(answer.error.code).toBe('internal_error');
    expect(answer.error.message).toContain(message);
  });
});
