/**
 * What the Checkout page reads from its own address (CHECKOUT-CONTRACT.md, "URLs"):
 * `/c/pay/<cs_id>#<fragment>` (hosted) or `/c/embedded/<cs_id>#<fragment>` (in the merchant's
 * frame), the fragment being base64url (no padding) of UTF-8 JSON. Keys a reader does not know
 * are ignored. The fragment never reaches a server.
 */
export type CheckoutParams =
  | { ui: 'hosted'; sessionId: string; apiKey: string }
  | {
      ui: 'embedded';
      sessionId: string;
      apiKey: string;
      clientSecret: string;
      /** The merchant page's exact origin: the only one the frame posts to. */
      origin: string;
      frameId: string;
    };

const PATH = /^\/c\/(pay|embedded)\/(cs_(?:test|live)_[A-Za-z0-9]+)\/?$/;

/** Decodes base64url (no padding) UTF-8 JSON; undefined when it is not an object. */
export function decodeFragment(fragment: string): Record<string, unknown> | undefined {
  try {
    const b64 = fragment.replace(/-/g, '+').replace(/_/g, '/');
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The merchant origin as an exact origin string (scheme://host[:port]); undefined otherwise. */
function exactOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

const string = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The page's parameters, or null when the link is incomplete (the "invalid link" state). */
export function readCheckoutParams(
  location: Pick<Location, 'pathname' | 'hash'>,
): CheckoutParams | null {
  const match = PATH.exec(location.pathname);
  if (match === null) return null;
  const [, ui, sessionId] = match as unknown as [string, 'pay' | 'embedded', string];
  const json = decodeFragment(location.hash.replace(/^#/, ''));
  const apiKey = string(json?.apiKey);
  if (apiKey === undefined || !/^pk_(test|live)_\w+$/.test(apiKey)) return null;
  if (ui === 'pay') return { ui: 'hosted', sessionId, apiKey };
  const clientSecret = string(json?.clientSecret);
  const origin = exactOrigin(json?.origin);
  const frameId = string(json?.frameId);
  if (!clientSecret?.startsWith(`${sessionId}_secret_`) || !origin || !frameId) return null;
  return { ui: 'embedded', sessionId, apiKey, clientSecret, origin, frameId };
}

/** Encodes a fragment the way the server does (tests, and links the page builds). */
export function encodeFragment(value: Readonly<Record<string, unknown>>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
