import { RemoteError } from '@kassa/protocol';
import type { WalletSheetKey } from '../i18n/wallet-sheet-english.js';

/**
 * The provider's refusals of a code, in the shopper's words. Its `consumer_verification_expired`
 * covers an expired code and a used or replaced one alike: either way a new one is needed.
 */
const REFUSAL_TEXT: Readonly<Record<string, WalletSheetKey>> = {
  consumer_verification_code_invalid: 'walletSheet.link.codeWrong',
  consumer_verification_expired: 'walletSheet.link.codeExpired',
  consumer_verification_max_attempts_exceeded: 'walletSheet.link.codeTooManyTries',
  rate_limit_exceeded: 'walletSheet.link.blocked',
};

/** The code of a request the controller refused (its wire error's), if it has one. */
function refusalCode(thrown: unknown): string | undefined {
  return thrown instanceof RemoteError ? thrown.wire.code : undefined;
}

/**
 * Spec 001's "blocked": the provider refuses to send or check more codes for the account for a
 * while (its per-account limits). The wallet is then unavailable: no code step, a guest payment.
 */
export const isBlocked = (thrown: unknown) => refusalCode(thrown) === 'rate_limit_exceeded';

/**
 * A refused wallet request in the shopper's words, wherever the wallet signs in (the Link
 * Authentication Element, the Payment Element's own sign-in, the Express Checkout Link sheet):
 * a code's refusal by its code, a passkey's as a passkey that could not be used, anything else
 * as the wallet out of reach.
 */
export function refusalKey(thrown: unknown, factor: 'code' | 'passkey' = 'code'): WalletSheetKey {
  if (isBlocked(thrown)) return 'walletSheet.link.blocked';
  if (factor === 'passkey') return 'walletSheet.link.passkeyFailed';
  return REFUSAL_TEXT[refusalCode(thrown) ?? ''] ?? 'walletSheet.link.unavailable';
}
