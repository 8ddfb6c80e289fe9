import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { AUTHENTICATION_FAILURE_MESSAGE } from '../page-attempts/three-d-secure-attempts.js';
import type { ConfirmResult } from '../payment-intents/confirm-result.js';
import { type CompletionDeps, finishPayment } from '../payment-intents/payment-completion.js';
import { failPaymentAttempt } from '../payment-intents/payment-failure.js';
import type { Viewer } from '../payment-intents/payment-intent-service.js';
import type { Account } from '../platform/accounts.js';
import { checkClientSecret } from '../platform/client-secret.js';
import type { Queryable } from '../store/store.js';

// What the pages a buyer is sent to (the 3-D Secure challenge, a simulated bank) share once
// the buyer answers: the page's own secret, the intent it waits on, a failure, and the way back.

/** A page's attempt as stored: the intent it belongs to, its secret and where to go after. */
export interface RedirectAttempt {
  readonly id: string;
  readonly intent_id: string;
  readonly client_secret: string;
  readonly return_url: string | null;
  /** The buyer was sent by full-page redirect (not Stripe.js's modal): send them back. */
  readonly redirect: boolean;
}

/** The attempt, if the caller may see it: a publishable-key caller needs its client secret. */
export function checkAttemptSecret<T extends RedirectAttempt>(
  viewer: Viewer,
  attempt: T | undefined,
  id: string,
  clientSecret: string | undefined,
  kind: { readonly resource: string; readonly label: string },
): T {
  if (!attempt) throw resourceMissing(kind.resource, id);
  checkClientSecret(viewer, attempt.client_secret, clientSecret, {
    code: 'client_secret_invalid',
    message: `The client_secret provided does not match the client_secret associated with this ${kind.label}.`,
  });
  return attempt;
}

/** The buyer's answer to a page: allowed only while its attempt is pending. */
export function pendingAnswer<T extends RedirectAttempt & { status: string }>(
  viewer: Viewer,
  locked: T | undefined,
  id: string,
  params: { client_secret?: string | undefined; result?: string | undefined },
  kind: { readonly resource: string; readonly label: string },
): { attempt: T; passed: boolean } {
  const attempt = checkAttemptSecret(viewer, locked, id, params.client_secret, kind);
  assertPending(attempt, kind);
  return { attempt, passed: params.result === 'succeeded' };
}

/** An attempt can be answered once: while it is pending. */
export function assertPending(attempt: { status: string }, kind: { readonly label: string }): void {
  if (attempt.status !== 'pending') {
    throw new ApiError(
      'payment_intent_unexpected_state',
      `This ${kind.label} has already been completed (status ${attempt.status}).`,
    );
  }
}

/**
 * Finishes the confirmation the buyer's answer made the way every other confirm finishes: the
 * intent, its new charge and events, and the method saved for setup_future_usage.
 */
export async function writeAfterPage(
  tx: Queryable,
  deps: CompletionDeps,
  account: Account,
  before: PaymentIntentObject,
  outcome: ConfirmResult,
): Promise<PaymentIntentObject> {
  await finishPayment(tx, deps, account, before, outcome);
  return outcome.intent;
}

/** Why a page left the intent needing another payment method: Stripe's code and message. */
export interface PageFailure {
  readonly code: string;
  readonly message: string;
}

const AUTHENTICATION_FAILURE: PageFailure = {
  code: 'payment_intent_authentication_failure',
  message: AUTHENTICATION_FAILURE_MESSAGE,
};

/** A voucher (or other page) nobody paid before it expired. */
export const ATTEMPT_EXPIRED: PageFailure = {
  code: 'payment_intent_payment_attempt_expired',
  message:
    'The latest payment attempt of this PaymentIntent has expired. Provide a payment method to attempt payment again.',
};

/** The buyer failed (or refused) at the page: the intent needs another payment method. */
export function failAuthentication(
  tx: Queryable,
  account: Account,
  intent: PaymentIntentObject,
  failure: PageFailure = AUTHENTICATION_FAILURE,
): Promise<PaymentIntentObject> {
  return failPaymentAttempt(tx, account, intent, failure);
}

const REDIRECT_STATUS: Readonly<Record<string, string>> = {
  succeeded: 'succeeded',
  requires_capture: 'succeeded',
  requires_confirmation: 'succeeded',
  processing: 'processing',
};

/** Where a redirected buyer goes after the page: the shop's return_url, with Stripe's params. */
export function returnTarget(
  attempt: Pick<RedirectAttempt, 'redirect' | 'return_url'>,
  intent: { id: string; object: string; client_secret: string; status: string },
): string | null {
  return returnUrlWith(attempt, {
    [intent.object]: intent.id,
    [`${intent.object}_client_secret`]: intent.client_secret,
    redirect_status: REDIRECT_STATUS[intent.status] ?? 'failed',
  });
}

/**
 * The shop's return_url with `params` added, for a page the buyer was redirected to; null when
 * the page was not a redirect or the URL cannot be read.
 */
export function returnUrlWith(
  attempt: { redirect: boolean; return_url: string | null },
  params: Readonly<Record<string, string>>,
): string | null {
  if (!attempt.redirect || attempt.return_url === null) return null;
  let url: URL;
  try {
    url = new URL(attempt.return_url);
  } catch {
    return null;
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
