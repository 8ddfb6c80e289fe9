import { buildCharge } from '../charges/charges.js';
import { awaitingAction, type PaymentIntentObject } from '../intents/payment-intent-object.js';
import { consumeBankAuthorization } from '../page-attempts/bank-redirect-attempts.js';
import { consumeAuthentication, insertAttempt } from '../page-attempts/three-d-secure-attempts.js';
import { isLinkMethod } from '../payment-methods/payment-method-object.js';
import type { ResolvedMethod } from '../payment-methods/stored-method.js';
import type { Account } from '../platform/accounts.js';
import { cardOutcome } from '../processor/test-cards.js';
import type { Decline } from '../processor/test-processor.js';
import { needsAuthentication } from '../processor/three-d-secure-cards.js';
import type { Queryable } from '../store/store.js';
import type { ConfirmResult } from './confirm-result.js';
import type { ConfirmPaymentIntentParams } from './payment-intent-params.js';

// Stripe's decline when the issuer asks for authentication nobody can give (off-session).
const AUTHENTICATION_REQUIRED: Decline = {
  approved: false,
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
  sellerMessage: 'The bank returned the decline code `authentication_required`.',
};

/** off_session as the API takes it: true (or `"true"`), `one_off` or `recurring`. */
export function isOffSession(value: unknown): boolean {
  return value === true || value === 'true' || value === 'one_off' || value === 'recurring';
}

/**
 * Whether the card asks for 3-D Secure here: the step then spends or makes an attempt row.
 * Never for a `link` method: the shopper proved the wallet account (code or passkey), and
 * Stripe documents no 3-D Secure for a Link payment.
 */
export function hasAuthenticationStep(
  resolved: ResolvedMethod,
  params: ConfirmPaymentIntentParams,
): boolean {
  if (isLinkMethod(resolved.object)) return false;
  return needsAuthentication(cardOutcome(resolved.outcome), isOffSession(params.off_session));
}

/**
 * The 3-D Secure step of a confirmation, before the processor is asked: nothing for a card
 * that needs no authentication (or whose authentication for this intent is done), otherwise the
 * intent waits in requires_action with a next action, or (off-session, or
 * error_on_requires_action) fails with authentication_required.
 */
export async function authenticationStep(
  tx: Queryable,
  account: Account,
  intent: PaymentIntentObject,
  resolved: ResolvedMethod,
  params: ConfirmPaymentIntentParams,
  now: Date,
): Promise<ConfirmResult | undefined> {
  const offSession = isOffSession(params.off_session);
  if (!hasAuthenticationStep(resolved, params)) return undefined;
  const method = resolved.object;
  if (!resolved.isNew && (await consumeAuthentication(tx, account, intent.id, method.id))) {
    return undefined;
  }
  // A 3-D Secure Source (src_…) was authenticated at its own page before any intent.
  if (
    !resolved.isNew &&
    method.id.startsWith('src_') &&
    (await consumeBankAuthorization(tx, account, method.id, method.id))
  ) {
    return undefined;
  }
  if (offSession || params.error_on_requires_action === true) {
    return authenticationDecline(intent, resolved, now);
  }
  const nextAction = await insertAttempt(tx, account, {
    intent,
    method,
    returnUrl: params.return_url,
    sdk: params.use_stripe_sdk === true,
    now,
  });
  return { intent: awaitingAction(intent, nextAction, method.id), method: resolved };
}

function authenticationDecline(
  intent: PaymentIntentObject,
  resolved: ResolvedMethod,
  now: Date,
): ConfirmResult {
  const method = resolved.object;
  const charge = buildCharge(intent, method, AUTHENTICATION_REQUIRED, now);
  const failed: PaymentIntentObject = {
    ...intent,
    status: 'requires_payment_method',
    latest_charge: charge.id,
    next_action: null,
    payment_method: null,
    last_payment_error: {
      type: 'card_error',
      charge: charge.id,
      code: AUTHENTICATION_REQUIRED.code,
      decline_code: AUTHENTICATION_REQUIRED.declineCode,
      doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
      message: AUTHENTICATION_REQUIRED.message,
      payment_method: method,
    },
  };
  return {
    intent: failed,
    charge,
    method: resolved,
    decline: { decline: AUTHENTICATION_REQUIRED, charge, method },
  };
}
