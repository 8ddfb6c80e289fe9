import type { TokenConfirmParams } from '../confirmation-tokens/confirmation-tokens.js';
import { applyConfirmationToken } from '../confirmation-tokens/confirmation-tokens.js';
import type { ApiError } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';

/**
 * The lock a confirm runs under. 'intent': the caller holds the intent's row locked (or has
 * just built the intent), and every step may write. 'none': nothing is locked, so the confirm
 * may only read; one that must write before the intent (spend a confirmation or card token,
 * record a mandate or a bank page, make or spend a 3-D Secure attempt, save a method) stops
 * with NEEDS_LOCK and the caller runs it again under the lock. The caller chooses the lock; no
 * step guesses it.
 */
export type ConfirmLock = 'intent' | 'none';

export const NEEDS_LOCK: unique symbol = Symbol('the confirm writes: it needs the intent lock');

/** The states both intents confirm from (Stripe's, for PaymentIntents and SetupIntents alike). */
const CONFIRMABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** Where one confirm runs: its database handle under `lock`, the account, the request's time. */
export interface ConfirmScope {
  readonly tx: Queryable;
  readonly account: Account;
  readonly lock: ConfirmLock;
  readonly now: Date;
}

/** A step before the processor either ends the confirm (the intent waits for the buyer)... */
export interface Ends<R> {
  readonly ends: R;
}
/** ...or lets it go on to the processor with what the step produced (a mandate). */
export interface GoesOn<B> {
  readonly goesOn: B;
}

/**
 * What differs between confirming a PaymentIntent and a SetupIntent; the order of the steps
 * and the lock rules are the pipeline's (runConfirm).
 *
 * I: the intent object; P: its confirm parameters; M: the chosen method; B: what the steps
 * before the processor hand to it; R: the confirm's result.
 */
export interface ConfirmStrategy<
  I extends { readonly id: string; readonly status: string },
  P extends TokenConfirmParams,
  M,
  B,
  R,
> {
  /** The error for an intent in a state that cannot be confirmed. */
  unexpectedState(intent: I): ApiError;
  /** Whether choosing the method for these parameters writes (spends a card token, say). */
  choosingWrites(params: P): boolean;
  /** The intent with the fields these parameters change before the method is chosen. */
  withParams(intent: I, params: P): I;
  /** The method to confirm with: new from data or a test id, or a stored one the intent may use. */
  chooseMethod(scope: ConfirmScope, intent: I, params: P): Promise<M>;
  /** Refuses a method this intent does not accept. */
  assertAllowed(intent: I, method: M, params: P): void;
  /** Whether the steps before the processor write for this method (a mandate, an attempt). */
  stepsWrite(method: M, params: P): boolean;
  /** Mandates, bank redirects, 3-D Secure: what must happen before the processor decides. */
  beforeProcessor(
    scope: ConfirmScope,
    intent: I,
    method: M,
    params: P,
  ): Promise<Ends<R> | GoesOn<B>>;
  /** The processor's answer, made into the intent's next state (succeeded or declined). */
  processor(scope: ConfirmScope, intent: I, method: M, before: B, params: P): Promise<R>;
}

/**
 * The one confirm pipeline of both intents: the state check, spending a confirmation token,
 * choosing and checking the method, the steps before the processor, the processor. Under
 * lock 'none' it answers NEEDS_LOCK as soon as a step would write (see ConfirmLock).
 */
export async function runConfirm<
  I extends { readonly id: string; readonly status: string },
  P extends TokenConfirmParams,
  M,
  B,
  R,
>(
  strategy: ConfirmStrategy<I, P, M, B, R>,
  scope: ConfirmScope,
  current: I,
  params: P,
): Promise<R | typeof NEEDS_LOCK> {
  if (!CONFIRMABLE.has(current.status)) throw strategy.unexpectedState(current);
  const { tx, account, lock, now } = scope;
  if (params.confirmation_token) {
    if (lock === 'none') return NEEDS_LOCK;
    const fromToken = await applyConfirmationToken(tx, account, current.id, params, now);
    return runConfirm(strategy, scope, current, fromToken);
  }
  if (lock === 'none' && strategy.choosingWrites(params)) return NEEDS_LOCK;
  const intent = strategy.withParams(current, params);
  const method = await strategy.chooseMethod(scope, intent, params);
  strategy.assertAllowed(intent, method, params);
  if (lock === 'none' && strategy.stepsWrite(method, params)) return NEEDS_LOCK;
  const before = await strategy.beforeProcessor(scope, intent, method, params);
  if ('ends' in before) return before.ends;
  return strategy.processor(scope, intent, method, before.goesOn, params);
}

/** runConfirm under a lock the caller holds, where NEEDS_LOCK cannot come back. */
export async function runLockedConfirm<
  I extends { readonly id: string; readonly status: string },
  P extends TokenConfirmParams,
  M,
  B,
  R,
>(
  strategy: ConfirmStrategy<I, P, M, B, R>,
  scope: Omit<ConfirmScope, 'lock'>,
  current: I,
  params: P,
): Promise<R> {
  const outcome = await runConfirm(strategy, { ...scope, lock: 'intent' }, current, params);
  if (outcome === NEEDS_LOCK) throw new Error('a confirm under the intent lock asked for it');
  return outcome;
}
