import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ApiError } from '../errors/api-error.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { currentProviderOrigin } from '../platform/provider-origin.js';
import type { Store } from '../store/store.js';
import type { ConsumerSessionObject } from './consumer-object.js';
import {
  closeVerification,
  findAccount,
  insertPasskey,
  insertVerification,
  latestVerification,
  livePasskeys,
  markVerified,
  usePasskey,
} from './consumer-rows.js';
import { CODE_VERIFIED, type ConsumerCaller, type ConsumerService } from './consumer-service.js';

/** Passkey challenges: 32 random bytes, single use, valid 5 minutes. */
export const CHALLENGE_BYTES = 32;
export const CHALLENGE_SECONDS = 5 * 60;
/** The code a passkey confirmation carries in place of a one-time code (spec 001 §9). */
export const WEBAUTHN_PLACEHOLDER_CODE = '000001';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

function relyingParty(): { origin: string; rpID: string } {
  const origin = currentProviderOrigin();
  return { origin, rpID: new URL(origin).hostname };
}

/**
 * The merchant page a ceremony ran under: the Link Authentication Element's frame is the relying
 * party's origin embedded in the shop, so the browser signs `crossOrigin: true` and the shop's
 * origin as `topOrigin`. Any shop may embed the element (its key, not its origin, names the
 * merchant), so the top origin is accepted when it is a web origin; the origin and the RP ID
 * the signature covers are still the provider's own.
 */
function topOriginOf(response: { response: { clientDataJSON: string } }): string | undefined {
  try {
    const client = JSON.parse(isoBase64URL.toUTF8String(response.response.clientDataJSON)) as {
      topOrigin?: unknown;
    };
    if (typeof client.topOrigin !== 'string') return undefined;
    const url = new URL(client.topOrigin);
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.origin === client.topOrigin
      ? client.topOrigin
      : undefined;
  } catch {
    return undefined;
  }
}

function parseJson<T>(text: string, param: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError('parameter_invalid_value', `Invalid ${param}: not JSON.`, { param });
  }
}

function passkeyRefused(message: string, param: string): ApiError {
  return new ApiError('consumer_verification_code_invalid', message, { param });
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): registration in a session verified by a code,
 * and sign-in as a WEBAUTHN verification. The relying party is the provider origin (its host is
 * the rpID); user verification is required; a challenge answers once, right or wrong.
 */
export class PasskeyService {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #consumers: ConsumerService;

  constructor(store: Store, clock: Clock, consumers: ConsumerService) {
    this.#store = store;
    this.#clock = clock;
    this.#consumers = consumers;
  }

