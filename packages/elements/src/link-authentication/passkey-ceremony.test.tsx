import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeyErrorCode, passkeysUsable } from './passkey-ceremony.js';

const browserError = (name: string, message: string) => new DOMException(message, name);
const wrapped = (cause: Error) =>
  new WebAuthnError({
    message: cause.message,
    code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
    cause,
  });

describe('passkeyErrorCode (spec 001 §8)', () => {
  it.each([
    [
      browserError('NotAllowedError', 'The document is not focused.'),
      'get_webauthn_credential_iframe_not_focused',
    ],
    [
      browserError(
        'NotAllowedError',
        'The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.',
      ),
      'get_webauthn_credential_user_cancelled_request',
    ],
    [
      browserError('AbortError', 'The operation was aborted.'),
      'get_webauthn_credential_user_cancelled_request',
    ],
    [browserError('TimeoutError', 'Timed out.'), 'get_webauthn_credential_user_cancelled_request'],
    [
      browserError('NotAllowedError', 'A request is already pending.'),
      'get_webauthn_credential_request_already_pending',
    ],
    [
      browserError('UnknownError', 'The authenticator failed.'),
      'get_webauthn_credential_unknown_error',
    ],
    [new TypeError('options.challenge is undefined'), 'get_webauthn_credential_unknown_error'],
  ])('maps %s', (error, code) => {
    expect(passkeyErrorCode(error)).toBe(code);
    // As @simplewebauthn/browser throws it: the browser's error as the cause.
    expect(passkeyErrorCode(wrapped(error))).toBe(code);
  });

  it('maps a thrown non-error to the unknown error', () => {
    expect(passkeyErrorCode(null)).toBe('get_webauthn_credential_unknown_error');
    expect(passkeyErrorCode('boom')).toBe('get_webauthn_credential_unknown_error');
  });
});

describe('passkeysUsable (spec 001 §5: a supported browser and platform)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const browser = (platform: () => Promise<boolean>) =>
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(function publicKeyCredential() {}, {
        isUserVerifyingPlatformAuthenticatorAvailable: platform,
      }),
    );

  it('is false without WebAuthn in the browser', async () => {
    expect(await passkeysUsable()).toBe(false);
  });

  it('asks the platform for a user-verifying authenticator', async () => {
    browser(() => Promise.resolve(true));
    expect(await passkeysUsable()).toBe(true);
    browser(() => Promise.resolve(false));
    expect(await passkeysUsable()).toBe(false);
  });

  it('is false when the platform cannot say', async () => {
    browser(() => Promise.reject(new Error('not supported')));
    expect(await passkeysUsable()).toBe(false);
  });
});
