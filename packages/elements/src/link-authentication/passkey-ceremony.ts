import type { JsonObject } from '@kassa/protocol';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  platformAuthenticatorIsAvailable,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

// The browser half of the wallet's passkeys (spec 001's WEBAUTHN), loaded only by a Link
// Authentication Element whose shopper has an account: @simplewebauthn/browser runs the
// ceremony in this provider-origin frame (the loader's frames allow publickey-credentials-get
// and -create), so the relying party is the provider's host.

/** Spec 001 §8's WebAuthn error codes, word for word. */
export type PasskeyErrorCode =
  | 'get_webauthn_credential_iframe_not_focused'
  | 'get_webauthn_credential_user_cancelled_request'
  | 'get_webauthn_credential_request_already_pending'
  | 'get_webauthn_credential_unknown_error';

/**
 * Spec 001 §5: passkey sign-in needs a supported browser (WebAuthn) and platform (a
 * user-verifying platform authenticator: PublicKeyCredential's
 * isUserVerifyingPlatformAuthenticatorAvailable()). A platform that cannot say is "no".
 */
export async function passkeysUsable(): Promise<boolean> {
  if (!browserSupportsWebAuthn()) return false;
  return platformAuthenticatorIsAvailable().catch(() => false);
}

/** navigator.credentials.get() for the provider's options: the assertion, as JSON. */
export async function signInWithPasskey(options: JsonObject): Promise<string> {
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return JSON.stringify(await startAuthentication({ optionsJSON }));
}

/** navigator.credentials.create() for the provider's options: the new credential, as JSON. */
export async function createPasskey(options: JsonObject): Promise<string> {
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return JSON.stringify(await startRegistration({ optionsJSON }));
}

/**
 * Spec 001's mapping of a failed ceremony: a frame without focus (Chromium's "The document is
 * not focused."); a request while another is open; a cancelled, refused or timed-out one
 * (NotAllowedError, AbortError, TimeoutError); anything else unknown. @simplewebauthn/browser
 * wraps the browser's DOMException as the `cause` of its WebAuthnError.
 */
export function passkeyErrorCode(thrown: unknown): PasskeyErrorCode {
  const error = (thrown as { cause?: unknown } | null)?.cause ?? thrown;
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (/already pending/i.test(text)) return 'get_webauthn_credential_request_already_pending';
  if (name === 'NotAllowedError' && /not focused/i.test(text)) {
    return 'get_webauthn_credential_iframe_not_focused';
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || name === 'TimeoutError') {
    return 'get_webauthn_credential_user_cancelled_request';
  }
  return 'get_webauthn_credential_unknown_error';
}