  /** A new challenge's bytes; its base64url form (what clientDataJSON carries) is kept hashed. */
  async #challenge(sessionId: string, type: 'WEBAUTHN' | 'PASSKEY_REGISTRATION') {
    const challenge = new Uint8Array(randomBytes(CHALLENGE_BYTES));
    const now = unixNow(this.#clock());
    await insertVerification(this.#store, {
      id: `vs_${randomBase62(24)}`,
      session_id: sessionId,
      type,
      state: 'STARTED',
      code_hmac: hash(isoBase64URL.fromBuffer(challenge)),
      expires: now + CHALLENGE_SECONDS,
      attempts: 0,
      created: now,
    });
    return challenge;
  }

  /** Options for navigator.credentials.create(), for a session verified by a code. */
  async registrationOptions(caller: ConsumerCaller, secret: string | undefined) {
    await this.#consumers.countCall('send', caller);
    const session = await this.#consumers.walletSession(caller, secret);
    if (!CODE_VERIFIED.has(session.verified_factor ?? '')) {
      throw new ApiError(
        'permission_denied',
        'Verify the consumer session with a one-time code before adding a passkey.',
      );
    }
    const account = await findAccount(this.#store, session.consumer_id);
    const existing = await livePasskeys(this.#store, session.consumer_id);
    const { rpID } = relyingParty();
    return generateRegistrationOptions({
      rpName: 'Kassa',
      rpID,
      userName: account?.email ?? session.email_key,
      userID: new TextEncoder().encode(session.consumer_id),
      challenge: await this.#challenge(session.id, 'PASSKEY_REGISTRATION'),
      timeout: CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
  }

  /** Stores the credential navigator.credentials.create() made for the last challenge. */
  async register(caller: ConsumerCaller, secret: string | undefined, credential: string) {
    await this.#consumers.countCall('check', caller);
    const session = await this.#consumers.walletSession(caller, secret);
    const response = parseJson<RegistrationResponseJSON>(credential, 'credential');
    const challenge = await this.#store.transaction(async (tx) => {
      const found = await latestVerification(tx, session.id, 'PASSKEY_REGISTRATION');
      if (found) await closeVerification(tx, found.id);
      return found;
    });
    const now = unixNow(this.#clock());
    if (!challenge?.code_hmac || challenge.state !== 'STARTED' || challenge.expires <= now) {
      throw new ApiError('consumer_verification_expired', 'Ask for new passkey options first.', {
        param: 'credential',
      });
    }
    const { origin, rpID } = relyingParty();
    const expected = challenge.code_hmac;
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: (given) => hash(given) === expected,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const }));
    if (!result.verified) {
      throw passkeyRefused('The passkey could not be registered.', 'credential');
    }
    const { credential: made, credentialBackedUp } = result.registrationInfo;
    const stored = await insertPasskey(this.#store, {
      id: made.id,
      consumer_id: session.consumer_id,
      public_key: isoBase64URL.fromBuffer(made.publicKey),
      counter: made.counter,
      transports: made.transports ?? [],
      backed_up: credentialBackedUp,
      disabled: false,
      created: now,
    });
    if (!stored) throw passkeyRefused('This passkey is registered already.', 'credential');
    return { id: made.id, object: 'consumer_passkey', created: now };
  }

  /**
   * start_verification with type WEBAUTHN: a challenge and the account's passkeys, for
   * navigator.credentials.get().
   */
  async startSignIn(caller: ConsumerCaller, secret: string | undefined) {
    await this.#consumers.countCall('send', caller);
    const session = await this.#consumers.session(caller, secret);
    const passkeys = session.consumer_id
      ? await livePasskeys(this.#store, session.consumer_id)
      : [];
    if (passkeys.length === 0) {
      throw new ApiError('parameter_invalid_value', 'This wallet account has no passkey.', {
        param: 'type',
      });
    }
    // The browser tries a passkey first where the platform has them; a refused try (no
    // passkey) spends no code send of the account.
    await this.#consumers.countAccountCall('send', session.consumer_id as string);
    const { rpID } = relyingParty();
    const options = await generateAuthenticationOptions({
      rpID,
      challenge: await this.#challenge(session.id, 'WEBAUTHN'),
      timeout: CHALLENGE_SECONDS * 1000,
      userVerification: 'required',
      allowCredentials: passkeys.map((key) => ({ id: key.id, transports: key.transports })),
    });
    return {
      consumer_session: await this.#consumers.view(secret as string, session),
      webauthn_fetch_parameters: options,
    };
  }

  /** confirm_verification with type WEBAUTHN: the assertion for the open challenge. */
  async confirmSignIn(
    caller: ConsumerCaller,
    secret: string | undefined,
    credentialData: string | undefined,
  ): Promise<{ auth_session_client_secret: null; consumer_session: ConsumerSessionObject }> {
    await this.#consumers.countCall('check', caller);
    const session = await this.#consumers.session(caller, secret);
    if (session.consumer_id) await this.#consumers.countAccountCall('check', session.consumer_id);
    if (!credentialData) {
      throw new ApiError('parameter_missing', 'Missing required param: webauthn_credential_data.', {
        param: 'webauthn_credential_data',
      });
    }
    const response = parseJson<AuthenticationResponseJSON>(
      credentialData,
      'webauthn_credential_data',
    );
    const challenge = await this.#store.transaction(async (tx) => {
      const found = await latestVerification(tx, session.id, 'WEBAUTHN');
      if (found?.state === 'STARTED') await closeVerification(tx, found.id);
      return found;
    });
    const now = unixNow(this.#clock());
    if (!challenge?.code_hmac || challenge.state !== 'STARTED' || challenge.expires <= now) {
      throw new ApiError(
        'consumer_verification_expired',
        'The passkey challenge was used or has expired: start again.',
        { param: 'webauthn_credential_data' },
      );
    }
    const passkey = (await livePasskeys(this.#store, session.consumer_id ?? '')).find(
      (key) => key.id === response.id,
    );
    if (!passkey)
      throw passkeyRefused('This passkey is not one of the account.', 'webauthn_credential_data');
    const { origin, rpID } = relyingParty();
    const expected = challenge.code_hmac;
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (given) => hash(given) === expected,
      expectedOrigin: origin,
      expectedRPID: rpID,
      expectedTopOrigin: topOriginOf(response),
      requireUserVerification: true,
      // The counter is compared below, once the signature is known good: a forged answer
      // must not be able to disable someone's passkey.
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: 0,
        transports: passkey.transports as never,
      },
    }).catch(() => null);
    if (!result?.verified) {
      throw passkeyRefused('The passkey could not be verified.', 'webauthn_credential_data');
    }
    const counter = result.authenticationInfo.newCounter;
    const regressed = (counter > 0 || passkey.counter > 0) && counter <= passkey.counter;
    await usePasskey(this.#store, passkey.id, { counter, usedAt: now, disable: regressed });
    if (regressed) {
      throw passkeyRefused(
        'This passkey looks cloned (its counter went back) and is now disabled.',
        'webauthn_credential_data',
      );
    }
    const rotated = await this.#store.transaction(async (tx) => {
      await markVerified(tx, challenge.id);
      return this.#consumers.verified(tx, session, 'WEBAUTHN');
    });
    return {
      auth_session_client_secret: null,
      consumer_session: await this.#consumers.view(rotated, session),
    };
  }
}
