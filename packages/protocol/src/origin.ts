/**
 * Exact-origin policy. An origin is compared as the serialised `scheme://host[:port]` string,
 * never by prefix, suffix or substring, so `https://shop.example.evil` is not `https://shop.example`.
 */

/** The origin of an absolute URL, or null when it has none (opaque, malformed, relative). */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export interface AcceptPolicy {
  /** The one origin the message must come from. */
  origin: string;
  /** The window the message must come from, when it is known. */
  source?: MessageEventSource | null;
}

/** Why a message was refused, or null when it is accepted. */
export function refusalReason(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  policy: AcceptPolicy,
): 'origin' | 'source' | null {
  if (event.origin !== policy.origin) return 'origin';
  if (policy.source !== undefined && event.source !== policy.source) return 'source';
  return null;
}
