// Spec 001 §4's verification types for the Link Authentication Element: which one-time code
// channel an account is sent first, which one the shopper may switch to, and where a failed
// passkey falls back. Pure rules; wallet-verification.tsx runs them.

/** The one-time code channels (spec 001's SMS and EMAIL); WEBAUTHN is the passkey. */
export type CodeType = 'SMS' | 'EMAIL';
export type VerificationType = CodeType | 'WEBAUTHN';

/**
 * The code channels the controller's lookup answered (the provider's
 * available_verification_factors), in its order; an answer without the list (an older
 * provider) means e-mail, the channel every account has.
 */
export function readFactors(value: unknown): CodeType[] {
  if (!Array.isArray(value)) return ['EMAIL'];
  return value.filter((entry): entry is CodeType => entry === 'SMS' || entry === 'EMAIL');
}

/**
 * Spec 001's smart default among the code channels. Stripe's Link sends a returning customer a
 * one-time code by SMS to the phone on the account (its start answer shows the masked number it
 * went to), and e-mail is the way out offered beside it; so an account with a phone is sent an
 * SMS code, any other an e-mail one. Null when the account offers no code channel at all.
 */
export function smartDefault(factors: readonly CodeType[]): CodeType | null {
  if (factors.includes('SMS')) return 'SMS';
  return factors.includes('EMAIL') ? 'EMAIL' : null;
}

/**
 * The channel a "Send code by … instead" switch sends to: the type the shopper came from when
 * it is a code channel the account still offers (spec 001: a successful start remembers the
 * previous type), else the other channel; null when the account offers no other one.
 */
export function switchTarget(
  current: CodeType,
  previous: VerificationType | null,
  factors: readonly CodeType[],
): CodeType | null {
  if (previous !== null && previous !== 'WEBAUTHN' && previous !== current) {
    if (factors.includes(previous)) return previous;
  }
  const other: CodeType = current === 'SMS' ? 'EMAIL' : 'SMS';
  return factors.includes(other) ? other : null;
}

/**
 * Spec 001 §4: after a failed WebAuthn confirm the flow falls back to another type (the smart
 * default among the code channels); if none remains the type is cleared (null). `started` is
 * the code channel already started in this flow, if any: the fallback to it is not started
 * again (`start: false`), any other is.
 */
export function fallbackAfterPasskey(
  factors: readonly CodeType[],
  started: CodeType | null,
): { type: CodeType; start: boolean } | null {
  const next = smartDefault(factors);
  if (next === null) return null;
  return { type: next, start: next !== started };
}
