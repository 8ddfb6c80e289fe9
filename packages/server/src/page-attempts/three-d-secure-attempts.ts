import { ApiError, resourceMissing } from '../errors/api-error.js';
import type {
  NextAction,
  ThreeDSecureObject,
  ThreeDSecureStatus,
} from '../intents/next-action-object.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { findMethodRow } from '../payment-methods/payment-method-rows.js';
import { type Account, publishableKeyOf } from '../platform/accounts.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { currentProviderOrigin } from '../platform/provider-origin.js';
import type { Queryable } from '../store/store.js';
import { consumeSucceeded, findPageAttempt } from './page-attempts.js';

export interface AttemptRow {
  readonly id: string;
  readonly intent_id: string;
  readonly payment_method_id: string;
  readonly client_secret: string;
  readonly status: ThreeDSecureStatus;
  readonly return_url: string | null;
  readonly redirect: boolean;
  readonly data: ThreeDSecureObject;
}

const INSERT_SQL = `INSERT INTO three_d_secure_attempts
  (id, account_id, intent_id, payment_method_id, client_secret, status, return_url, redirect, data)
  VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8::jsonb)`;

/** What is being authenticated: a payment (with its amount) or a card set up for later. */
export interface AuthenticatedIntent {
  readonly id: string;
  readonly amount: number | null;
  readonly currency: string | null;
}

export interface NewAttempt {
  readonly intent: AuthenticatedIntent;
  readonly method: PaymentMethodObject;
  readonly returnUrl: string | undefined;
  /** Stripe.js runs the challenge (use_stripe_sdk) rather than a full-page redirect. */
  readonly sdk: boolean;
  readonly now: Date;
}

/** Stores a pending attempt and answers the next action that sends the buyer to it. */
export async function insertAttempt(
  tx: Queryable,
  account: Account,
  input: NewAttempt,
): Promise<NextAction> {
  const id = `src_${randomBase62(24)}`;
  const clientSecret = `src_client_secret_${randomBase62(24)}`;
  const query = new URLSearchParams({
    client_secret: clientSecret,
    key: await publishableKeyOf(tx, account),
  });
  const origin = currentProviderOrigin();
  const pageUrl = `${origin}/three_d_secure/${id}?${query}`;
  const redirect = !input.sdk && input.returnUrl !== undefined;
  const card = input.method.card;
  const object: ThreeDSecureObject = {
    id,
    object: 'three_d_secure',
    amount: input.intent.amount,
    authenticated: false,
    card: {
      brand: card?.brand ?? 'unknown',
      country: card?.country ?? null,
      exp_month: card?.exp_month ?? 0,
      exp_year: card?.exp_year ?? 0,
      last4: card?.last4 ?? '',
    },
    created: unixNow(input.now),
    currency: input.intent.currency,
    livemode: false,
    merchant_name: account.businessName,
    payment_intent: input.intent.id.startsWith('pi_') ? input.intent.id : null,
    setup_intent: input.intent.id.startsWith('seti_') ? input.intent.id : null,
    redirect_url: pageUrl,
    status: 'pending',
  };
  await tx.query(INSERT_SQL, [
    id,
    account.id,
    input.intent.id,
    input.method.id,
    clientSecret,
    input.returnUrl ?? null,
    redirect,
    JSON.stringify(object),
  ]);
  if (redirect && input.returnUrl !== undefined) {
    return {
      type: 'redirect_to_url',
      redirect_to_url: { url: pageUrl, return_url: input.returnUrl },
    };
  }
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: `${origin}/v1/three_d_secure/${id}/authenticate?${query}`,
      source: id,
      directory_server_name: card?.brand ?? 'visa',
    },
  };
}

/** Uses up a completed authentication of this method for this intent; false when there is none. */
export function consumeAuthentication(
  tx: Queryable,
  account: Account,
  intentId: string,
  methodId: string,
): Promise<boolean> {
  return consumeSucceeded(tx, 'three_d_secure_attempts', account, intentId, methodId);
}

export function findAttempt(
  db: Queryable,
  account: Account,
  id: string,
  lock = false,
): Promise<AttemptRow | undefined> {
  const columns =
    'id, intent_id, payment_method_id, client_secret, status, return_url, redirect, data';
  return findPageAttempt(db, 'three_d_secure_attempts', columns, account, id, lock);
}

export async function settleAttempt(
  tx: Queryable,
  attempt: AttemptRow,
  status: 'succeeded' | 'failed',
): Promise<ThreeDSecureObject> {
  const data: ThreeDSecureObject = {
    ...attempt.data,
    status,
    authenticated: status === 'succeeded',
  };
  await tx.query('UPDATE three_d_secure_attempts SET status = $2, data = $3::jsonb WHERE id = $1', [
    attempt.id,
    status,
    JSON.stringify(data),
  ]);
  return data;
}

// What in a next action names the page the buyer answers: the challenge, the redirect's URL,
// or (a QR code, voucher or transfer instructions) the hosted page URLs in its details.
function pageNamedBy(next: NextAction | null): string | undefined {
  if (next === null) return undefined;
  if (next.type === 'use_stripe_sdk') return next.use_stripe_sdk.source;
  if (next.type === 'redirect_to_url') return next.redirect_to_url.url;
  return JSON.stringify(next);
}

/**
 * Throws unless the intent still waits on this attempt: once it was confirmed again or
 * canceled, a late answer to an old challenge decides nothing.
 */
export function assertCurrent(
  intent: { status: string; next_action: NextAction | null },
  attempt: Pick<AttemptRow, 'id'>,
  kind: 'PaymentIntent' | 'SetupIntent',
  label = '3D Secure authentication',
): void {
  const source = pageNamedBy(intent.next_action);
  if (intent.status === 'requires_action' && source?.includes(attempt.id)) return;
  const code =
    kind === 'PaymentIntent' ? 'payment_intent_unexpected_state' : 'setup_intent_unexpected_state';
  throw new ApiError(
    code,
    `This ${label} is no longer current: its ${kind} has a status of ${intent.status}.`,
  );
}

/** The payment method an authentication failure names in last_payment_error/last_setup_error. */
export async function methodObject(
  tx: Queryable,
  account: Account,
  id: string | null,
): Promise<PaymentMethodObject> {
  const method = (await findMethodRow(tx, account, id))?.data;
  if (!method) throw resourceMissing('PaymentMethod', id ?? '');
  return method;
}

export const AUTHENTICATION_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
