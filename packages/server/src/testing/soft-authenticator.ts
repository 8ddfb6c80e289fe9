// A WebAuthn authenticator in software (ES256, "none" attestation, user verified), to drive the
// passkey calls without a browser: what Chromium's virtual authenticator does in e2e tests.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

export interface SoftAuthenticator {
  /** navigator.credentials.create() for these options: RegistrationResponseJSON. */
  create(options: { challenge: string; user: { id: string } }, origin?: string): object;
  /** navigator.credentials.get() for these options: AuthenticationResponseJSON. */
  get(options: { challenge: string }, origin?: string, topOrigin?: string): object;
  /** Sets the signature counter (a cloned authenticator shows an older one). */
  setCounter(value: number): void;
  readonly credentialId: string;
}

export function softAuthenticator(providerOrigin: string): SoftAuthenticator {
  const rpIdHash = createHash('sha256').update(new URL(providerOrigin).hostname).digest();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  // From a frame embedded in another origin's page, as the Link Authentication Element is, the
  // browser signs crossOrigin and that page's origin as topOrigin.
  const clientData = (type: string, challenge: string, origin: string, topOrigin?: string) =>
    Buffer.from(
      JSON.stringify(
        topOrigin === undefined
          ? { type, challenge, origin, crossOrigin: false }
          : { type, challenge, origin, crossOrigin: true, topOrigin },
      ),
    );
  return {
    credentialId: b64(id),
    setCounter(value) {
      counter = value;
    },
    create(options, origin = providerOrigin) {
      userHandle = options.user.id;
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
          [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      // Flags: user present, user verified, attested credential data.
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        counterBytes(),
        Buffer.alloc(16),
        idLength,
        id,
        Buffer.from(cose),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    get(options, origin = providerOrigin, topOrigin) {
      counter += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes()]);
      const data = clientData('webauthn.get', options.challenge, origin, topOrigin);
      const signed = Buffer.concat([authData, createHash('sha256').update(data).digest()]);
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(sign('sha256', signed, privateKey)),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
