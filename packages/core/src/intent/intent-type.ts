import type { ConfirmMethod } from './client-secret.js';

export type IntentType = 'payment' | 'setup';
export type DeferredMode = 'payment' | 'setup' | 'subscription';
export type SetupFutureUsage = 'off_session' | 'on_session';

export interface DeferredIntentOptions {
  mode: string;
  amount?: number | null;
  currency?: string;
  setup_future_usage?: SetupFutureUsage | null;
}

export interface ResolvedIntentType {
  type: IntentType;
  setupFutureUsage: SetupFutureUsage | null;
}

export const DEFERRED_MODES: readonly DeferredMode[] = ['payment', 'setup', 'subscription'];

export function isDeferredMode(mode: unknown): mode is DeferredMode {
  return typeof mode === 'string' && (DEFERRED_MODES as readonly string[]).includes(mode);
}

function hasAmount(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount);
}

/**
 * What a deferred intent will be. A subscription with an amount is a payment saved for
 * off-session use; without an amount it is a setup. Null for an unexpected mode.
 */
export function resolveIntentType(options: DeferredIntentOptions): ResolvedIntentType | null {
  const usage = options.setup_future_usage ?? null;
  switch (options.mode) {
    case 'payment':
      return { type: 'payment', setupFutureUsage: usage };
    case 'setup':
      return { type: 'setup', setupFutureUsage: usage ?? 'off_session' };
    case 'subscription':
      return hasAmount(options.amount)
        ? { type: 'payment', setupFutureUsage: 'off_session' }
        : { type: 'setup', setupFutureUsage: usage ?? 'off_session' };
    default:
      return null;
  }
}

export type DeferredConfirmError =
  | 'unexpected_deferred_mode'
  | 'confirm_setup_requires_setup_mode'
  | 'confirm_payment_requires_payment_mode'
  | 'payment_mode_requires_amount';

/**
 * Deferred-intent rules for a confirm call: confirmSetup needs setup mode, and payment mode
 * needs an amount (the optional-amount beta allows none until elements.update sets one).
 */
export function checkDeferredConfirm(
  method: ConfirmMethod,
  options: DeferredIntentOptions,
): DeferredConfirmError | null {
  const resolved = resolveIntentType(options);
  if (resolved === null) return 'unexpected_deferred_mode';
  if (method === 'confirmSetup') {
    return resolved.type === 'setup' ? null : 'confirm_setup_requires_setup_mode';
  }
  if (resolved.type !== 'payment') return 'confirm_payment_requires_payment_mode';
  return hasAmount(options.amount) ? null : 'payment_mode_requires_amount';
}

/** Session defaults when a deferred intent leaves them out. */
export const DEFAULT_SESSION_AMOUNT = 0;
export const DEFAULT_SESSION_CURRENCY = 'usd';
